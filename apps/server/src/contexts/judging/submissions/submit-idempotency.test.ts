import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';
import { isoAfterSeconds } from '../../../lib/time.ts';

const CODE = 'a, b = map(int, input().split())\nprint(a + b)\n';

let app: TestApp;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  const admin = await signedInUser(app, Role.ADMIN);
  problem = await createProblem(app, admin.token, { languages: ['Python3'] });
});
afterAll(() => app.close());

function submit(token: string, key?: string) {
  return app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token,
    headers: key === undefined ? {} : { 'idempotency-key': key },
    body: { pid: problem.pid, language: 'Python3', code: CODE },
  });
}

async function submissionsOf(uid: number) {
  const row = await app.db
    .selectFrom('submissions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('uid', '=', uid)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

describe(`submit with an Idempotency-Key (${TEST_DIALECT})`, () => {
  it('answers a repeated key with the first submission and writes no second one', async () => {
    const user = await signedInUser(app);
    const first = await submit(user.token, 'attempt-0001');
    const again = await submit(user.token, 'attempt-0001');
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    expect(await submissionsOf(user.uid)).toBe(1);
  });

  it('makes one submission of two calls at once with one key', async () => {
    const user = await signedInUser(app);
    const answers = await Promise.all([
      submit(user.token, 'same-key-at-once'),
      submit(user.token, 'same-key-at-once'),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers[1].body.data.submitId).toBe(answers[0].body.data.submitId);
    expect(await submissionsOf(user.uid)).toBe(1);
  });

  it('writes a new submission for a new key, without a key, and for another user with the same key', async () => {
    const user = await signedInUser(app);
    const other = await signedInUser(app);
    const ids = [
      (await submit(user.token, 'key-number-one')).body.data.submitId,
      (await submit(user.token, 'key-number-two')).body.data.submitId,
      (await submit(user.token)).body.data.submitId,
      (await submit(user.token)).body.data.submitId,
      (await submit(other.token, 'key-number-one')).body.data.submitId,
    ];
    expect(new Set(ids).size).toBe(5);
    expect(await submissionsOf(user.uid)).toBe(4);
    expect(await submissionsOf(other.uid)).toBe(1);
  });

  it('answers a retry even when the submission interval would refuse a new submission', async () => {
    await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 60 });
    try {
      const user = await signedInUser(app);
      const first = await submit(user.token, 'retry-in-interval');
      const retry = await submit(user.token, 'retry-in-interval');
      const fresh = await submit(user.token, 'another-attempt');
      expect(retry.statusCode).toBe(200);
      expect(retry.body.data.submitId).toBe(first.body.data.submitId);
      expect(fresh.body.code).toBe('COOLDOWN');
    } finally {
      await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
    }
  });

  it('forgets a key after 24 hours', async () => {
    const user = await signedInUser(app);
    const first = await submit(user.token, 'yesterdays-key');
    await app.db
      .updateTable('submitKeys')
      .set({ createdAt: isoAfterSeconds(-(24 * 3600 + 60)) })
      .where('uid', '=', user.uid)
      .execute();
    const later = await submit(user.token, 'yesterdays-key');
    expect(later.statusCode).toBe(200);
    expect(later.body.data.submitId).not.toBe(first.body.data.submitId);
    expect(await submissionsOf(user.uid)).toBe(2);
    const keys = await app.db
      .selectFrom('submitKeys')
      .select('submitId')
      .where('uid', '=', user.uid)
      .execute();
    expect(keys).toEqual([{ submitId: later.body.data.submitId }]);
  });

  it.each([
    ['too short', 'short'],
    ['too long', 'k'.repeat(101)],
    ['with a space', 'has a space in it'],
    ['not ASCII', 'clé-de-soumission'],
  ])('refuses a key %s with a 400 naming the header, writing nothing', async (_, key) => {
    const user = await signedInUser(app);
    const response = await submit(user.token, key);
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toContain('Idempotency-Key');
    expect(await submissionsOf(user.uid)).toBe(0);
  });
});
