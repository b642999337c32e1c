import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type RoleId } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { createContest } from '../../../test/contests-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import type { ClicsSource } from './clics-source.ts';
import { createClicsService, SHARED_FEED_VIEW_MS } from './clics.service.ts';

let app: TestApp;
let cid: number;
let admin: Actor;
let otherAdmin: Actor;
let adminToken: string;

/** The caller as the Contest API's routes hand it to the service. */
async function actorOf(role: RoleId): Promise<Actor & { token: string }> {
  const user = await signedInUser(app, role);
  return { uid: user.uid, username: user.username, role, sessionId: 'test', token: user.token };
}

beforeAll(async () => {
  app = await createTestApp();
  const root = await actorOf(Role.ROOT);
  admin = root;
  adminToken = root.token;
  otherAdmin = await actorOf(Role.ROOT);
  cid = await createContest(app, adminToken);
});
afterAll(() => app.close());

/** The server's own source, counting how often the runs (every test case result of the contest) are read. */
function countingSource() {
  const reads = { judgeCases: 0 };
  const real = app.parts.clics.source;
  const source: ClicsSource = {
    ...real,
    judgeCases: (id) => {
      reads.judgeCases += 1;
      return real.judgeCases(id);
    },
  };
  return { source, reads };
}

describe(`a streamed event feed's polls (${TEST_DIALECT})`, () => {
  it('share one view per contest and reader kind for a second, then read again', async () => {
    let nowMs = 1_000_000;
    const { source, reads } = countingSource();
    const service = createClicsService(source, () => nowMs);
    const first = await service.polledView(admin, cid);
    // Three clients polling in the same second: one read of the contest's runs.
    expect(await service.polledView(otherAdmin, cid)).toBe(first);
    expect(await service.polledView(admin, cid)).toBe(first);
    expect(reads.judgeCases).toBe(1);
    // The public reads a frozen contest of its own, never the admins' view.
    expect(await service.polledView(null, cid).catch(() => 'refused')).not.toBe(first);
    nowMs += SHARED_FEED_VIEW_MS;
    const next = await service.polledView(admin, cid);
    expect(next).not.toBe(first);
    expect(reads.judgeCases).toBeGreaterThanOrEqual(2);
  });

  it('still asks each caller the right to read', async () => {
    const { source } = countingSource();
    const service = createClicsService(source, () => 0);
    await service.polledView(admin, cid);
    const stranger = await actorOf(Role.USER);
    const hidden = await createContest(app, adminToken, { visible: false });
    await service.polledView(admin, hidden);
    await expect(service.polledView(stranger, hidden)).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
