import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createTestApp,
  createUser,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { msUntilNextHour } from './hourly-push.ts';
import { createNoticesService } from './notices.service.ts';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const save = async (body: Record<string, unknown>) => {
  const response = await app.request({
    method: 'POST',
    url: '/api/admin/msg/notice',
    token: root.token,
    body,
  });
  expect(response.statusCode).toBe(200);
  return response.body.data.id as number;
};
const copiesOf = async (noticeId: number) =>
  (await app.db.selectFrom('userNotices').select('recipientId').where('noticeId', '=', noticeId).execute())
    .map((row) => row.recipientId)
    .sort((a, b) => a - b);

describe(`the hourly push of system notifications (${TEST_DIALECT})`, () => {
  it('delivers every notice saved without push, once, and leaves the pushed ones alone', async () => {
    const alice = await createUser(app);
    const bob = await createUser(app);
    const everyone = (await app.db.selectFrom('users').select('uid').execute()).map((u) => u.uid);
    const forAll = await save({ title: 'Maintenance', content: 'Tonight at 22:00', type: 'All' });
    const forAlice = await save({
      title: 'Your prize',
      content: 'At the office',
      type: 'Designated',
      recipients: [alice.username, bob.username],
    });
    const alreadyPushed = await save({ title: 'Old', content: 'Pushed at once', type: 'Admin', push: true });
    const pushedCopies = await copiesOf(alreadyPushed);
    // Bob leaves before the hour: the notice reaches the named users that still exist.
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      token: root.token,
      body: { ids: [bob.uid] },
    });
    expect(removed.statusCode).toBe(200);
    expect(await copiesOf(forAll)).toEqual([]);

    const notices = createNoticesService({ db: app.db });
    const first = await notices.pushPending();
    expect(first.notices).toBe(2);
    expect(await copiesOf(forAll)).toEqual(everyone.filter((uid) => uid !== bob.uid).sort((a, b) => a - b));
    expect(await copiesOf(forAlice)).toEqual([alice.uid]);
    expect(await copiesOf(alreadyPushed)).toEqual(pushedCopies);
    expect(first.delivered).toBe(everyone.length - 1 + 1);

    const list = await app.request({ url: '/api/admin/msg/notice', token: root.token });
    const pushed = Object.fromEntries(
      list.body.data.records.map((n: { id: number; pushed: number }) => [n.id, n.pushed]),
    );
    expect(pushed[forAll]).toBe(1);
    expect(pushed[forAlice]).toBe(1);

    // The next hour finds nothing left to push.
    expect(await notices.pushPending()).toEqual({ notices: 0, delivered: 0 });
    expect(await copiesOf(forAll)).toHaveLength(everyone.length - 1);
  });
});

describe('the hour', () => {
  it('waits until the next full hour', () => {
    expect(msUntilNextHour(Date.parse('2024-05-01T10:59:30Z'))).toBe(30_000);
    expect(msUntilNextHour(Date.parse('2024-05-01T10:00:00.001Z'))).toBe(3_599_999);
    expect(msUntilNextHour(Date.parse('2024-05-01T11:00:00Z'))).toBe(3_600_000);
  });
});
