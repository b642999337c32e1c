import {
  AWARD_TYPE,
  DEFAULT_AWARD_CONFIG,
  JudgeStatus,
  Role,
  type ClicsAccountCreated,
  type ClicsAccountRole,
  type ContestSaveBody,
  type JudgeStatusCode,
} from '@judge/contract';
import { addToContest } from '../../../test/contest-tools-kit.ts';
import { createContest, TIMES } from '../../../test/contests-kit.ts';
import { createProblem, signedInUser, type TestApp } from '../../../test/test-app.ts';

/**
 * An ICPC contest judged through the real (embedded) judge, for the Contest API's tests: two problems,
 * three teams (one a star account), a freeze in the last hour, a question answered by the jury and an
 * announcement. Submissions are made now and judged; those meant to be before the freeze are then moved to
 * their moment (the judge's work is what it is; only when they were made is set, as the board reads it).
 */
const MINUTE = 60_000;
const SOLVE = 'a, b = map(int, input().split())\nprint(a + b)\n';
const WRONG = 'a, b = map(int, input().split())\nprint(a - b)\n';

type Signed = Awaited<ReturnType<typeof signedInUser>>;

export interface JudgedContest {
  cid: number;
  startMs: number;
  endMs: number;
  freezeMs: number;
  owner: Signed;
  root: Signed;
  teams: { first: Signed; second: Signed; star: Signed };
  /** Submission ids by name: `firstA` (first to solve A), `secondWrongA`, `secondB`, `secondA` (after the freeze), `starA`. */
  submissions: Record<'firstA' | 'secondWrongA' | 'secondB' | 'secondA' | 'starA', number>;
}

export async function judgedIcpcContest(app: TestApp): Promise<JudgedContest> {
  const owner = await signedInUser(app, Role.ADMIN);
  const root = await signedInUser(app, Role.ROOT);
  const teams = {
    first: await signedInUser(app),
    second: await signedInUser(app),
    star: await signedInUser(app),
  };
  // Two teams of one school (an organization), the star of none.
  await app.db
    .updateTable('users')
    .set({ school: 'North University' })
    .where('uid', 'in', [teams.first.uid, teams.second.uid])
    .execute();
  const startMs = Date.now() - 2 * 60 * MINUTE;
  const endMs = startMs + 3 * 60 * MINUTE;
  const cid = await createContest(app, owner.token, {
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(endMs).toISOString(),
    sealRank: true,
    sealRankOption: 1,
    autoRealRank: true,
    starAccount: [teams.star.username],
    awardType: AWARD_TYPE.NUMBER,
    awardConfig: [{ ...DEFAULT_AWARD_CONFIG[0], num: 1 }],
  });
  for (const label of ['A', 'B']) {
    const { pid } = await createProblem(app, owner.token, { languages: ['Python3'] });
    await addToContest(app, owner.token, cid, pid, label);
  }
  const pids = await contestPids(app, cid);
  const at = (minutes: number) => startMs + minutes * MINUTE;
  const submissions = {
    firstA: await judged(app, teams.first, { cid, pid: pids.A }, SOLVE, at(10)),
    secondWrongA: await judged(app, teams.second, { cid, pid: pids.A }, WRONG, at(20)),
    secondB: await judged(app, teams.second, { cid, pid: pids.B }, SOLVE, at(30)),
    secondA: await judged(app, teams.second, { cid, pid: pids.A }, SOLVE, null),
    starA: await judged(app, teams.star, { cid, pid: pids.A }, SOLVE, at(5)),
  };
  await askAndAnswer(app, { cid, asker: teams.first, jury: owner });
  return { cid, startMs, endMs, freezeMs: endMs - 60 * MINUTE, owner, root, teams, submissions };
}

/** The running contest of the Contest API's write tests (below). */
export interface WritesContest {
  cid: number;
  /** Its one problem, `A` (Python3). */
  pid: number;
  startMs: number;
  /** The contest's author (an admin), root, and an admin of another contest's. */
  owner: Signed;
  root: Signed;
  stranger: Signed;
  teams: Signed[];
  /** The bearer token of an `analyst` API account of the contest. */
  analystToken: string;
}

