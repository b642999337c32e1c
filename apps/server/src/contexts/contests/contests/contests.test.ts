import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { contestBody, createContest, isoFromNow, TIMES } from '../../../../test/contests-kit.ts';
import { judgedSubmission } from '../../../../test/scoreboard-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let problemAdmin: Awaited<ReturnType<typeof signedInUser>>;
let user: Awaited<ReturnType<typeof signedInUser>>;
let other: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  admin = await signedInUser(app, Role.ADMIN);
  problemAdmin = await signedInUser(app, Role.PROBLEM_ADMIN);
  user = await signedInUser(app);
  other = await signedInUser(app);
});
afterAll(() => app.close());

const HOUR = 3600_000;
const adminGet = (cid: number, token = admin.token) =>
  app.request({ url: '/api/admin/contest', token, query: { cid: String(cid) } });
const info = (cid: number, token: string) =>
  app.request({ url: '/api/get-contest-info', token, query: { cid: String(cid) } });
const access = async (cid: number, token: string) =>
  (await app.request({ url: '/api/get-contest-access', token, query: { cid: String(cid) } })).body.data
    ?.access;
const register = (cid: number, token: string, password?: string) =>
  app.request({ method: 'POST', url: '/api/register-contest', token, body: { cid, password } });
const start = (cid: number, token: string) =>
  app.request({ method: 'POST', url: `/api/contest/start/${cid}`, token });
const contestCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('contests')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe(`contest form (${TEST_DIALECT})`, () => {
  it('creates a contest: the caller is the author, the server computes the duration and the seal moment', async () => {
    const startTime = '2030-03-01T10:00:00+08:00';
    const endTime = '2030-03-01T15:00:00+08:00';
    const cid = await createContest(app, problemAdmin.token, {
      startTime,
      endTime,
      sealRank: true,
      auth: 1,
      pwd: 'open sesame',
      starAccount: ['star1', 'star2'],
      timeLimit: 7200,
    });
    const view = (await adminGet(cid)).body.data;
    expect(view).toMatchObject({
      id: cid,
      startTime: '2030-03-01T02:00:00.000Z',
      endTime: '2030-03-01T07:00:00.000Z',
      duration: 5 * 3600,
      uid: problemAdmin.uid,
      author: problemAdmin.username,
      auth: 1,
      pwd: 'open sesame',
      sealRank: true,
      // ACM of five hours: the last hour by default.
      sealRankOption: 1,
      sealRankTime: '2030-03-01T06:00:00.000Z',
      autoRealRank: true,
      rankShowName: 'username',
      oiRankScoreType: 'Recent',
      penaltyUnit: 'minute',
      starAccount: ['star1', 'star2'],
      awardType: 0,
      visible: true,
      timeLimit: 7200,
      status: -1,
      count: 0,
      gid: null,
    });
    expect(view.awardConfig).toHaveLength(3);
  });

  it("keeps an ACM contest's penalty unit through an edit that does not name it (the reference's client)", async () => {
    const cid = await createContest(app, admin.token, { penaltyUnit: 'second' });
    expect((await adminGet(cid)).body.data.penaltyUnit).toBe('second');
    const edit = await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: admin.token,
      body: { ...contestBody({ title: 'Renamed' }), cid },
    });
    expect(edit.statusCode, JSON.stringify(edit.body)).toBe(200);
    expect((await adminGet(cid)).body.data).toMatchObject({ title: 'Renamed', penaltyUnit: 'second' });
  });

  it('derives the seal moment from the chosen option, and OI defaults to the whole contest', async () => {
    const times = { startTime: '2030-01-01T00:00:00Z', endTime: '2030-01-01T02:00:00Z' };
    const half = await createContest(app, admin.token, { ...times, sealRank: true, sealRankOption: 0 });
    expect((await adminGet(half)).body.data).toMatchObject({
      sealRankOption: 0,
      sealRankTime: '2030-01-01T01:30:00.000Z',
    });
    const oi = await createContest(app, admin.token, { ...times, type: 1, sealRank: true });
    expect((await adminGet(oi)).body.data).toMatchObject({
      sealRankOption: 2,
      sealRankTime: '2030-01-01T00:00:00.000Z',
    });
    const unsealed = await createContest(app, admin.token, { ...times, sealRankOption: 0 });
    expect((await adminGet(unsealed)).body.data).toMatchObject({ sealRankOption: null, sealRankTime: null });
  });

  it('refuses each broken rule with a 400 naming the field, and writes nothing', async () => {
    const before = await contestCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: ' ' }, 'title'],
      [{ title: 't'.repeat(256) }, 'title'],
      [{ description: '' }, 'description'],
      [{ startTime: '' }, 'startTime'],
      [{ startTime: 'tomorrow' }, 'startTime'],
      [{ endTime: '2030-01-01 10:00' }, 'endTime'],
      [{ startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T10:00:00Z' }, 'endTime'],
      [{ startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T09:00:00Z' }, 'endTime'],
      [{ type: 2 }, 'type'],
      [{ auth: 3 }, 'auth'],
      [{ auth: 1 }, 'pwd'],
      [{ auth: 2, pwd: '  ' }, 'pwd'],
      [{ auth: 1, pwd: 'p'.repeat(65) }, 'pwd'],
      [
        {
          startTime: '2030-01-01T10:00:00Z',
          endTime: '2030-01-01T10:20:00Z',
          sealRank: true,
          sealRankOption: 0,
        },
        'sealRankOption',
      ],
      [
        {
          startTime: '2030-01-01T10:00:00Z',
          endTime: '2030-01-01T10:50:00Z',
          sealRank: true,
          sealRankOption: 1,
        },
        'sealRankOption',
      ],
      [{ sealRank: true, sealRankOption: 3 }, 'sealRankOption'],
      [{ sealRank: 'yes' }, 'sealRank'],
      [{ rankShowName: 'email' }, 'rankShowName'],
      [{ oiRankScoreType: 'Best' }, 'oiRankScoreType'],
      [{ penaltyUnit: 'hour' }, 'penaltyUnit'],
      [{ starAccount: ['alice', 'bob', 'Alice'] }, 'starAccount.2'],
      [{ starAccount: [''] }, 'starAccount.0'],
      [{ openAccountLimit: true }, 'accountLimitRule'],
      [
        { openAccountLimit: true, accountLimitRule: { prefix: '', suffix: '', start: 1, end: 9 } },
        'accountLimitRule.prefix',
      ],
      [
        { openAccountLimit: true, accountLimitRule: { prefix: 'team', suffix: '', start: 9, end: 1 } },
        'accountLimitRule.end',
      ],
      [{ openAccountLimit: true, accountLimitRule: { prefix: 'team', start: 1 } }, 'accountLimitRule.end'],
      [{ awardType: 3 }, 'awardType'],
      [{ awardType: 1, awardConfig: [] }, 'awardConfig'],
      [
        {
          awardType: 1,
          awardConfig: [
            { priority: 1, name: 'Gold', background: '#ffd700', color: '#fff', num: 60 },
            { priority: 2, name: 'Silver', background: '#c0c0c0', color: '#fff', num: 50 },
          ],
        },
        'awardConfig',
      ],
      [
        {
          awardType: 2,
          awardConfig: [
            { priority: 1, name: 'Gold', background: '#ffd700', color: '#fff', num: 1 },
            { priority: 1, name: 'Silver', background: '#c0c0c0', color: '#fff', num: 2 },
          ],
        },
        'awardConfig.1.priority',
      ],
      [
        {
          awardType: 2,
          awardConfig: [{ priority: 1, name: '', background: '#ffd700', color: '#fff', num: 1 }],
        },
        'awardConfig.0.name',
      ],
      [
        {
          awardType: 2,
          awardConfig: [{ priority: 1, name: 'G', background: 'gold', color: '#fff', num: 1 }],
        },
        'awardConfig.0.background',
      ],
      [
        {
          awardType: 2,
          awardConfig: [{ priority: 1, name: 'G', background: '#ffd700', color: '#fff', num: -1 }],
        },
        'awardConfig.0.num',
      ],
      [{ timeLimit: -1 }, 'timeLimit'],
      [{ timeLimit: 1.5 }, 'timeLimit'],
      [{ startTime: '2030-01-01T10:00:00Z', endTime: '2030-01-01T12:00:00Z', timeLimit: 7201 }, 'timeLimit'],
      [{ visible: 1 }, 'visible'],
    ];
    for (const [overrides, field] of cases) {
      const response = await app.request({
        method: 'POST',
        url: '/api/admin/contest',
        token: admin.token,
        body: { ...contestBody(), ...overrides },
      });
      expect
        .soft([response.statusCode, response.body.data?.field], JSON.stringify(overrides))
        .toEqual([400, field]);
      expect.soft(response.body.msg, JSON.stringify(overrides)).toContain(field);
    }
    expect(await contestCount()).toBe(before);
  });

  it('edits any contest for root, admin and problem admin; the author stays, an omitted password is kept', async () => {
    const cid = await createContest(app, problemAdmin.token, { auth: 2, pwd: 'secret' });
    for (const editor of [admin, root, problemAdmin]) {
      const response = await app.request({
        method: 'PUT',
        url: '/api/admin/contest',
        token: editor.token,
        body: { ...contestBody({ auth: 2, title: `edited by ${editor.username}` }), cid },
      });
      expect(response.statusCode, response.body.msg).toBe(200);
    }
    const view = (await adminGet(cid)).body.data;
    expect(view).toMatchObject({
      title: `edited by ${problemAdmin.username}`,
      uid: problemAdmin.uid,
      pwd: 'secret',
      auth: 2,
    });
    // Public contests keep no password.
    await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: admin.token,
      body: { ...contestBody({ auth: 0, pwd: 'ignored' }), cid },
    });
    expect((await adminGet(cid)).body.data.pwd).toBeNull();
    const missing = await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: admin.token,
      body: { ...contestBody(), cid: 999999 },
    });
    expect([missing.statusCode, missing.body.code]).toEqual([404, 'NOT_FOUND']);
    // A private contest without a stored password still needs one.
    const noPwd = await app.request({
      method: 'PUT',
      url: '/api/admin/contest',
      token: admin.token,
      body: { ...contestBody({ auth: 1 }), cid },
    });
    expect(noPwd.body.data?.field).toBe('pwd');
  });

  it('deletes a contest with its registrations and problems in one go (root only)', async () => {
    const cid = await createContest(app, admin.token);
    const problem = await createProblem(app, admin.token);
    await register(cid, user.token);
    const now = new Date().toISOString();
    await app.db
      .insertInto('contestProblems')
      .values({
        cid,
        pid: problem.pid,
        displayId: 'A',
        displayTitle: 'A+B',
        color: null,
        gmtCreate: now,
        gmtModified: now,
      })
      .execute();
    const refused = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: admin.token,
      query: { cid: String(cid) },
    });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    const done = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(done.statusCode).toBe(200);
    expect(await app.db.selectFrom('contestRegisters').selectAll().where('cid', '=', cid).execute()).toEqual(
      [],
    );
    expect(await app.db.selectFrom('contestProblems').selectAll().where('cid', '=', cid).execute()).toEqual(
      [],
    );
    expect((await adminGet(cid)).statusCode).toBe(404);
    const again = await app.request({
      method: 'DELETE',
      url: '/api/admin/contest',
      token: root.token,
      query: { cid: String(cid) },
    });
    expect(again.statusCode).toBe(404);
  });

  it('clones a contest with its problem list: hidden, authored by the caller, no registrations', async () => {
    const cid = await createContest(app, admin.token, {
      auth: 1,
      pwd: 'pw',
      sealRank: true,
      title: 'Original',
    });
    const problem = await createProblem(app, admin.token);
    const now = new Date().toISOString();
    await app.db
      .insertInto('contestProblems')
      .values({
        cid,
        pid: problem.pid,
        displayId: 'A',
        displayTitle: 'First',
        color: '#ff0000',
        gmtCreate: now,
        gmtModified: now,
      })
      .execute();
    await register(cid, user.token, 'pw');
    const response = await app.request({
      url: '/api/admin/contest/clone',
      token: problemAdmin.token,
      query: { cid: String(cid) },
    });
    expect(response.statusCode).toBe(200);
    const copy = response.body.data.cid;
    expect(copy).not.toBe(cid);
    const original = (await adminGet(cid)).body.data;
    const cloned = (await adminGet(copy)).body.data;
    expect(cloned).toMatchObject({
      title: 'Original',
      pwd: 'pw',
      sealRankTime: original.sealRankTime,
      visible: false,
      uid: problemAdmin.uid,
      count: 0,
    });
    const problems = await app.db
      .selectFrom('contestProblems')
      .select(['pid', 'displayId', 'displayTitle', 'color'])
      .where('cid', '=', copy)
      .execute();
    expect(problems).toEqual([{ pid: problem.pid, displayId: 'A', displayTitle: 'First', color: '#ff0000' }]);
    const missing = await app.request({
      url: '/api/admin/contest/clone',
      token: admin.token,
      query: { cid: '999999' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('toggles visibility', async () => {
    const cid = await createContest(app, admin.token);
    const hide = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      token: problemAdmin.token,
      query: { cid: String(cid), visible: 'false' },
    });
    expect(hide.statusCode).toBe(200);
    expect((await adminGet(cid)).body.data.visible).toBe(false);
    await app.request({
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      token: problemAdmin.token,
      query: { cid: String(cid), visible: 'true' },
    });
    expect((await adminGet(cid)).body.data.visible).toBe(true);
    const missing = await app.request({
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      token: admin.token,
      query: { cid: '999999', visible: 'true' },
    });
    expect(missing.statusCode).toBe(404);
  });
});

describe(`contest lists (${TEST_DIALECT})`, () => {
  let fresh: TestApp;
  let token: string;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    fresh = await createTestApp();
    token = (await signedInUser(fresh, Role.ADMIN)).token;
    ids.endedOld = await createContest(fresh, token, {
      title: 'Ended old',
      startTime: isoFromNow(-100 * HOUR),
      endTime: isoFromNow(-90 * HOUR),
    });
    ids.ended = await createContest(fresh, token, { title: 'Ended recent', ...TIMES.ended, type: 1 });
    ids.running = await createContest(fresh, token, {
      title: 'Running ACM',
      ...TIMES.running,
      auth: 1,
      pwd: 'x',
    });
    ids.scheduled = await createContest(fresh, token, { title: 'Scheduled soon', ...TIMES.scheduled });
    ids.later = await createContest(fresh, token, {
      title: 'Scheduled in 13 days',
      startTime: isoFromNow(13 * 24 * HOUR),
      endTime: isoFromNow(13 * 24 * HOUR + 2 * HOUR),
    });
    ids.farAway = await createContest(fresh, token, {
      title: 'Scheduled in 15 days',
      startTime: isoFromNow(15 * 24 * HOUR),
      endTime: isoFromNow(15 * 24 * HOUR + 2 * HOUR),
    });
    ids.hidden = await createContest(fresh, token, { title: 'Hidden running', visible: false });
    ids.group = await createContest(fresh, token, { title: 'Group running' });
    await fresh.db.updateTable('contests').set({ gid: 7 }).where('id', '=', ids.group).execute();
    for (let i = 0; i < 3; i++) {
      const participant = await signedInUser(fresh);
      await fresh.request({
        method: 'POST',
        url: '/api/register-contest',
        token: participant.token,
        body: { cid: ids.running, password: 'x' },
      });
    }
  });
  afterAll(() => fresh.close());

  const list = async (query: Record<string, string> = {}) =>
    (await fresh.request({ url: '/api/get-contest-list', query })).body.data;

  it('lists visible public-site contests for anyone: running, then scheduled, then ended, newest start first', async () => {
    const page = await list();
    expect(page.records.map((r: { id: number }) => r.id)).toEqual([
      ids.running,
      ids.farAway,
      ids.later,
      ids.scheduled,
      ids.ended,
      ids.endedOld,
    ]);
    expect(page).toMatchObject({ total: 6, size: 10, current: 1 });
    const running = page.records[0];
    expect(running).toEqual({
      id: ids.running,
      title: 'Running ACM',
      type: 0,
      auth: 1,
      startTime: expect.any(String),
      endTime: expect.any(String),
      duration: 5 * 3600,
      status: 0,
      count: 3,
      timeLimit: 0,
      openRank: false,
    });
    expect(running).not.toHaveProperty('pwd');
  });

  it('filters by status (computed from the times now), type and keyword, and pages', async () => {
    const ids_ = async (query: Record<string, string>) =>
      (await list(query)).records.map((r: { id: number }) => r.id);
    expect(await ids_({ status: '0' })).toEqual([ids.running]);
    expect(await ids_({ status: '-1' })).toEqual([ids.farAway, ids.later, ids.scheduled]);
    expect(await ids_({ status: '1' })).toEqual([ids.ended, ids.endedOld]);
    expect(await ids_({ type: '1' })).toEqual([ids.ended]);
    expect(await ids_({ keyword: 'SCHEDULED' })).toEqual([ids.farAway, ids.later, ids.scheduled]);
    expect(await ids_({ keyword: '50%' })).toEqual([]);
    const second = await list({ limit: '4', currentPage: '2' });
    expect(second.records.map((r: { id: number }) => r.id)).toEqual([ids.ended, ids.endedOld]);
    expect(second).toMatchObject({ total: 6, pages: 2 });
  });

  it('recent contests: running or starting within 14 days, soonest first, at most 5', async () => {
    const recent = (await fresh.request({ url: '/api/get-recent-contest' })).body.data;
    expect(recent.map((r: { id: number }) => r.id)).toEqual([ids.running, ids.scheduled, ids.later]);
    expect(recent[1]).toMatchObject({ status: -1, title: 'Scheduled soon' });
    for (let i = 0; i < 4; i++) await createContest(fresh, token, TIMES.scheduled);
    expect((await fresh.request({ url: '/api/get-recent-contest' })).body.data).toHaveLength(5);
  });

  it('the back office lists every public-site contest, hidden ones too, by title or id', async () => {
    const all = await fresh.request({
      url: '/api/admin/contest/get-contest-list',
      token,
      query: { limit: '50' },
    });
    const listed = all.body.data.records.map((r: { id: number }) => r.id);
    expect(listed).toContain(ids.hidden);
    expect(listed).not.toContain(ids.group);
    const hidden = all.body.data.records.find((r: { id: number }) => r.id === ids.hidden);
    expect(hidden).toMatchObject({ visible: false, status: 0, gid: null, author: expect.any(String) });
    const byTitle = await fresh.request({
      url: '/api/admin/contest/get-contest-list',
      token,
      query: { keyword: 'hidden' },
    });
    expect(byTitle.body.data.records.map((r: { id: number }) => r.id)).toEqual([ids.hidden]);
    const byId = await fresh.request({
      url: '/api/admin/contest/get-contest-list',
      token,
      query: { keyword: String(ids.ended) },
    });
    expect(byId.body.data.records.map((r: { id: number }) => r.id)).toContain(ids.ended);
  });
});

