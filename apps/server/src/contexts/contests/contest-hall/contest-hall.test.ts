import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type ContestSaveBody } from '@judge/contract';
import { loadConfig } from '../../../config.ts';
import { createGroupContest, groupContentCast } from '../../../../test/groups-kit.ts';
import { contestBody, createContest, TIMES } from '../../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  signedInUser,
  type TestApp,
} from '../../../../test/test-app.ts';

/**
 * The contest hall (issue 25, docs/contest-hall.md) through the real app: the settings, the address gate (the
 * address from X-Forwarded-For, as behind nginx with TRUST_PROXY=true), one session per account, the sign-in
 * of seats by address, and the contest-only view; each only while the contest runs.
 */
type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let admin: Signed;
let pid: number;

const HALL = '10.1.2.3';
const ELSEWHERE = '192.168.7.7';
const HALL_V6 = '2001:db8:1::5';
const ELSEWHERE_V6 = '2001:db8:2::5';
const PASSWORD = 'hall-pwd';

const from = (address: string) => ({ 'x-forwarded-for': address });

beforeAll(async () => {
  app = await createTestApp({ trustProxy: true });
  admin = await signedInUser(app, Role.ADMIN);
  pid = (await createProblem(app, admin.token)).pid;
});
afterAll(() => app.close());

/** A private running contest with problem A, restricted to the hall's ranges, with `overrides`. */
async function hallContest(overrides: Partial<ContestSaveBody> = {}) {
  const cid = await createContest(app, admin.token, {
    auth: 1,
    pwd: PASSWORD,
    allowedNetworks: ['10.1.0.0/16', '2001:db8:1::/48'],
    ...overrides,
  });
  await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: admin.token,
    body: { cid, pid, displayId: 'A' },
  });
  return cid;
}

/** A contestant who registered for the contest (from the hall). */
async function contestant(cid: number) {
  const user = await signedInUser(app);
  const registered = await app.request({
    method: 'POST',
    url: '/api/register-contest',
    token: user.token,
    headers: from(HALL),
    body: { cid, password: PASSWORD },
  });
  expect(registered.statusCode).toBe(200);
  return user;
}

const problems = (token: string, cid: number, address: string) =>
  app.request({
    url: '/api/get-contest-problem',
    token,
    query: { cid: String(cid) },
    headers: from(address),
  });

async function moveContest(cid: number, times: { startTime: string; endTime: string }) {
  const stored = (
    await app.request({ url: '/api/admin/contest', token: admin.token, query: { cid: String(cid) } })
  ).body.data;
  const response = await app.request({
    method: 'PUT',
    url: '/api/admin/contest',
    token: admin.token,
    body: contestBody({ ...times, cid, auth: stored.auth, pwd: PASSWORD } as Partial<ContestSaveBody>),
  });
  expect(response.statusCode).toBe(200);
}

describe('the hall settings', () => {
  it('are kept as sent, read back by the form, and kept by an edit that omits them', async () => {
    const seat = await createUser(app);
    const cid = await hallContest({
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: '10.1.7.7', username: seat.username }],
    });
    const read = async () =>
      (await app.request({ url: '/api/admin/contest', token: admin.token, query: { cid: String(cid) } })).body
        .data;
    expect(await read()).toMatchObject({
      allowedNetworks: ['10.1.0.0/16', '2001:db8:1::/48'],
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: '10.1.7.7', username: seat.username }],
    });
    await moveContest(cid, TIMES.ended);
    expect((await read()).allowedNetworks).toEqual(['10.1.0.0/16', '2001:db8:1::/48']);
  });

  it.each([
    [{ allowedNetworks: ['10.0.0.0/8', '10.300.0.0/16'] }, 'allowedNetworks.1'],
    [{ allowedNetworks: ['10.1'] }, 'allowedNetworks.0'],
    [{ allowedNetworks: ['2001:db8::/129'] }, 'allowedNetworks.0'],
    [{ sessionRule: 'one' }, 'sessionRule'],
    [{ ipAutoLogin: [{ address: '10.0.0.0/24', username: 'root' }] }, 'ipAutoLogin.0.address'],
    [{ ipAutoLogin: [{ address: '10.0.0.1', username: 'nobody-is-called-this' }] }, 'ipAutoLogin.0.username'],
    [
      {
        ipAutoLogin: [
          { address: '10.0.0.1', username: 'root' },
          { address: '10.0.0.1', username: 'root' },
        ],
      },
      'ipAutoLogin.1.address',
    ],
  ])('refuse %j naming %s', async (overrides, field) => {
    const response = await app.request({
      method: 'POST',
      url: '/api/admin/contest',
      token: admin.token,
      body: contestBody(overrides as Partial<ContestSaveBody>),
    });
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe(field);
  });
});

