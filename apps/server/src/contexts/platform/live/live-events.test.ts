import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, Role, type LiveEvent } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { createDiscussion } from '../../../../test/comments-kit.ts';
import { addMember, createGroup } from '../../../../test/groups-kit.ts';
import { openLive, playedJudge, type LiveClient } from '../../../../test/live-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

// What each event carries and to whom (docs/live-updates.md): the contest's rules on results and seals, and the
// events of a verdict given by hand, a rejudge, a discussion's like and a group's notice.
const CPP = 'int main() { return 0; }\n';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let alice: Awaited<ReturnType<typeof signedInUser>>;
let bob: Awaited<ReturnType<typeof signedInUser>>;
let pid: number;
let judge: ReturnType<typeof playedJudge>;
const streams: LiveClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
  pid = (await createProblem(app, root.token, { languages: ['C++'] })).pid;
  judge = playedJudge(app);
  await app.parts.live.bus.ready;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await app.close();
});

async function listen(token: string) {
  const stream = await openLive(app.app, token);
  streams.push(stream);
  await stream.opened;
  return stream;
}

async function contestWithProblem(overrides: Parameters<typeof createContest>[2] = {}) {
  const cid = await createContest(app, root.token, overrides);
  const link = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid, displayId: 'A' },
  });
  expect(link.statusCode).toBe(200);
  return cid;
}

async function submit(token: string, cid = 0): Promise<number> {
  const response = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    body: { pid, language: 'C++', code: CPP, ...(cid ? { cid } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.submitId as number;
}

const verdictOf = (id: number) => (event: LiveEvent) =>
  event.kind === 'submission' && event.submitId === id && event.final;
const boardOf = (cid: number) => (event: LiveEvent) => event.kind === 'scoreboard' && event.cid === cid;

/** Bob's own verdict outside any contest: once it arrives, every event raised before it has arrived too. */
async function marker(stream: LiveClient) {
  const id = await submit(bob.token);
  await judge.judge(id);
  await stream.next(verdictOf(id));
}

describe(`live events: what a contest's rules withhold (${TEST_DIALECT})`, () => {
  it('withholds an OI contest result from its submitter before the end, as the status check does', async () => {
    const cid = await contestWithProblem({ type: 1 });
    const mine = await listen(alice.token);
    const other = await listen(bob.token);
    const id = await submit(alice.token, cid);
    await judge.judge(id);
    expect(await mine.next(verdictOf(id))).toMatchObject({ cid, final: true, shown: null });
    const checked = await app.request({
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      token: alice.token,
      body: { cid, submitIds: [id] },
    });
    expect(checked.body.data[id]).toMatchObject({ status: JudgeStatus.SUBMITTED_UNKNOWN, score: null });
    // The board's change names only her own row to her, and nothing to another contestant.
    expect(await mine.next(boardOf(cid))).toMatchObject({ changed: [alice.uid] });
    await marker(other);
    expect(other.events.some(boardOf(cid))).toBe(false);
  });

  it("names a team's row, to its members through a seal, when a member's verdict changes a team contest's board", async () => {
    const cid = await contestWithProblem({ sealRank: true, sealRankOption: 2 });
    const saved = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/team-settings',
      token: root.token,
      body: { cid, teamContest: true, maxTeamSize: 2 },
    });
    expect(saved.statusCode).toBe(200);
    const [pair, other] = [`Pair ${cid}`, `Other ${cid}`];
    for (const [name, member] of [
      [pair, alice.username],
      [other, bob.username],
    ])
      expect(
        (
          await app.request({
            method: 'POST',
            url: '/api/admin/contest/team',
            token: root.token,
            body: { cid, name, school: '', shortName: '', seat: '', room: '', members: [member] },
          })
        ).statusCode,
      ).toBe(200);
    const listed = await app.request({
      url: '/api/admin/contest/teams',
      token: root.token,
      query: { cid: String(cid) },
    });
    const team = listed.body.data.teams.find((t: { name: string }) => t.name === pair);
    const mine = await listen(alice.token);
    const others = await listen(bob.token);
    const id = await submit(alice.token, cid);
    await judge.judge(id);
    // The board's row is the team's (keyed by the negative of its id, docs/contest-teams.md), and it is the
    // member's own through the seal; the other team's member is told nothing of it.
    expect(await mine.next(boardOf(cid))).toMatchObject({ changed: [-team.id] });
    await marker(others);
    expect(others.events.some(boardOf(cid))).toBe(false);
  });

  it("names a row changed after a board's seal to its owner and the admins only", async () => {
    const cid = await contestWithProblem({ sealRank: true, sealRankOption: 2 });
    const mine = await listen(alice.token);
    const other = await listen(bob.token);
    const admin = await listen(root.token);
    const id = await submit(alice.token, cid);
    await judge.judge(id);
    // Her own result is hers to see through the seal (the status check shows it).
    expect(await mine.next(verdictOf(id))).toMatchObject({ shown: { status: JudgeStatus.ACCEPTED } });
    expect(await mine.next(boardOf(cid))).toMatchObject({ changed: [alice.uid] });
    expect(await admin.next(boardOf(cid))).toMatchObject({ changed: [alice.uid] });
    await marker(other);
    expect(other.events.some(boardOf(cid))).toBe(false);
  });
});