describe(`entering a contest (${TEST_DIALECT})`, () => {
  it('info: server time, status, no password; a private description only after registering', async () => {
    const cid = await createContest(app, admin.token, { auth: 1, pwd: 'pw', description: 'Secret rules' });
    const before = (await info(cid, user.token)).body.data;
    expect(before).toMatchObject({
      id: cid,
      auth: 1,
      status: 0,
      description: null,
      isContestAdmin: false,
      access: false,
      registered: false,
      beginTime: null,
      author: admin.username,
      count: 0,
    });
    expect(before).not.toHaveProperty('pwd');
    expect(Math.abs(Date.parse(before.now) - Date.now())).toBeLessThan(60_000);
    expect((await register(cid, user.token, 'pw')).statusCode).toBe(200);
    const after = (await info(cid, user.token)).body.data;
    expect(after).toMatchObject({ description: 'Secret rules', access: true, registered: true, count: 1 });
    // The author and root are contest admins and see it all without registering.
    for (const token of [admin.token, root.token])
      expect((await info(cid, token)).body.data).toMatchObject({
        description: 'Secret rules',
        isContestAdmin: true,
        access: true,
      });
    // A problem admin who is not the author is an ordinary participant here.
    expect((await info(cid, problemAdmin.token)).body.data).toMatchObject({
      isContestAdmin: false,
      access: false,
    });
  });

  it('protected contests are open to everyone; starting a time-limited one needs the password', async () => {
    const cid = await createContest(app, admin.token, { auth: 2, pwd: 'pw', description: 'Rules' });
    expect((await info(cid, user.token)).body.data).toMatchObject({
      description: 'Rules',
      access: true,
      registered: false,
    });
    expect(await access(cid, user.token)).toBe(true);
    const limited = await createContest(app, admin.token, { auth: 2, pwd: 'pw', timeLimit: 3600 });
    const refused = await app.request({
      method: 'POST',
      url: `/api/contest/start/${limited}`,
      token: user.token,
    });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'CONTEST_PASSWORD_REQUIRED']);
    await register(limited, user.token, 'pw');
    const started = await app.request({
      method: 'POST',
      url: `/api/contest/start/${limited}`,
      token: user.token,
    });
    expect(started.statusCode).toBe(200);
  });

  it('public contests: access for every signed-in user; invisible contests are not found but by their admins', async () => {
    const cid = await createContest(app, admin.token);
    expect(await access(cid, other.token)).toBe(true);
    const hidden = await createContest(app, admin.token, { visible: false });
    for (const request of [
      info(hidden, user.token),
      app.request({ url: '/api/get-contest-access', token: user.token, query: { cid: String(hidden) } }),
      register(hidden, user.token),
      info(999999, user.token),
    ]) {
      const response = await request;
      expect([response.statusCode, response.body.code]).toEqual([404, 'NOT_FOUND']);
    }
    expect((await info(hidden, admin.token)).statusCode).toBe(200);
    expect((await info(hidden, root.token)).statusCode).toBe(200);
  });

  it("counts a public contest's participants as who submitted (its author apart); others count registrations", async () => {
    const { pid } = await createProblem(app, admin.token);
    const open = await createContest(app, admin.token);
    const locked = await createContest(app, admin.token, { auth: 1, pwd: 'right' });
    for (const [cid, who] of [
      [open, user],
      [open, user],
      [open, other],
      [open, admin],
      [locked, user],
    ] as const)
      await judgedSubmission(app, { cid, pid, displayId: 'A', user: who, at: Date.now() });
    expect((await info(open, other.token)).body.data.count).toBe(2);
    // The count is kept between page loads, until a submission is written.
    const third = await signedInUser(app);
    await judgedSubmission(app, { cid: open, pid, displayId: 'A', user: third, at: Date.now() });
    expect((await info(open, other.token)).body.data.count).toBe(3);
    expect((await info(locked, admin.token)).body.data.count).toBe(0);
    await register(locked, other.token, 'right');
    expect((await info(locked, admin.token)).body.data.count).toBe(1);
  });

  it('register: empty or wrong password names the field, nothing is written; twice is fine', async () => {
    const cid = await createContest(app, admin.token, { auth: 1, pwd: 'right' });
    for (const password of [undefined, '', '  ', 'wrong']) {
      const response = await register(cid, other.token, password);
      expect([response.statusCode, response.body.data?.field]).toEqual([400, 'password']);
    }
    expect((await adminGet(cid)).body.data.count).toBe(0);
    expect((await register(cid, other.token, 'right')).statusCode).toBe(200);
    expect((await register(cid, other.token, 'right')).statusCode).toBe(200);
    expect((await adminGet(cid)).body.data.count).toBe(1);
    // Public contests need no password.
    const open = await createContest(app, admin.token);
    expect((await register(open, other.token)).statusCode).toBe(200);
  });

  it('an account limit admits only the names of its rule (contest admins always)', async () => {
    const cid = await createContest(app, admin.token, {
      auth: 1,
      pwd: 'pw',
      openAccountLimit: true,
      accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 20, extra: ['guestjudge'] },
    });
    const team = await createUser(app, { username: 'team07' });
    const teamToken = await login(app, team.username, team.password);
    const refused = await register(cid, user.token, 'pw');
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect((await register(cid, teamToken, 'pw')).statusCode).toBe(200);
    expect(await access(cid, teamToken)).toBe(true);
    expect(await access(cid, admin.token)).toBe(true);
    // In a public contest the rule decides access directly.
    const open = await createContest(app, admin.token, {
      openAccountLimit: true,
      accountLimitRule: { prefix: 'team', suffix: '', start: 1, end: 20, extra: [] },
    });
    expect(await access(open, user.token)).toBe(false);
    expect(await access(open, teamToken)).toBe(true);
  });
});

