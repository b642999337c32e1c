// The Contest API's contest_start and contest_thaw (issue 22, Contest_API.md "Modifying contests"): a contest's
// admin moves its start and thaws it through PATCH /contests/{id}; what the spec refuses, and what this judge
// cannot do, is refused with the spec's codes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { basicAuth } from '../../../test/clics-kit.ts';
import { createContest, isoFromNow, TIMES } from '../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';

const HOUR = 3_600_000;
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const patch = (cid: number, body: unknown, token: string | undefined = root.token) =>
  app.request({ method: 'PATCH', url: `/api/clics/contests/${cid}`, token, body: body as object });
const read = async (cid: number, path = '') =>
  (await app.request({ url: `/api/clics/contests/${cid}${path}`, token: root.token }))
    .body as unknown as Record<string, unknown>;

describe(`contest_start (${TEST_DIALECT})`, () => {
  it('moves a scheduled contest, keeping its length, and refuses what the spec refuses', async () => {
    const cid = await createContest(app, root.token, TIMES.scheduled);
    const before = await read(cid);
    const startTime = new Date(Math.floor((Date.now() + 30 * HOUR) / 1000) * 1000).toISOString();
    const moved = await patch(cid, { id: String(cid), start_time: startTime });
    expect(moved.statusCode).toBe(204);
    expect(await read(cid)).toMatchObject({ start_time: startTime, duration: before.duration });
    // The audit log names who moved it and the times before and after.
    const log = await app.request({
      url: '/api/admin/audit-log',
      query: { action: 'contest.clock', cid: String(cid) },
      token: root.token,
    });
    const [entry] = log.body.data.records;
    expect(entry).toMatchObject({ action: 'contest.clock', entityId: String(cid), actorName: root.username });
    expect(entry.changes.startTime.after).toBe(startTime);

    expect((await patch(cid, { id: '999', start_time: startTime })).statusCode).toBe(409);
    expect((await patch(cid, { id: String(cid), start_time: null })).statusCode).toBe(403);
    expect((await patch(cid, { id: String(cid), start_time: isoFromNow(10_000) })).statusCode).toBe(403);
    expect((await patch(cid, { id: String(cid), start_time: 'soon' })).statusCode).toBe(400);
    const running = await createContest(app, root.token, TIMES.running);
    expect((await patch(running, { id: String(running), start_time: startTime })).statusCode).toBe(403);
  });

  it('takes an admin signed in by HTTP basic auth, and logs the change under that account', async () => {
    const cid = await createContest(app, root.token, TIMES.scheduled);
    const startTime = new Date(Math.floor((Date.now() + 31 * HOUR) / 1000) * 1000).toISOString();
    const moved = await app.request({
      method: 'PATCH',
      url: `/api/clics/contests/${cid}`,
      headers: { authorization: basicAuth(root.username, root.password) },
      body: { id: String(cid), start_time: startTime },
    });
    expect(moved.statusCode).toBe(204);
    const log = await app.request({
      url: '/api/admin/audit-log',
      query: { action: 'contest.clock', cid: String(cid) },
      token: root.token,
    });
    expect(log.body.data.records).toHaveLength(1);
    expect(log.body.data.records[0]).toMatchObject({ actorName: root.username });
  });

  it("is its admins': a contestant is refused, a caller without credentials asked for them", async () => {
    const cid = await createContest(app, root.token, TIMES.scheduled);
    const user = await signedInUser(app);
    const body = { id: String(cid), start_time: isoFromNow(40 * HOUR) };
    expect((await patch(cid, body, user.token)).statusCode).toBe(403);
    const anonymous = await app.request({ method: 'PATCH', url: `/api/clics/contests/${cid}`, body });
    expect(anonymous.statusCode).toBe(401);
    const access = await read(cid, '/access');
    expect(access.capabilities).toEqual([
      'contest_start',
      'contest_thaw',
      'post_clar',
      'admin_clar',
      'admin_submit',
    ]);
  });
});