describe(`live events: verdicts not given by a judge (${TEST_DIALECT})`, () => {
  it('tells the submitter and the board of a verdict given by hand', async () => {
    const cid = await contestWithProblem();
    const mine = await listen(alice.token);
    const participant = await listen(bob.token);
    const id = await submit(alice.token, cid);
    await judge.judge(id, JudgeStatus.WRONG_ANSWER);
    const judgedBoard = await participant.next(boardOf(cid));
    const judged = await app.request({
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: String(id), status: String(JudgeStatus.ACCEPTED), score: '100' },
    });
    expect(judged.statusCode).toBe(200);
    const byHand = (event: LiveEvent) =>
      verdictOf(id)(event) && event.kind === 'submission' && event.shown?.status === JudgeStatus.ACCEPTED;
    expect(await mine.next(byHand)).toMatchObject({ shown: { submitId: id, score: 100 } });
    const version = judgedBoard.kind === 'scoreboard' ? judgedBoard.version : Infinity;
    expect(
      await participant.next(
        (event) => boardOf(cid)(event) && event.kind === 'scoreboard' && event.version > version,
      ),
    ).toMatchObject({ changed: [alice.uid] });
  });

  it("sends a rejudge's submissions back to judging on their pages, and tells the board any row may move", async () => {
    const cid = await contestWithProblem();
    const mine = await listen(alice.token);
    const participant = await listen(bob.token);
    const id = await submit(alice.token, cid);
    await judge.judge(id);
    await mine.next(verdictOf(id));
    const rejudged = await app.request({
      url: '/api/admin/judge/rejudge-contest-problem',
      token: root.token,
      query: { cid: String(cid), pid: String(pid) },
    });
    expect(rejudged.statusCode).toBe(200);
    const pending = (event: LiveEvent) =>
      event.kind === 'submission' && event.submitId === id && event.shown?.status === JudgeStatus.PENDING;
    expect(await mine.next(pending)).toMatchObject({ final: false, shown: { score: null } });
    expect(
      await participant.next(
        (event) => boardOf(cid)(event) && event.kind === 'scoreboard' && event.changed === null,
      ),
    ).toMatchObject({ cid });
    await judge.judge(id, JudgeStatus.WRONG_ANSWER);
    const again = (event: LiveEvent) =>
      verdictOf(id)(event) && event.kind === 'submission' && event.shown?.status === JudgeStatus.WRONG_ANSWER;
    expect(await mine.next(again)).toMatchObject({ cid });
  });
});

describe(`live events: the message center (${TEST_DIALECT})`, () => {
  const unreadOf = async (token: string) =>
    (await app.request({ url: '/api/msg/unread', token })).body.data as Record<string, number>;

  it("tells a discussion's author of a like, with their counts", async () => {
    const did = await createDiscussion(app, alice.uid);
    const author = await listen(alice.token);
    const liker = await listen(bob.token);
    const liked = await app.request({
      url: '/api/discussion-like',
      token: bob.token,
      query: { did: String(did), toLike: 'true' },
    });
    expect(liked.statusCode).toBe(200);
    const event = await author.next((received) => received.kind === 'unread');
    expect(event).toEqual({ kind: 'unread', counts: await unreadOf(alice.token) });
    expect(event.kind === 'unread' && event.counts.like).toBeGreaterThanOrEqual(1);
    await marker(liker);
    expect(liker.events.some((received) => received.kind === 'unread')).toBe(false);
  });

  it("tells a group's members of its notices (a dissolution)", async () => {
    const gid = await createGroup(app, root.token);
    await addMember(app, gid, bob.uid, GROUP_LEVEL.MEMBER);
    const member = await listen(bob.token);
    const disbanded = await app.request({
      method: 'DELETE',
      url: '/api/group',
      token: root.token,
      query: { gid: String(gid) },
    });
    expect(disbanded.statusCode).toBe(200);
    const event = await member.next((received) => received.kind === 'unread');
    expect(event).toEqual({ kind: 'unread', counts: await unreadOf(bob.token) });
    expect(event.kind === 'unread' && event.counts.mine).toBeGreaterThanOrEqual(1);
  });
});
