// A client reconnecting to the event feed with `since_token` (issue 22, Contest_API.md "Event feed"): the tools
// reconnect all the time (the CDS, the resolver's live mode, shadowing), so after the token it gets exactly what a
// fresh full read has after it, nothing placed before it again at its polls, and a token the feed never made is
// the spec's 400. On a contest judged through the real judge, changed while the client was away.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { basicAuth, clicsGet, clicsSchemas } from '../../../test/clics-kit.ts';
import { createTestApp, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import type { ClicsCaller } from './basic-auth.ts';
import { judged, judgedIcpcContest, type JudgedContest } from './clics-contest.test-kit.ts';
import type { ContestView } from './contest-view.ts';
import { placeInFeed, streamFeed, type FeedTiming } from './feed-stream.ts';
import { writeZip } from '../problems/facts.ts';

const check = clicsSchemas();
let app: TestApp;
let contest: JudgedContest;
let owner: ClicsCaller;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  contest = await judgedIcpcContest(app);
  owner = { uid: contest.owner.uid, username: contest.owner.username, role: Role.ADMIN, sessionId: 'test' };
}, 600_000);
afterAll(() => app.close());

const fullRead = () => app.parts.clics.service.view(owner, contest.cid, { runs: true });
const liveOf = (view: ContestView) => view.feed.slice(view.feed.length - view.live.length);

/** A streaming read after the token, polled `polls` times on a clock of its own (no real waiting). */
async function reconnect(token: string, polls: number) {
  const view = await fullRead();
  const written: string[] = [];
  let slept = 0;
  const timing: FeedTiming = {
    pollMs: 1000,
    keepAliveMs: 120_000,
    sleep: async () => void slept++,
    now: () => 0,
  };
  await streamFeed({
    view,
    since: placeInFeed(view, token),
    stream: true,
    nextView: () => app.parts.clics.service.polledView(owner, contest.cid),
    write: (text) => written.push(text),
    isOpen: () => slept <= polls,
    timing,
  });
  return written
    .join('')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as { type: string; token: string });
}

describe(`the event feed after since_token (${TEST_DIALECT})`, () => {
  it('sends exactly what a fresh full read has after the token, and nothing before it again at its polls', async () => {
    const seen = liveOf(await fullRead());
    const token = seen[Math.floor(seen.length / 2)].token;
    // While the client is away: a submission judged by the real judge, and a team's question.
    const pid = (await app.db
      .selectFrom('contestProblems')
      .select('pid')
      .where('cid', '=', contest.cid)
      .where('displayId', '=', 'B')
      .executeTakeFirstOrThrow())!.pid;
    await judged(
      app,
      contest.teams.first,
      { cid: contest.cid, pid },
      'print(sum(map(int, input().split())))\n',
      null,
    );
    const asked = await app.app.inject({
      method: 'POST',
      url: `/api/clics/contests/${contest.cid}/clarifications`,
      headers: { authorization: basicAuth(contest.teams.first.username, contest.teams.first.password) },
      payload: { text: 'May we use two lines?' },
    });
    expect(asked.statusCode).toBe(201);

    const fresh = await fullRead();
    const tail = liveOf(fresh).slice(liveOf(fresh).findIndex((n) => n.token === token) + 1);
    expect(tail.map((n) => n.type)).toEqual(
      expect.arrayContaining(['submissions', 'judgements', 'clarifications']),
    );
    const config = fresh.feed.slice(0, fresh.feed.length - fresh.live.length);
    const lines = await reconnect(token, 3);
    expect(lines.map((line) => line.token)).toEqual([...config, ...tail].map((n) => n.token));
    lines.forEach((line) => expect(check('event-feed', line)).toEqual([]));
  }, 180_000);

  it('sends a submission and a clarification written while it was away, though dated before its token', async () => {
    const seen = liveOf(await fullRead());
    const last = seen.at(-1)!;
    const lastMs = Number(last.token.split('.')[0]);
    // A proxy forwarding what it kept while its link was down: dated before the client's last event.
    const madeAt = new Date(Math.min(lastMs, Date.now()) - 5 * 60_000).toISOString();
    const authorization = basicAuth(contest.owner.username, contest.owner.password);
    const source = writeZip(new Map([['sum.py', 'print(0)\n']])).toString('base64');
    const put = await app.app.inject({
      method: 'PUT',
      url: `/api/clics/contests/${contest.cid}/submissions/site9-1`,
      headers: { authorization },
      payload: {
        id: 'site9-1',
        problem_id: 'A',
        language_id: 'python3',
        team_id: String(contest.teams.first.uid),
        time: madeAt,
        files: [{ data: source }],
      },
    });
    expect(put.statusCode, put.body).toBe(201);
    const clarification = await app.app.inject({
      method: 'POST',
      url: `/api/clics/contests/${contest.cid}/clarifications`,
      headers: { authorization },
      payload: { text: 'Kept while offline', time: madeAt },
    });
    expect(clarification.statusCode, clarification.body).toBe(201);

    const lines = await reconnect(last.token, 1);
    const sent = (type: string, id: string) =>
      lines.find((line) => line.type === type && (line as { id?: string }).id === id);
    expect(sent('submissions', 'site9-1'), 'the forwarded submission').toBeDefined();
    expect(sent('clarifications', clarification.json().id), 'the forwarded clarification').toBeDefined();
    expect((sent('submissions', 'site9-1') as unknown as { data: { time: string } }).data.time).toBe(madeAt);
    // In a valid order: after the client's token, the submission before its judgement.
    const fresh = liveOf(await fullRead());
    const tail = fresh.slice(fresh.findIndex((n) => n.token === last.token) + 1);
    expect(tail.map((n) => n.id)).toEqual(expect.arrayContaining(['site9-1', clarification.json().id]));
    const judgement = tail.findIndex(
      (n) => n.type === 'judgements' && (n.data as { submission_id: string }).submission_id === 'site9-1',
    );
    expect(judgement).toBeGreaterThan(tail.findIndex((n) => n.id === 'site9-1'));
    lines.forEach((line) => expect(check('event-feed', line)).toEqual([]));
  }, 180_000);

  it('refuses a token the feed never made with a 400 naming since_token', async () => {
    const url = `/contests/${contest.cid}/event-feed?stream=false&since_token=`;
    const authorization = basicAuth(contest.owner.username, contest.owner.password);
    const latest = liveOf(await fullRead()).at(-1)!.token;
    expect((await clicsGet(app, `${url}${latest}`, authorization)).status).toBe(200);
    for (const token of ['garbage', '99.1.0.999999', `${Date.now() + 3_600_000}.1.0.1`]) {
      const answer = await clicsGet(app, `${url}${token}`, authorization);
      expect(answer.status, token).toBe(400);
      expect(answer.json).toMatchObject({ code: 400, message: expect.stringContaining('since_token') });
    }
  });
});