describe('the address gate', () => {
  it('lets the hall in (IPv4 and IPv6), refuses elsewhere with CONTEST_ADDRESS_REFUSED, and exempts admins', async () => {
    const cid = await hallContest();
    const user = await contestant(cid);
    expect((await problems(user.token, cid, HALL)).statusCode).toBe(200);
    expect((await problems(user.token, cid, `::ffff:${HALL}`)).statusCode).toBe(200);
    expect((await problems(user.token, cid, HALL_V6)).statusCode).toBe(200);
    for (const address of [ELSEWHERE, ELSEWHERE_V6, '10.2.0.1']) {
      const refused = await problems(user.token, cid, address);
      expect(refused.statusCode).toBe(403);
      expect(refused.body.code).toBe('CONTEST_ADDRESS_REFUSED');
    }
    expect((await problems(admin.token, cid, ELSEWHERE)).statusCode).toBe(200);
    // The contest's page still opens, saying why nothing else does.
    const info = await app.request({
      url: '/api/get-contest-info',
      token: user.token,
      query: { cid: String(cid) },
      headers: from(ELSEWHERE),
    });
    expect(info.body.data.hall).toEqual({ restricted: true, addressAllowed: false });
  });

  it('refuses submitting, the submissions, the board, the Q&A and the prints from elsewhere', async () => {
    const cid = await hallContest({ openPrint: true });
    const user = await contestant(cid);
    const calls = [
      {
        method: 'POST' as const,
        url: '/api/submit-problem-judge',
        body: { pid, cid, language: 'C++', code: 'int main(){}' },
      },
      { url: '/api/contest-submissions', query: { cid: String(cid) } },
      { method: 'POST' as const, url: '/api/get-contest-rank', body: { cid } },
      { url: '/api/comments', query: { cid: String(cid) } },
      {
        method: 'POST' as const,
        url: '/api/submit-print-text',
        body: { cid, content: 'print me: the code of problem A, please, '.repeat(3) },
      },
      { url: '/api/get-contest-announcement', query: { cid: String(cid) } },
    ];
    for (const call of calls) {
      const refused = await app.request({ ...call, token: user.token, headers: from(ELSEWHERE) });
      expect([call.url, refused.body.code]).toEqual([call.url, 'CONTEST_ADDRESS_REFUSED']);
      const inside = await app.request({ ...call, token: user.token, headers: from(HALL) });
      expect([call.url, inside.body.code]).not.toEqual([call.url, 'CONTEST_ADDRESS_REFUSED']);
    }
  });

  it('holds only while the contest runs', async () => {
    const cid = await hallContest();
    const user = await contestant(cid);
    await moveContest(cid, TIMES.ended);
    expect((await problems(user.token, cid, ELSEWHERE)).statusCode).toBe(200);
  });
});