/**
 * The set-up the tests of the API's writes share: a running ACM contest of the owner's with one problem, the
 * people each write is tried by (its owner, root, another admin, teams) and an analyst account, which reads
 * what admins read and writes nothing. `onBoard` has each team submit once, so it is a team of the API (a
 * contest of individuals lists only those on its board); `verdicts` then sets each one's result (by team, in
 * order) instead of waiting for the judge.
 */
export async function contestForWrites(
  app: TestApp,
  options: {
    teams?: number;
    onBoard?: boolean;
    verdicts?: JudgeStatusCode[];
    settings?: Partial<ContestSaveBody>;
  } = {},
): Promise<WritesContest> {
  const owner = await signedInUser(app, Role.ADMIN);
  const root = await signedInUser(app, Role.ROOT);
  const stranger = await signedInUser(app, Role.ADMIN);
  const teams: Signed[] = [];
  for (let i = 0; i < (options.teams ?? 2); i++) teams.push(await signedInUser(app));
  const cid = await createContest(app, owner.token, { ...TIMES.running, ...options.settings });
  const { pid } = await createProblem(app, owner.token, { languages: ['Python3'] });
  await addToContest(app, owner.token, cid, pid, 'A');
  if (options.onBoard || options.verdicts)
    for (const [index, team] of teams.entries()) {
      const id = await submitOnce(app, { cid, pid }, team);
      const status = options.verdicts?.[index];
      if (status !== undefined)
        await app.db.updateTable('submissions').set({ status, time: 10 }).where('id', '=', id).execute();
    }
  const { token: analystToken } = await apiAccount(app, { cid, owner }, 'analyst');
  const startMs = Date.parse((await contestTimes(app, cid)).startTime);
  return { cid, pid, startMs, owner, root, stranger, teams, analystToken };
}

/** A Contest API account of the contest, made by its owner on the API accounts tab: its secrets. */
export async function apiAccount(
  app: TestApp,
  { cid, owner }: { cid: number; owner: Signed },
  role: ClicsAccountRole,
): Promise<ClicsAccountCreated> {
  const made = await app.request({
    method: 'POST',
    url: '/api/contest/clics-accounts',
    token: owner.token,
    body: { cid, role, username: `${role}-${cid}` },
  });
  if (made.statusCode !== 200) throw new Error(`no ${role}: ${JSON.stringify(made.body)}`);
  return made.body.data as ClicsAccountCreated;
}

/** One submission of a team through the site (not judged here): puts it on the contest's board. */
export async function submitOnce(app: TestApp, target: { cid: number; pid: number }, team: Signed) {
  const made = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: team.token,
    body: { ...target, language: 'Python3', code: 'print(1)\n' },
  });
  if (made.statusCode !== 200) throw new Error(`not submitted: ${JSON.stringify(made.body)}`);
  return made.body.data.submitId as number;
}

const contestTimes = (app: TestApp, cid: number) =>
  app.db
    .selectFrom('contests')
    .select(['startTime', 'endTime'])
    .where('id', '=', cid)
    .executeTakeFirstOrThrow();

/** An OI contest judged by the real judge: one problem, one team solving it, one scoring nothing. */
export async function judgedOiContest(app: TestApp, settings: Record<string, unknown> = {}) {
  const owner = await signedInUser(app, Role.ADMIN);
  const teams = { first: await signedInUser(app), second: await signedInUser(app) };
  const startMs = Date.now() - 2 * 60 * MINUTE;
  const endMs = startMs + 3 * 60 * MINUTE;
  const cid = await createContest(app, owner.token, {
    type: 1,
    startTime: new Date(startMs).toISOString(),
    endTime: new Date(endMs).toISOString(),
    ...settings,
  });
  // A scored problem: its two cases share 100 points.
  const { pid } = await createProblem(app, owner.token, { problem: { type: 1 }, languages: ['Python3'] });
  await addToContest(app, owner.token, cid, pid, 'A');
  await judged(app, teams.first, { cid, pid }, SOLVE, startMs + 10 * MINUTE);
  await judged(app, teams.second, { cid, pid }, WRONG, startMs + 20 * MINUTE);
  return { cid, startMs, endMs, freezeMs: endMs, owner, teams };
}

