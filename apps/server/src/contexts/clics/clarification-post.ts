import { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import { apiTeams, ownTeamOf, type ApiTeam } from './api-teams.ts';
import { clientMoment } from './client-time.ts';
import type { ContestView } from './contest-view.ts';
import { noticeText } from './clarification-events.ts';
import { namedTeam, type TeamAccounts } from './named-team.ts';
import type { BackdatedRepo } from './backdated.repo.ts';

/**
 * What posting a clarification does to the other contexts, handed in by the composition root: a team's
 * question and any answer are the contest's Q&A (the community's comments and replies), the jury's message
 * to everyone is a contest announcement, one to a team a message kept here and put into its members' inboxes.
 * Each answers the new entry's id; their own rules apply (who may ask, the contest's access). A proxy writes as
 * the account of the team it names (teamActor).
 */
export interface ClarificationPorts {
  ask(actor: Actor, cid: number, text: string): Promise<number>;
  reply(actor: Actor, cid: number, questionId: number, text: string): Promise<number>;
  announce(actor: Actor, cid: number, title: string, text: string): Promise<number>;
  teamActor: TeamAccounts['teamActor'];
}

/**
 * What this context keeps of the jury's clarifications: its messages to one team, when each was made, and when a
 * clarification dated earlier was written (where the feed places its event: backdated.repo.ts).
 */
export interface ClarificationKeeping {
  messageTeam(actor: Actor, cid: number, message: TeamMessage): Promise<number>;
  /** Dates a clarification written now (`notice-N`, `reply-N`, `message-N`) when admin_clar's `time` says. */
  setMadeAt(cid: number, ownId: string, madeAt: string): Promise<void>;
  keepWritten: BackdatedRepo['record'];
}

/** The jury's message to one team: the team, its members (whose inboxes get it), the problem, the text. */
export interface TeamMessage {
  teamId: string;
  memberUids: number[];
  problemId: string | null;
  text: string;
}

/** The body of POST /contests/{id}/clarifications (post_clar, admin_clar): what the server sets may not be sent. */
const clarificationPost = z.strictObject(
  {
    text: z
      .string({ error: 'text is required' })
      .refine((text) => text.trim().length > 0, 'text is required'),
    problem_id: z.string().nullish(),
    reply_to_id: z.string().nullish(),
    from_team_id: z.string().nullish(),
    to_team_ids: z.array(z.string()).nullish(),
    to_group_ids: z.array(z.string()).nullish(),
    time: z.unknown().optional(),
    contest_time: z.unknown().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} may not be sent` : undefined,
  },
);
type Post = z.infer<typeof clarificationPost>;

const ANNOUNCEMENT_TITLE_LENGTH = 60;
const QUESTION_ID = /^question-([1-9]\d{0,9})$/;
/** The group every team is in (config-mappers.ts): writing to it is writing to everyone. */
const EVERYONE_GROUP = 'participants';

function parsePost(body: unknown) {
  const parsed = clarificationPost.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('BAD_REQUEST', `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/** A team writes to the jury as itself, and only to it; it sends no time (post_clar). */
function checkTeamPost(post: Post, team: string | null) {
  if (post.to_team_ids?.length || post.to_group_ids?.length)
    throw new AppError(
      'BAD_REQUEST',
      'A team writes to the jury: to_team_ids and to_group_ids may not be sent',
    );
  for (const set of ['time', 'contest_time'] as const)
    if (post[set] !== undefined)
      throw new AppError('BAD_REQUEST', `${set} may not be sent: this server sets it`);
  if (team === null) throw new AppError('FORBIDDEN', 'Join a team of this contest to write to the jury');
  if (post.from_team_id && post.from_team_id !== team)
    throw new AppError('FORBIDDEN', `from_team_id ${post.from_team_id} is not the caller's team`);
}

/**
 * A proxy (proxy_clar) writes for the team it names in `from_team_id`, as that team writes: what the server sets
 * (`time`, `contest_time`) and the jury's recipients may not be sent (`id` the strict body refuses). Answers the
 * team's account, whose question (or reply in its thread) it then is.
 */
async function proxiedTeam(ports: TeamAccounts, view: ContestView, post: Post) {
  for (const field of ['to_team_ids', 'to_group_ids', 'time', 'contest_time'] as const)
    if (post[field] !== undefined)
      throw invalidField(field, `${field} may not be sent by a proxy: it writes as the team, to the jury`);
  const named = { teamId: post.from_team_id, field: 'from_team_id', capability: 'proxy_clar' } as const;
  return (await namedTeam(ports, view.scope, named)).actor;
}

/** Whom the jury writes to: the asking team (an answer), everyone, or one team it names (`to_team_ids`). */
type Recipient =
  { kind: 'asker'; team: string | null } | { kind: 'everyone' } | { kind: 'team'; team: ApiTeam };

function juryRecipient(view: ContestView, post: Post): Recipient {
  if (post.from_team_id)
    throw new AppError('BAD_REQUEST', 'The jury writes as itself: from_team_id may not be sent');
  const groups = post.to_group_ids ?? [];
  if (groups.some((group) => group !== EVERYONE_GROUP))
    throw invalidField('to_group_ids', `the jury writes to everyone (${EVERYONE_GROUP}) or to one team`);
  const teams = post.to_team_ids ?? null;
  if (groups.length > 0 && teams?.length)
    throw invalidField('to_team_ids', 'write to everyone (to_group_ids) or to one team, not both');
  if (post.reply_to_id) return answerRecipient(view, post.reply_to_id, teams, groups);
  if (!teams?.length) return { kind: 'everyone' };
  if (teams.length > 1)
    throw invalidField('to_team_ids', 'one team per clarification here (a clarification has one to_team_id)');
  const team = apiTeams(view.scope).find((known) => known.id === teams[0]);
  if (!team) throw invalidField('to_team_ids', `no team ${teams[0]} in this contest`);
  return { kind: 'team', team };
}

/** The jury's answer goes to the asking team (the Q&A's rule): `to_team_ids`, if sent, names that team alone. */
function answerRecipient(
  view: ContestView,
  questionId: string,
  teams: string[] | null,
  groups: string[],
): Recipient {
  const asked = (view.collections.get('clarifications') ?? []) as {
    id: string;
    from_team_id: string | null;
  }[];
  const asker = asked.find((entry) => entry.id === questionId)?.from_team_id ?? null;
  const named = teams === null || (teams.length === 1 && teams[0] === asker);
  if (!named || groups.length > 0)
    throw invalidField('to_team_ids', `an answer goes to the asking team (${asker ?? 'none'}) alone`);
  return { kind: 'asker', team: asker };
}

/**
 * POST /contests/{id}/clarifications (Contest_API.md "Modifying clarifications"): a team asks the jury (post_clar:
 * its `from_team_id`, if sent, its own; no recipients, no time); the jury (admin_clar) answers a question
 * (`reply_to_id`, to the asking team), writes to everyone (an announcement, its first line the title) or to one
 * team (`to_team_ids`: kept here and put into its members' inboxes), and may say when it wrote (`time`, from
 * the contest's start: a proxy forwarding what it kept); a proxy account (proxy_clar) asks for the team it names
 * in `from_team_id`, which is then that team's own question. Answers the clarification as it now stands; a problem
 * named is checked and put before the text of the Q&A's entries (which have no problem of their own).
 */
export async function postClarification(
  ports: ClarificationPorts & ClarificationKeeping & TeamAccounts,
  signedIn: Actor,
  view: ContestView,
  body: unknown,
  nowMs: number,
  options: { timeRequired: boolean } = { timeRequired: false },
) {
  const { scope } = view;
  if (scope.reader === 'analyst') throw new AppError('FORBIDDEN', 'An analyst writes nothing');
  const post = parsePost(body);
  const caller = scope.reader === 'proxy' ? await proxiedTeam(ports, view, post) : signedIn;
  const cid = scope.settings.cid;
  const jury = scope.reader === 'admin';
  const team = ownTeamOf(scope, caller.uid);
  if (!jury) checkTeamPost(post, team);
  const recipient = jury ? juryRecipient(view, post) : null;
  const madeMs = jury
    ? clientMoment(post.time, { nowMs, startMs: scope.startMs, required: options.timeRequired })
    : null;
  const problems = (view.collections.get('problems') ?? []) as { id: string; label: string }[];
  const problem = post.problem_id ? problems.find((p) => p.id === post.problem_id) : undefined;
  if (post.problem_id && !problem)
    throw invalidField('problem_id', `no problem ${post.problem_id} in this contest`);
  const labelled = problem ? `[${problem.label}] ${post.text.trim()}` : post.text.trim();

  const written = await write(ports, caller, view, { post, recipient, labelled, problem });
  if (madeMs !== null) {
    await ports.setMadeAt(cid, written.id, absoluteTime(madeMs));
    await ports.keepWritten(cid, 'clarifications', written.id, absoluteTime(Date.now()));
  }
  const atMs = madeMs ?? nowMs;
  return {
    id: written.id,
    from_team_id: jury ? null : team,
    to_team_id: written.toTeam,
    reply_to_id: post.reply_to_id ?? null,
    problem_id: problem?.id ?? null,
    text: written.text,
    time: absoluteTime(atMs),
    contest_time: relativeTime(atMs - scope.startMs),
  };
}

/** Writes the clarification where it belongs: a reply, an announcement, a team's message, or a question. */
async function write(
  ports: ClarificationPorts & ClarificationKeeping,
  caller: Actor,
  view: ContestView,
  what: { post: Post; recipient: Recipient | null; labelled: string; problem?: { id: string } },
): Promise<{ id: string; toTeam: string | null; text: string }> {
  const { post, recipient, labelled } = what;
  const cid = view.scope.settings.cid;
  if (post.reply_to_id) {
    const question = QUESTION_ID.exec(post.reply_to_id);
    if (!question) throw invalidField('reply_to_id', `${post.reply_to_id} is not a question of this contest`);
    const id = `reply-${await ports.reply(caller, cid, Number(question[1]), labelled)}`;
    // The jury's answer goes to the asking team, as the clarifications list shows it.
    return { id, toTeam: recipient?.kind === 'asker' ? recipient.team : null, text: labelled };
  }
  if (recipient?.kind === 'team') {
    const { team } = recipient;
    const text = post.text.trim();
    const message = {
      teamId: team.id,
      memberUids: team.members.map((member) => member.uid),
      problemId: what.problem?.id ?? null,
      text,
    };
    return { id: `message-${await ports.messageTeam(caller, cid, message)}`, toTeam: team.id, text };
  }
  if (recipient) {
    const [firstLine, ...rest] = labelled.split('\n');
    const title = firstLine.slice(0, ANNOUNCEMENT_TITLE_LENGTH);
    const content = rest.join('\n').trim() || labelled;
    const id = `notice-${await ports.announce(caller, cid, title, content)}`;
    return { id, toTeam: null, text: noticeText(title, content) };
  }
  return { id: `question-${await ports.ask(caller, cid, labelled)}`, toTeam: null, text: labelled };
}