describe('one session per account', () => {
  const signIn = (username: string, password: string) =>
    app.request({ method: 'POST', url: '/api/login', headers: from(HALL), body: { username, password } });

  it('single-refuse: a second sign-in is refused while the first lives; another contest lets it in', async () => {
    const cid = await hallContest({ sessionRule: 'single-refuse' });
    const user = await contestant(cid);
    const second = await signIn(user.username, user.password);
    expect(second.statusCode).toBe(403);
    expect(second.body.code).toBe('SESSION_ALREADY_ACTIVE');
    await app.request({ method: 'GET', url: '/api/logout', token: user.token });
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    await moveContest(cid, TIMES.scheduled);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('single-replace: a second sign-in signs the first out', async () => {
    const cid = await hallContest({ sessionRule: 'single-replace' });
    const user = await contestant(cid);
    const second = await signIn(user.username, user.password);
    expect(second.statusCode).toBe(200);
    expect((await problems(user.token, cid, HALL)).statusCode).toBe(401);
    expect((await problems(String(second.headers.authorization), cid, HALL)).statusCode).toBe(200);
  });

  it.each(['single-refuse', 'single-replace'] as const)(
    '%s: of the sessions opened before the start, the newest is kept at the start and the others signed out',
    async (sessionRule) => {
      const cid = await hallContest({ sessionRule, ...TIMES.scheduled });
      const user = await contestant(cid);
      const second = await signIn(user.username, user.password);
      expect(second.statusCode).toBe(200);
      const newest = String(second.headers.authorization);
      // Before the start both live.
      expect((await app.request({ url: '/api/get-user-info', token: user.token })).statusCode).toBe(200);
      await moveContest(cid, TIMES.running);
      const older = await problems(user.token, cid, HALL);
      expect(older.statusCode).toBe(401);
      expect(older.body.code).toBe('SESSION_EXPIRED');
      expect((await problems(newest, cid, HALL)).statusCode).toBe(200);
      expect((await problems(newest, cid, HALL)).statusCode).toBe(200);
      expect((await app.request({ url: '/api/get-user-info', token: user.token })).statusCode).toBe(401);
    },
  );

  it('any: both sessions live (and an admin of a single-refuse contest is not held)', async () => {
    const cid = await hallContest({ sessionRule: 'any' });
    const user = await contestant(cid);
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
    expect((await problems(user.token, cid, HALL)).statusCode).toBe(200);
    await hallContest({ sessionRule: 'single-refuse' });
    expect((await signIn(admin.username, admin.password)).statusCode).toBe(200);
  });
});

describe('IP auto-login', () => {
  const state = (address: string, token?: string) =>
    app.request({ url: '/api/contest-hall/state', token, headers: from(address) });

  it("signs a seat's address in as its account while the contest runs, and no other address", async () => {
    const seat = await createUser(app);
    const cid = await hallContest({ ipAutoLogin: [{ address: '10.1.9.9', username: seat.username }] });
    const first = await state('10.1.9.9');
    expect(first.headers['refresh-token']).toBe('true');
    const token = String(first.headers.authorization);
    expect(first.body.data.confinedTo).toMatchObject({ cid });
    const me = await app.request({ url: '/api/get-user-info', token, headers: from('10.1.9.9') });
    expect(me.body.data.username).toBe(seat.username);
    expect((await problems(token, cid, '10.1.9.9')).statusCode).toBe(200);
    // The same seat again takes up the same session.
    const again = await state('10.1.9.9');
    expect(again.headers.authorization).toBeDefined();
    expect((await problems(token, cid, '10.1.9.9')).statusCode).toBe(200);

    const neighbour = await state('10.1.9.8');
    expect(neighbour.headers.authorization).toBeUndefined();
    expect(neighbour.statusCode).toBe(401);
  });

  it("shares one sign-in among a page's first calls, so one session never signs out another", async () => {
    const seat = await createUser(app);
    const cid = await hallContest({
      sessionRule: 'single-replace',
      ipAutoLogin: [{ address: '10.1.6.6', username: seat.username }],
    });
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => state('10.1.6.6')));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect((await problems(String(answer.headers.authorization), cid, '10.1.6.6')).statusCode).toBe(200);
    }
  });

  it('signs nobody in before the start or after the end', async () => {
    const seat = await createUser(app);
    const cid = await hallContest({
      ...TIMES.scheduled,
      ipAutoLogin: [{ address: '10.1.8.8', username: seat.username }],
    });
    expect((await state('10.1.8.8')).headers.authorization).toBeUndefined();
    await moveContest(cid, TIMES.ended);
    expect((await state('10.1.8.8')).headers.authorization).toBeUndefined();
    await moveContest(cid, TIMES.running);
    expect((await state('10.1.8.8')).headers.authorization).toBeDefined();
  });
});