async function contestPids(app: TestApp, cid: number) {
  const rows = await app.db
    .selectFrom('contestProblems')
    .select(['pid', 'displayId'])
    .where('cid', '=', cid)
    .execute();
  return Object.fromEntries(rows.map((row) => [row.displayId, row.pid])) as Record<'A' | 'B', number>;
}

/** Submits through the API, waits for the real judge's verdict, then sets when it was made (null: now). */
export async function judged(
  app: TestApp,
  team: Signed,
  target: { cid: number; pid: number },
  code: string,
  madeMs: number | null,
): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: team.token,
    body: { ...target, language: 'Python3', code },
  });
  if (response.statusCode !== 200) throw new Error(`not submitted: ${JSON.stringify(response.body)}`);
  const id = response.body.data.submitId as number;
  await judgedInDatabase(app, id);
  if (madeMs !== null)
    await app.db
      .updateTable('submissions')
      .set({ createdAt: new Date(madeMs).toISOString(), updatedAt: new Date(madeMs + 2000).toISOString() })
      .where('id', '=', id)
      .execute();
  return id;
}

/**
 * Waits for the judge's final verdict as stored (an OI contest's status call hides it from the team until the
 * end, so the row itself is read).
 */
async function judgedInDatabase(app: TestApp, id: number) {
  const inProgress = new Set<number>([
    JudgeStatus.PENDING,
    JudgeStatus.COMPILING,
    JudgeStatus.JUDGING,
    JudgeStatus.SUBMITTING,
  ]);
  for (let tries = 0; tries < 600; tries++) {
    const row = await app.db
      .selectFrom('submissions')
      .select('status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (!inProgress.has(row.status)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`submission ${id} not judged within two minutes`);
}

/** A team's question in the contest's Q&A, the jury's answer, and an announcement to everyone. */
async function askAndAnswer(
  app: TestApp,
  { cid, asker, jury }: { cid: number; asker: Signed; jury: Signed },
) {
  await app.services.siteConfig.updateSwitches({
    openContestComment: true,
    defaultCreateCommentACInitValue: 0,
  });
  const question = await app.request({
    method: 'POST',
    url: '/api/comment',
    token: asker.token,
    body: { cid, content: 'Is the input one line?' },
  });
  if (question.statusCode !== 200) throw new Error(`not asked: ${JSON.stringify(question.body)}`);
  const answer = await app.request({
    method: 'POST',
    url: '/api/reply',
    token: jury.token,
    body: { reply: { commentId: question.body.data.id, content: 'Yes.' }, cid },
  });
  if (answer.statusCode !== 200) throw new Error(`not answered: ${JSON.stringify(answer.body)}`);
  const notice = await app.request({
    method: 'POST',
    url: '/api/admin/contest/announcement',
    token: jury.token,
    body: { cid, announcement: { title: 'Welcome', content: 'Good luck', status: 0 } },
  });
  if (notice.statusCode !== 200) throw new Error(`not announced: ${JSON.stringify(notice.body)}`);
}

/** Moves the contest's clock back by `ms` (it ended when this makes its end pass), submissions and posts too. */
export async function moveContestBack<
  Contest extends { cid: number; startMs: number; endMs: number; freezeMs: number },
>(app: TestApp, contest: Contest, ms: number): Promise<Contest> {
  const shift = (iso: string) => new Date(Date.parse(iso) - ms).toISOString();
  const row = await app.db
    .selectFrom('contests')
    .select(['startTime', 'endTime', 'sealRankTime'])
    .where('id', '=', contest.cid)
    .executeTakeFirstOrThrow();
  await app.db
    .updateTable('contests')
    .set({
      startTime: shift(row.startTime),
      endTime: shift(row.endTime),
      sealRankTime: row.sealRankTime ? shift(row.sealRankTime) : row.sealRankTime,
    })
    .where('id', '=', contest.cid)
    .execute();
  for (const submission of await app.db
    .selectFrom('submissions')
    .select(['id', 'createdAt', 'updatedAt'])
    .where('cid', '=', contest.cid)
    .execute())
    await app.db
      .updateTable('submissions')
      .set({ createdAt: shift(submission.createdAt), updatedAt: shift(submission.updatedAt) })
      .where('id', '=', submission.id)
      .execute();
  return {
    ...contest,
    startMs: contest.startMs - ms,
    endMs: contest.endMs - ms,
    freezeMs: contest.freezeMs - ms,
  };
}
