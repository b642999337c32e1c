// A contest's announcements, which every contestant opens at the start and whose unread ones the shell asks for
// every minute (issue 21): read once for everyone until an announcement is written, which the next call shows.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { holdClock, readsOf, releaseClock } from '../../../../test/kept-reads-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
let cid: number;
let admin: Signed;
let alice: Signed;
let bob: Signed;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signedInUser(app, Role.ADMIN);
  cid = await createContest(app, admin.token);
  alice = await signedInUser(app);
  bob = await signedInUser(app);
});
afterAll(() => app.close());
beforeEach(holdClock);
afterEach(releaseClock);

const announce = (title: string) =>
  app.request({
    method: 'POST',
    url: '/api/admin/contest/announcement',
    token: admin.token,
    body: { cid, announcement: { title, content: `${title}!` } },
  });
const pageOf = (user: Signed) =>
  app.request({
    url: '/api/get-contest-announcement',
    query: { cid: String(cid), currentPage: '1', limit: '10' },
    token: user.token,
  });
const unreadOf = (user: Signed, readAnnouncementList: number[]) =>
  app.request({
    method: 'POST',
    url: '/api/get-contest-not-read-announcement',
    token: user.token,
    body: { cid, readAnnouncementList },
  });

describe(`a contest's announcements for its contestants (${TEST_DIALECT})`, () => {
  it('are read once for everyone until one is written, which the next call shows', async () => {
    expect((await announce('Welcome')).statusCode).toBe(200);
    await pageOf(alice);
    await unreadOf(alice, []);
    expect(await readsOf(app, 'contestAnnouncements', () => pageOf(bob))).toBe(0);
    expect(await readsOf(app, 'contestAnnouncements', () => unreadOf(bob, []))).toBe(0);
    const [welcome] = (await unreadOf(bob, [])).body.data;
    expect(welcome.title).toBe('Welcome');
    expect((await unreadOf(bob, [welcome.id])).body.data).toEqual([]);

    await announce('Problem B fixed');
    expect((await pageOf(bob)).body.data.records.map((a: { title: string }) => a.title)).toEqual([
      'Problem B fixed',
      'Welcome',
    ]);
    expect((await unreadOf(alice, [welcome.id])).body.data.map((a: { title: string }) => a.title)).toEqual([
      'Problem B fixed',
    ]);
  });
});