describe('the contest-only view', () => {
  const call = (token: string, url: string, query: Record<string, string> = {}) =>
    app.request({ url, token, query, headers: from(HALL) });

  it("refuses a held contestant the bank, discussions, messages and others' pages; opens them after the end", async () => {
    const cid = await hallContest();
    const user = await contestant(cid);
    const other = await createUser(app);
    const outside: [string, Record<string, string>][] = [
      ['/api/get-problem-list', { currentPage: '1', limit: '10' }],
      ['/api/get-discussion-list', { currentPage: '1', limit: '10' }],
      ['/api/msg/reply', { currentPage: '1', limit: '10' }],
      ['/api/get-user-home-info', { username: other.username }],
      ['/api/get-training-list', { currentPage: '1', limit: '10' }],
    ];
    for (const [url, query] of outside) {
      const refused = await call(user.token, url, query);
      expect([url, refused.statusCode, refused.body.code]).toEqual([url, 403, 'CONTEST_ONLY_VIEW']);
      expect(refused.body.data.cid).toBe(cid);
    }
    // Their own page, and the contest, stay open; so does everything for its admin and for others.
    expect((await call(user.token, '/api/get-user-home-info', { username: user.username })).statusCode).toBe(
      200,
    );
    expect((await problems(user.token, cid, HALL)).statusCode).toBe(200);
    expect(
      (await call(admin.token, '/api/get-problem-list', { currentPage: '1', limit: '10' })).statusCode,
    ).toBe(200);
    const stranger = await signedInUser(app);
    expect((await call(stranger.token, '/api/get-problem-list')).statusCode).toBe(200);
    const held = await app.request({ url: '/api/contest-hall/state', token: user.token });
    expect(held.body.data.confinedTo).toMatchObject({ cid });

    await moveContest(cid, TIMES.ended);
    for (const [url, query] of outside)
      expect([url, (await call(user.token, url, query)).statusCode]).toEqual([url, 200]);
    const free = await app.request({ url: '/api/contest-hall/state', token: user.token });
    expect(free.body.data.confinedTo).toBeNull();
  });
});

describe("a group's contest", () => {
  it("holds its members alike; the group's roots are its admins, exempt", async () => {
    const cast = await groupContentCast(app);
    const cid = await createGroupContest(app, cast.groupAdmin.token, cast.gid, {
      auth: 1,
      pwd: PASSWORD,
      allowedNetworks: ['10.1.0.0/16'],
    });
    const registered = await app.request({
      method: 'POST',
      url: '/api/register-contest',
      token: cast.member.token,
      body: { cid, password: PASSWORD },
    });
    expect(registered.statusCode).toBe(200);
    const info = (token: string, address: string) =>
      app.request({
        url: '/api/get-contest-info',
        token,
        query: { cid: String(cid) },
        headers: from(address),
      });
    expect((await info(cast.member.token, ELSEWHERE)).body.data.hall.addressAllowed).toBe(false);
    expect((await info(cast.member.token, HALL)).body.data.hall.addressAllowed).toBe(true);
    // The group's owner (a root of the group, not the contest's author) is one of its admins.
    expect((await info(cast.owner.token, ELSEWHERE)).body.data.hall.addressAllowed).toBe(true);
    const bank = (token: string) =>
      app.request({ url: '/api/get-problem-list', token, query: { currentPage: '1', limit: '10' } });
    expect((await bank(cast.member.token)).body.code).toBe('CONTEST_ONLY_VIEW');
    expect((await bank(cast.owner.token)).statusCode).toBe(200);
  });
});

describe('whose X-Forwarded-For is read (TRUST_PROXY)', () => {
  it('names the proxies; then the client is the address the proxy added, not one the client wrote', async () => {
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.9.0.0/16' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.9.0.0/16',
    ]);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx.local' })).toThrow(/TRUST_PROXY/);

    // nginx ($proxy_add_x_forwarded_for) appends the peer's address to what the client sent.
    const behindNginx = await createTestApp({ trustProxy: ['127.0.0.1'] });
    try {
      const root = await signedInUser(behindNginx, Role.ROOT);
      const user = await signedInUser(behindNginx);
      const cid = await createContest(behindNginx, root.token, { allowedNetworks: ['10.1.0.0/16'] });
      const ask = (forwardedFor: string) =>
        behindNginx.request({
          url: '/api/get-contest-problem',
          token: user.token,
          query: { cid: String(cid) },
          headers: { 'x-forwarded-for': forwardedFor },
        });
      expect((await ask(`${HALL}, ${ELSEWHERE}`)).body.code).toBe('CONTEST_ADDRESS_REFUSED');
      expect((await ask(`${ELSEWHERE}, ${HALL}`)).statusCode).toBe(200);
    } finally {
      await behindNginx.close();
    }
  });
});
