import { z } from 'zod';
import { CONTEST_TYPE, LIMITS, USERNAME_PATTERN } from '@judge/contract';
import { invalidField } from '../../../errors.ts';
import { timeMsOf } from '../clics-format.ts';
import { PACKAGE_FIELD, packageDocument } from './package-files.ts';

/**
 * What a contest package (Contest_Package.md) asks for, read and checked before anything is written: the
 * contest, its problems (each from its problem package in the contest package, or a problem of this site with
 * the same id), and the accounts of its teams. Pure: the importer carries the plan out. Anything this judge
 * would run differently from what the package says (a freeze or penalty it cannot keep) is refused, naming the
 * file and the property; what only decorates (colours by name, logos, persons) is read leniently or skipped.
 */
export interface ContestPlan {
  title: string;
  description: string;
  startTime: string;
  endTime: string;
  type: 0 | 1;
  /** The save form's seal option: 0 the last half hour, 1 the last hour, 2 the whole contest; null: no freeze. */
  sealRankOption: 0 | 1 | 2 | null;
}

export interface ProblemPlan {
  id: string;
  label: string;
  name: string;
  color: string | null;
  /** The problem package (a Kattis / ICPC zip) found in the contest package, or null: a problem of this site. */
  packageZip: Buffer | null;
}

export interface AccountPlan {
  username: string;
  password: string;
  /** Whether the password was made here (the report gives it back, as slips are printed from it). */
  generated: boolean;
  /** The team's name, shown on the board. */
  nickname: string;
  /** The team's organization, as the account's school. */
  school: string | null;
  /** Hidden teams are the board's unranked observers (star accounts). */
  hidden: boolean;
}

export interface ImportPlan {
  contest: ContestPlan;
  problems: ProblemPlan[];
  accounts: AccountPlan[];
  /** What the package holds that this import leaves out, and why. */
  skipped: string[];
}

const refuse = (message: string) => invalidField(PACKAGE_FIELD, message);

const text = z.string().trim().min(1);
const contestDocument = z.looseObject({
  name: text,
  formal_name: z.string().nullish(),
  start_time: z.string().nullish(),
  duration: z.string(),
  scoreboard_freeze_duration: z.string().nullish(),
  scoreboard_type: z.enum(['pass-fail', 'score']).default('pass-fail'),
  penalty_time: z.union([z.number(), z.string()]).nullish(),
});
const fileReferences = z.array(z.looseObject({ filename: z.string().nullish() })).nullish();
const problemsDocument = z.array(
  z.looseObject({
    id: z.coerce.string().pipe(text),
    label: z.coerce.string().pipe(text),
    name: text,
    ordinal: z.number().nullish(),
    rgb: z.string().nullish(),
    package: fileReferences,
  }),
);
const organizationsDocument = z.array(
  z.looseObject({ id: z.coerce.string(), name: z.string(), formal_name: z.string().nullish() }),
);
const teamsDocument = z.array(
  z.looseObject({
    id: z.coerce.string().pipe(text),
    name: text,
    display_name: z.string().nullish(),
    organization_id: z.coerce.string().nullish(),
    hidden: z.boolean().nullish(),
  }),
);
const accountsDocument = z.array(
  z.looseObject({
    id: z.coerce.string().nullish(),
    username: z.coerce.string().pipe(text),
    password: z.coerce.string().nullish(),
    type: z.string().nullish(),
    team_id: z.coerce.string().nullish(),
  }),
);

/** A document checked against its shape, refused naming the file and the first wrong property. */
function documentOf<T>(
  files: Map<string, Buffer>,
  name: string,
  yaml: boolean,
  schema: z.ZodType<T>,
): T | undefined {
  const raw = packageDocument(files, name, yaml);
  if (raw === undefined) return undefined;
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const where = issue.path.length > 0 ? `: ${issue.path.join('.')}` : '';
  throw refuse(`${name}.${yaml && !files.has(`${name}.json`) ? 'yaml' : 'json'}${where}: ${issue.message}`);
}

/** RELTIME (`h:mm:ss` with optional milliseconds) in milliseconds. */
export function relativeMs(value: string, property: string): number {
  const match = /^(-)?(\d+):([0-5]\d):([0-5]\d)(?:\.(\d{1,3}))?$/.exec(value.trim());
  if (!match) throw refuse(`contest: ${property} "${value}" is not a duration (h:mm:ss)`);
  const [, minus, hours, minutes, seconds, millis = '0'] = match;
  const ms =
    ((Number(hours) * 60 + Number(minutes)) * 60 + Number(seconds)) * 1000 + Number(millis.padEnd(3, '0'));
  return minus ? -ms : ms;
}

function absoluteMs(value: string): number {
  const ms = timeMsOf(value);
  if (Number.isNaN(ms)) throw refuse(`contest: start_time "${value}" is not a time`);
  return ms;
}

/** The ICPC penalty this judge counts, 20 minutes per rejected try: a package asking another is refused. */
const PENALTY_MINUTES = 20;