describe(`time-limited contests (${TEST_DIALECT})`, () => {
  it('start sets the caller’s begin time once; a second call answers the same time', async () => {
    const cid = await createContest(app, admin.token, { timeLimit: 3600 });
    const first = await start(cid, user.token);
    expect(first.statusCode, first.body.msg).toBe(200);
    const beginTime = first.body.data.beginTime;
    expect(Math.abs(Date.parse(beginTime) - Date.now())).toBeLessThan(60_000);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await start(cid, user.token)).body.data.beginTime).toBe(beginTime);
    const view = (await info(cid, user.token)).body.data;
    expect(view).toMatchObject({ beginTime, timeLimit: 3600, registered: true });
    expect(view.personalEndTime).toBe(new Date(Date.parse(beginTime) + 3600_000).toISOString());
    // Somebody else's clock is their own.
    expect((await info(cid, other.token)).body.data).toMatchObject({ beginTime: null });
  });

  it('racing starts agree on one begin time', async () => {
    const cid = await createContest(app, admin.token, { timeLimit: 3600 });
    const racer = await signedInUser(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => start(cid, racer.token)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((a) => a.body.data.beginTime)).size).toBe(1);
    const rows = await app.db
      .selectFrom('contestRegisters')
      .select('beginTime')
      .where('cid', '=', cid)
      .execute();
    expect(rows).toEqual([{ beginTime: answers[0].body.data.beginTime }]);
  });

  it('start is refused without a time limit, outside the running time and without access', async () => {
    const plain = await createContest(app, admin.token);
    const scheduled = await createContest(app, admin.token, { ...TIMES.scheduled, timeLimit: 3600 });
    const ended = await createContest(app, admin.token, { ...TIMES.ended, timeLimit: 3600 });
    const locked = await createContest(app, admin.token, { timeLimit: 3600, auth: 1, pwd: 'pw' });
    for (const cid of [plain, scheduled, ended]) {
      const response = await start(cid, user.token);
      expect([response.statusCode, response.body.code], String(cid)).toEqual([400, 'BAD_REQUEST']);
    }
    const refused = await start(locked, user.token);
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    await register(locked, user.token, 'pw');
    expect((await start(locked, user.token)).statusCode).toBe(200);
    const unknown = await start(999999, user.token);
    expect(unknown.statusCode).toBe(404);
    const bad = await start(0, user.token);
    expect([bad.statusCode, bad.body.data?.field]).toEqual([400, 'cid']);
    // Nothing was written for the refused starts.
    const rows = await app.db
      .selectFrom('contestRegisters')
      .select('cid')
      .where('uid', '=', user.uid)
      .where('cid', 'in', [plain, scheduled, ended])
      .execute();
    expect(rows).toEqual([]);
  });
});