describe(`contest_thaw (${TEST_DIALECT})`, () => {
  it('thaws an ended contest whose seal still holds, now, answering the contest', async () => {
    const cid = await createContest(app, root.token, {
      ...TIMES.ended,
      sealRank: true,
      sealRankOption: 1,
      autoRealRank: false,
    });
    expect((await read(cid, '/state')).thawed).toBeNull();
    const end = Date.parse(TIMES.ended.endTime);
    const early = new Date(end - 60_000).toISOString();
    expect((await patch(cid, { id: String(cid), scoreboard_thaw_time: early })).statusCode).toBe(403);

    const thawed = await patch(cid, {
      id: String(cid),
      scoreboard_thaw_time: new Date(end + 60_000).toISOString(),
    });
    expect(thawed.statusCode).toBe(200);
    expect(thawed.body).toMatchObject({ id: String(cid) });
    expect((await read(cid, '/state')).thawed).not.toBeNull();
    // Thawed already.
    const again = await patch(cid, {
      id: String(cid),
      scoreboard_thaw_time: new Date(end + 60_000).toISOString(),
    });
    expect(again.statusCode).toBe(403);
  });

  it('refuses a contest with no freeze, or one still running', async () => {
    const plain = await createContest(app, root.token, TIMES.ended);
    const body = (cid: number) => ({ id: String(cid), scoreboard_thaw_time: isoFromNow(-60_000) });
    expect((await patch(plain, body(plain))).statusCode).toBe(403);
    const running = await createContest(app, root.token, {
      ...TIMES.running,
      sealRank: true,
      sealRankOption: 1,
    });
    expect((await patch(running, body(running))).statusCode).toBe(403);
  });

  it('sets a thaw for later: the seal holds until then, and the worker lifts it then', async () => {
    const cid = await createContest(app, root.token, {
      ...TIMES.ended,
      sealRank: true,
      sealRankOption: 1,
      autoRealRank: false,
    });
    const thawAt = new Date(Math.floor((Date.now() + HOUR) / 1000) * 1000).toISOString();
    expect((await patch(cid, { id: String(cid), scoreboard_thaw_time: thawAt })).statusCode).toBe(204);
    expect((await read(cid)).scoreboard_thaw_time).toBe(thawAt);
    expect((await read(cid, '/state')).thawed).toBeNull();
    // Time passes: the thaw falls due (its moment set to one just passed), and the worker lifts the seal.
    const dueAt = new Date(Math.floor(Date.now() / 1000) * 1000 - 1000).toISOString();
    await app.db.updateTable('clicsThaws').set({ thawAt: dueAt }).where('cid', '=', cid).execute();
    let thawed: unknown = null;
    for (let tries = 0; tries < 150 && thawed === null; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      thawed = (await read(cid, '/state')).thawed;
    }
    expect(thawed).toBe(dueAt);
    const contest = await app.db
      .selectFrom('contests')
      .select('autoRealRank')
      .where('id', '=', cid)
      .executeTakeFirstOrThrow();
    expect(contest.autoRealRank).toBe(1);
    expect((await patch(cid, { id: String(cid), scoreboard_thaw_time: thawAt })).statusCode).toBe(403);
  });

  it('holds the seal of a running contest that would lift it at its end, when the thaw is set for later', async () => {
    const cid = await createContest(app, root.token, {
      ...TIMES.running,
      sealRank: true,
      sealRankOption: 1,
      autoRealRank: true,
    });
    const end = Date.parse(TIMES.running.endTime);
    const early = new Date(end - HOUR).toISOString();
    expect((await patch(cid, { id: String(cid), scoreboard_thaw_time: early })).statusCode).toBe(403);
    const thawAt = new Date(end + HOUR).toISOString();
    const body = { id: String(cid), scoreboard_thaw_time: thawAt };
    // Another contest's admin and the contest's analyst are refused.
    const stranger = await signedInUser(app, Role.ADMIN);
    expect((await patch(cid, body, stranger.token)).statusCode).toBe(403);
    const made = await app.request({
      method: 'POST',
      url: '/api/contest/clics-accounts',
      token: root.token,
      body: { cid, role: 'analyst', username: `thaw-analyst-${cid}` },
    });
    const analyst = await app.request({
      method: 'PATCH',
      url: `/api/clics/contests/${cid}`,
      headers: { authorization: `Bearer ${made.body.data.token}` },
      body,
    });
    expect(analyst.statusCode).toBe(403);
    expect(await app.db.selectFrom('clicsThaws').select('cid').where('cid', '=', cid).execute()).toEqual([]);
    expect((await patch(cid, body)).statusCode).toBe(204);
    const contest = await app.db
      .selectFrom('contests')
      .select('autoRealRank')
      .where('id', '=', cid)
      .executeTakeFirstOrThrow();
    expect(contest.autoRealRank).toBe(0);
    expect((await read(cid)).scoreboard_thaw_time).toBe(thawAt);
  });
});
