import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  JudgeStatus,
  REMOTE_JUDGE_PREFIX,
  Role,
  type JudgeResult,
  type ParsedJudgeTask,
} from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase } from '../../../db/database.ts';
import { createContest } from '../../../../test/contests-kit.ts';
import { openLive, type LiveClient } from '../../../../test/live-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

// No judge runs here: the tests play a remote judge through its calls, so each verdict is written as a judge's is.
const CPP = 'int main() { return 0; }\n';

let app: TestApp;
/** A second server on the same PostgreSQL database (on SQLite, one process: the same app). */
let other: BuiltApp['app'];
let closeOther = async () => undefined as unknown;
let key: string;
let root: Awaited<ReturnType<typeof signedInUser>>;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let pid: number;
let cid: number;
const streams: LiveClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  key = app.services.remoteJudges.keyInfo().key;
  root = await signedInUser(app, Role.ROOT);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  pid = (await createProblem(app, root.token, { languages: ['C++'] })).pid;
  cid = await createContest(app, root.token);
  const link = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid, displayId: 'A' },
  });
  expect(link.statusCode).toBe(200);
  if (TEST_DIALECT === 'postgres') {
    const handle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: '' });
    const built = await buildApp({ config: app.config, database: handle, logger: false });
    await built.app.ready();
    other = built.app;
    closeOther = async () => {
      await built.app.close();
      await handle.close();
    };
    await built.parts.live.bus.ready;
  } else other = app.app;
  await app.parts.live.bus.ready;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await closeOther();
  await app.close();
});

/** A stream on the given server, kept for closing, once it is subscribed. */
async function listen(server: BuiltApp['app'], token: string, lastEventId?: string) {
  const stream = await openLive(server, token, { lastEventId });
  expect(stream.status).toBe(200);
  streams.push(stream);
  await stream.opened;
  return stream;
}

const judgeCall = (path: string, body: unknown) =>
  app.request({
    method: 'POST',
    url: `${REMOTE_JUDGE_PREFIX}/${path}`,
    body,
    headers: { 'x-judge-key': key },
  });

function accepted(task: ParsedJudgeTask): JudgeResult {
  return {
    type: 'result',
    taskId: task.taskId,
    status: JudgeStatus.ACCEPTED,
    score: 0,
    oiRankScore: 0,
    timeMs: 1,
    memoryKb: 1,
    judgeCaseMode: 'default',
    cases: [],
    subtasks: [],
    unsafe: false,
    judger: 'live-test',
  };
}

async function submit(token: string, contest?: number): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, language: 'C++', code: CPP, ...(contest ? { cid: contest } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.submitId as number;
}

/** Plays the judge on server A: claims the submission, reports a case, and writes Accepted. */
async function judge(id: number) {
  for (let i = 0; i < 20; i++) {
    const task = (await judgeCall('claim', { judger: 'live-test', languages: ['C++'], waitMs: 0 })).body.data
      .task as ParsedJudgeTask | null;
    if (!task) break;
    if (task.submissionId === id) {
      // Compiling, then two cases judged: the submitter hears of each status once, not of each case.
      for (const [phase, done] of [
        ['compiling', 0],
        ['judging', 1],
        ['judging', 2],
      ] as const) {
        const progress = { type: 'progress', taskId: task.taskId, phase, done, total: 2 };
        expect((await judgeCall('progress', { judger: 'live-test', progress })).body.data).toEqual({
          accepted: true,
        });
      }
      expect((await judgeCall('result', { judger: 'live-test', result: accepted(task) })).body.data).toEqual({
        accepted: true,
      });
      return;
    }
    await judgeCall('result', { judger: 'live-test', result: accepted(task) });
  }
  throw new Error(`submission ${id} was not claimed`);
}

describe(`live updates: the stream (${TEST_DIALECT})`, () => {
  it('answers a guest 401 and a signed-in caller an unbuffered event stream', async () => {
    const guest = await app.request({ url: '/api/live' });
    expect(guest.statusCode).toBe(401);
    const stream = await openLive(app.app, alice.token);
    streams.push(stream);
    expect(stream.status).toBe(200);
    await stream.opened;
    expect(stream.lastId()).toMatch(/^[A-Za-z0-9_-]+-\d+$/);
  });

  it('counts the open streams in the metrics', async () => {
    const metrics = async () => (await app.request({ url: '/metrics', token: root.token })).raw.body;
    const before = Number(/^judge_push_connections (\d+)/m.exec(await metrics())?.[1]);
    const stream = await listen(app.app, bob.token);
    expect(await metrics()).toMatch(new RegExp(`^judge_push_connections ${before + 1}$`, 'm'));
    stream.close();
  });
});

