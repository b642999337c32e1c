// The contest row a contestant's every page load reads is kept between calls (issue 21), and a sign-in, which
// writes its user row, no longer drops it: at the start of a contest everyone signs in at once.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../../../../test/contests-kit.ts';
import { holdClock, readsOf, releaseClock } from '../../../../test/kept-reads-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../../test/test-app.ts';

let app: TestApp;
let cid: number;
let contestant: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  const root = await signedInUser(app, Role.ROOT);
  cid = await createContest(app, root.token);
  contestant = await signedInUser(app);
});
afterAll(() => app.close());
beforeEach(holdClock);
afterEach(releaseClock);

const info = () =>
  app.request({ url: '/api/get-contest-info', query: { cid: String(cid) }, token: contestant.token });

describe(`the contest row between page loads (${TEST_DIALECT})`, () => {
  it('is read once, kept through sign-ins, and read again when the contest changes', async () => {
    await info();
    expect(await readsOf(app, 'contests', info)).toBe(0);
    const other = await signedInUser(app);
    expect(other.token).toBeTruthy();
    expect(await readsOf(app, 'contests', info)).toBe(0);
    expect((await info()).body.data.author).toBeTruthy();
    await app.db.updateTable('contests').set({ title: 'Renamed' }).where('id', '=', cid).execute();
    expect(await readsOf(app, 'contests', info)).toBeGreaterThan(0);
    expect((await info()).body.data.title).toBe('Renamed');
  });
});