function contestPlan(files: Map<string, Buffer>): ContestPlan {
  const contest = documentOf(files, 'contest', true, contestDocument);
  if (!contest) throw refuse('the package has no contest.json or contest.yaml');
  if (!contest.start_time)
    throw refuse('contest: start_time is required (this judge runs a contest at a set time)');
  const startMs = absoluteMs(contest.start_time);
  const durationMs = relativeMs(contest.duration, 'duration');
  if (durationMs <= 0) throw refuse('contest: duration must be positive');
  const penalty = contest.penalty_time;
  const penaltyMinutes = typeof penalty === 'string' ? relativeMs(penalty, 'penalty_time') / 60_000 : penalty;
  if (penaltyMinutes != null && penaltyMinutes !== PENALTY_MINUTES)
    throw refuse(`contest: penalty_time: this judge counts ${PENALTY_MINUTES} minutes per rejected try`);
  return {
    title: contest.name,
    description: contest.formal_name?.trim() || contest.name,
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(startMs + durationMs).toISOString(),
    type: contest.scoreboard_type === 'score' ? CONTEST_TYPE.OI : CONTEST_TYPE.ACM,
    sealRankOption: sealOption(contest.scoreboard_freeze_duration, durationMs),
  };
}

/** The freezes this judge keeps: the last half hour, the last hour, the whole contest. */
function sealOption(freeze: string | null | undefined, durationMs: number): ContestPlan['sealRankOption'] {
  if (!freeze) return null;
  const ms = relativeMs(freeze, 'scoreboard_freeze_duration');
  if (ms === 0) return null;
  if (ms === 30 * 60_000) return 0;
  if (ms === 60 * 60_000) return 1;
  if (ms === durationMs) return 2;
  throw refuse(
    'contest: scoreboard_freeze_duration: this judge freezes the last 0:30:00, the last 1:00:00 or the whole contest',
  );
}

function problemPlans(files: Map<string, Buffer>): ProblemPlan[] {
  const problems = documentOf(files, 'problems', true, problemsDocument);
  if (!problems || problems.length === 0) throw refuse('the package has no problems.json or problems.yaml');
  const labels = new Set<string>();
  return [...problems]
    .sort((a, b) => (a.ordinal ?? 0) - (b.ordinal ?? 0))
    .map((problem) => {
      if (labels.has(problem.label)) throw refuse(`problems: the label ${problem.label} is given twice`);
      labels.add(problem.label);
      const named = (problem.package ?? []).map((file) => file.filename).filter((name) => name);
      const candidates = [...named, 'package.zip'].map((name) => `problems/${problem.id}/${name}`);
      const found = candidates.find((path) => files.has(path));
      return {
        id: problem.id,
        label: problem.label,
        name: problem.name,
        color: problem.rgb && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(problem.rgb) ? problem.rgb : null,
        packageZip: found ? files.get(found)! : null,
      };
    });
}

/** The profile's nickname length (spec 1-core "Settings"): a team's longer name is cut to it. */
const NICKNAME_MAX = 20;

/** A password for an account the package gives none: 10 letters and digits, unambiguous ones only. */
export type PasswordMaker = () => string;

function accountPlans(
  files: Map<string, Buffer>,
  makePassword: PasswordMaker,
  skipped: string[],
): AccountPlan[] {
  const organizations = new Map(
    (documentOf(files, 'organizations', false, organizationsDocument) ?? []).map((org) => [
      org.id,
      org.formal_name?.trim() || org.name,
    ]),
  );
  const teams = documentOf(files, 'teams', false, teamsDocument) ?? [];
  const accounts = documentOf(files, 'accounts', true, accountsDocument) ?? [];
  const teamIds = new Set(teams.map((team) => team.id));
  for (const account of accounts)
    if ((account.type ?? 'team') !== 'team')
      skipped.push(`accounts: ${account.username} (${account.type}): only team accounts are made here`);
    else if (!account.team_id || !teamIds.has(account.team_id))
      throw refuse(`accounts: ${account.username}: team_id names no team of teams.json`);
  const accountOf = new Map(
    accounts
      .filter((account) => (account.type ?? 'team') === 'team')
      .map((account) => [account.team_id!, account]),
  );
  const plans = teams.map((team) => {
    const account = accountOf.get(team.id);
    const username = account?.username ?? team.id;
    if (!USERNAME_PATTERN.test(username) || username.length > LIMITS.usernameMax)
      throw refuse(`accounts: ${username}: not a username here (2 to 20 letters, digits, Chinese, . @ _)`);
    const given = account?.password ?? null;
    if (given !== null && (given.length < LIMITS.passwordMin || given.length > LIMITS.passwordMax))
      throw refuse(
        `accounts: ${username}: the password must be ${LIMITS.passwordMin} to ${LIMITS.passwordMax} characters`,
      );
    return {
      username,
      password: given ?? makePassword(),
      generated: given === null,
      nickname: (team.display_name?.trim() || team.name).slice(0, NICKNAME_MAX),
      school: team.organization_id ? (organizations.get(team.organization_id) ?? null) : null,
      hidden: team.hidden === true,
    };
  });
  const usernames = new Set<string>();
  for (const plan of plans) {
    const key = plan.username.toLowerCase();
    if (usernames.has(key)) throw refuse(`accounts: ${plan.username} is given to two teams`);
    usernames.add(key);
  }
  if (files.has('persons.json')) skipped.push('persons.json: team members are not accounts here');
  return plans;
}

/** The plan of a contest package's files (packageFiles), or a 400 naming what is wrong in which file. */
export function planImport(files: Map<string, Buffer>, makePassword: PasswordMaker): ImportPlan {
  const skipped: string[] = [];
  const contest = contestPlan(files);
  const problems = problemPlans(files);
  const accounts = accountPlans(files, makePassword, skipped);
  for (const name of [
    'submissions.json',
    'judgements.json',
    'runs.json',
    'clarifications.json',
    'event-feed.ndjson',
  ])
    if (files.has(name))
      skipped.push(`${name}: a contest is imported as configuration; its history stays in the package`);
  return { contest, problems, accounts, skipped };
}