describe(`live updates: events raised on one server reach clients of the other (${TEST_DIALECT})`, () => {
  it("sends a submission's progress and verdict to its submitter only, the queue to the back office", async () => {
    const mine = await listen(other, alice.token);
    const stranger = await listen(other, bob.token);
    const backOffice = await listen(other, root.token);
    const id = await submit(alice.token);
    await backOffice.next((event) => event.kind === 'queue');
    await judge(id);
    const isMine = (final: boolean) => (event: { kind: string; submitId?: number; final?: boolean }) =>
      event.kind === 'submission' && event.submitId === id && event.final === final;
    // Each event carries the status as the status check answers it: the page applies it without asking.
    expect(await mine.next(isMine(false))).toMatchObject({ shown: { status: JudgeStatus.COMPILING } });
    expect(await mine.next(isMine(true))).toEqual({
      kind: 'submission',
      submitId: id,
      cid: 0,
      final: true,
      shown: {
        submitId: id,
        status: JudgeStatus.ACCEPTED,
        score: 0,
        time: 1,
        memory: 1,
        oiRankScore: 0,
        progressDone: 2,
        progressTotal: 2,
      },
    });
    const progress = mine.events.filter(isMine(false)).map((event) => 'shown' in event && event.shown);
    expect(progress).toMatchObject([
      { status: JudgeStatus.COMPILING, progressDone: 0, progressTotal: 2, score: null },
      { status: JudgeStatus.JUDGING, progressDone: 1, progressTotal: 2 },
      { status: JudgeStatus.JUDGING, progressDone: 2, progressTotal: 2 },
    ]);
    const checked = await app.request({
      method: 'POST',
      url: '/api/check-submissions-status',
      token: alice.token,
      body: { submitIds: [id] },
    });
    const verdict = mine.events.find(isMine(true));
    expect(checked.body.data[id]).toEqual(verdict?.kind === 'submission' ? verdict.shown : undefined);
    // Bob's stream saw everything raised since (its own marker comes after Alice's verdict on every server).
    await submitAndJudgeMarker(stranger);
    expect(stranger.events.filter((event) => event.kind === 'submission' && event.submitId === id)).toEqual(
      [],
    );
    expect(stranger.events.some((event) => event.kind === 'queue')).toBe(false);
    expect(mine.events.some((event) => event.kind === 'queue')).toBe(false);
  });

  it("sends a contest's board change to its participants when a verdict lands in it", async () => {
    const participant = await listen(other, bob.token);
    const id = await submit(alice.token, cid);
    await judge(id);
    const change = await participant.next((event) => event.kind === 'scoreboard');
    expect(change).toMatchObject({ kind: 'scoreboard', cid, changed: [alice.uid] });
    // The version is the board's own: a page asked after the verdict already shows it.
    const board = await app.request({
      method: 'POST',
      url: '/api/get-contest-rank',
      token: bob.token,
      body: { cid, currentPage: 1, limit: 30, removeStar: false, forceRefresh: false, concernedList: [] },
    });
    expect(change.kind === 'scoreboard' && change.version).toBe(board.body.data.version);
    expect(participant.events.some((event) => event.kind === 'submission')).toBe(false);
  });

  it('makes the other server answer the new board at once when its event arrives there', async () => {
    const rank = (server: BuiltApp['app']) =>
      server.inject({
        method: 'POST',
        url: '/api/get-contest-rank',
        headers: { authorization: bob.token },
        payload: {
          cid,
          currentPage: 1,
          limit: 30,
          removeStar: false,
          forceRefresh: false,
          concernedList: [],
        },
      });
    const participant = await listen(other, bob.token);
    const trusted = await rank(other); // the other server now trusts the board's counter a while
    expect(trusted.statusCode).toBe(200);
    const before = trusted.json().data.version as number;
    const id = await submit(alice.token, cid);
    await judge(id);
    // This verdict's event: an earlier test's verdict may still send one at its throttle period's end.
    const change = await participant.next((event) => event.kind === 'scoreboard' && event.version > before);
    // The refetch the event causes: the new board (or a newer one), not the one trusted a moment ago.
    const version = change.kind === 'scoreboard' ? change.version : Infinity;
    expect((await rank(other)).json().data.version).toBeGreaterThanOrEqual(version);
  });
});

