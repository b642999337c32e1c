import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { loadOrCreateSecret } from './secrets.repo.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('a secret of the site', () => {
  it('is made once: the first call stores what it made, later calls read it back', async () => {
    const first = await loadOrCreateSecret(app.db, 'test-secret', () => 'made first');
    expect(first).toEqual({ value: 'made first', generated: true });
    const again = await loadOrCreateSecret(app.db, 'test-secret', () => 'made again');
    expect(again).toEqual({ value: 'made first', generated: false });
  });

  it('keeps the winner when two servers make it at once', async () => {
    const [one, two] = await Promise.all([
      loadOrCreateSecret(app.db, 'raced-secret', () => 'one'),
      loadOrCreateSecret(app.db, 'raced-secret', () => 'two'),
    ]);
    expect(one.value).toBe(two.value);
    expect([one.generated, two.generated].filter(Boolean)).toHaveLength(1);
  });
});