describe(`live updates: a contest's news and the message center (${TEST_DIALECT})`, () => {
  it("sends a contest's new announcement to its participants", async () => {
    const participant = await listen(other, bob.token);
    const posted = await app.request({
      method: 'POST',
      url: '/api/admin/contest/announcement',
      token: root.token,
      body: { cid, announcement: { title: 'Clarified', content: 'Problem A reads n first', status: 0 } },
    });
    expect(posted.statusCode).toBe(200);
    expect(await participant.next((event) => event.kind === 'contest-announcement')).toMatchObject({
      kind: 'contest-announcement',
      cid,
      announcement: { id: posted.body.data.id, cid, title: 'Clarified', content: 'Problem A reads n first' },
    });
  });

  it("keeps a private contest's news from those not registered for it", async () => {
    const secret = await createContest(app, root.token, { auth: 1, pwd: 'letmein' });
    const outsider = await listen(other, bob.token);
    const admin = await listen(other, root.token);
    const posted = await app.request({
      method: 'POST',
      url: '/api/admin/contest/announcement',
      token: root.token,
      body: { cid: secret, announcement: { title: 'Hidden', content: 'For the registered only', status: 0 } },
    });
    expect(posted.statusCode).toBe(200);
    expect(await admin.next((event) => event.kind === 'contest-announcement')).toMatchObject({
      kind: 'contest-announcement',
      cid: secret,
    });
    // Bob's stream has everything raised before his own verdict: the private contest's announcement is not in it.
    await submitAndJudgeMarker(outsider);
    expect(outsider.events.some((event) => event.kind === 'contest-announcement')).toBe(false);
  });

  it('sends a Q&A answer to the contest, the unread count to those reminded only', async () => {
    const asker = await listen(other, alice.token);
    const owner = await listen(other, root.token);
    const bystander = await listen(other, bob.token);
    const asked = await app.request({
      method: 'POST',
      url: '/api/comment',
      token: alice.token,
      body: { cid, content: 'Is n at most 10?' },
    });
    expect(asked.statusCode).toBe(200);
    const answered = await app.request({
      method: 'POST',
      url: '/api/reply',
      token: root.token,
      body: { reply: { commentId: asked.body.data.id, content: 'Yes' }, cid },
    });
    expect(answered.statusCode).toBe(200);
    expect(await asker.next((event) => event.kind === 'clarification')).toEqual({
      kind: 'clarification',
      cid,
    });
    // The counts as GET /api/msg/unread answers them, read after the reminder was written.
    const unreadOf = async (token: string) =>
      (await app.request({ url: '/api/msg/unread', token })).body.data as Record<string, number>;
    expect(await asker.next((event) => event.kind === 'unread')).toEqual({
      kind: 'unread',
      counts: await unreadOf(alice.token),
    });
    // The question reminded the contest's author (root); the answer reminds the asker; Bob is reminded of neither.
    expect(await owner.next((event) => event.kind === 'unread')).toMatchObject({ kind: 'unread' });
    expect(await bystander.next((event) => event.kind === 'clarification')).toEqual({
      kind: 'clarification',
      cid,
    });
    await submitAndJudgeMarker(bystander);
    expect(bystander.events.some((event) => event.kind === 'unread')).toBe(false);
  });
});

/** Bob submits and is judged: once his verdict arrives, every event raised before it has arrived too. */
async function submitAndJudgeMarker(stream: LiveClient) {
  const id = await submit(bob.token);
  await judge(id);
  await stream.next((event) => event.kind === 'submission' && event.submitId === id && event.final);
}

describe(`live updates: reconnecting (${TEST_DIALECT})`, () => {
  it('replays what a Last-Event-ID missed, and tells a client it cannot replay to refetch', async () => {
    const first = await listen(app.app, alice.token);
    const seen = first.lastId()!;
    first.close();
    const id = await submit(alice.token);
    await judge(id);
    // The events raised meanwhile are on server A's ring once its own stream has them.
    await submitAndJudgeMarker(await listen(app.app, bob.token));
    const again = await listen(app.app, alice.token, seen);
    expect(await again.next((event) => event.kind === 'submission' && event.final)).toMatchObject({
      submitId: id,
      shown: { status: JudgeStatus.ACCEPTED },
    });
    expect(again.events.map((event) => event.kind)).not.toContain('resync');

    const unknown = await listen(app.app, alice.token, 'another-server-7');
    expect(await unknown.next(() => true)).toEqual({ kind: 'resync' });
    expect(unknown.lastId()).toBe(app.parts.live.bus.latestId());

    // The id in the query, for a client that cannot send the header: replayed the same way, or resync.
    const byQuery = await openLive(app.app, alice.token, {
      query: `?lastEventId=${encodeURIComponent(seen)}`,
    });
    streams.push(byQuery);
    expect(await byQuery.next((event) => event.kind === 'submission' && event.final)).toMatchObject({
      submitId: id,
    });
    const unreadable = await openLive(app.app, alice.token, { query: `?lastEventId=${'x'.repeat(101)}` });
    streams.push(unreadable);
    expect(await unreadable.next(() => true)).toEqual({ kind: 'resync' });
  });
});
