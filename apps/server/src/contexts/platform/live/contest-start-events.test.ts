// A contest's start pushed with each reader's problem list (docs/live-updates.md, issue 21): at the start every
// contestant's page asked for the list in the same second; the page whose stream holds the event asks nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, type LiveEvent } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { openDatabase } from '../../../db/database.ts';
import { createContest, isoFromNow } from '../../../../test/contests-kit.ts';
import { openLive, type LiveClient } from '../../../../test/live-kit.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../../test/test-app.ts';

type Signed = Awaited<ReturnType<typeof signedInUser>>;
let app: TestApp;
/** A second server on the same PostgreSQL database (on SQLite, one process: the same app). */
let other: BuiltApp;
let closeOther = async () => undefined as unknown;
let root: Signed;
const streams: LiveClient[] = [];

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  if (TEST_DIALECT === 'postgres') {
    const handle = openDatabase({ databaseUrl: app.databaseUrl, sqliteFile: '' });
    other = await buildApp({ config: app.config, database: handle, logger: false });
    await other.app.ready();
    closeOther = async () => {
      await other.app.close();
      await handle.close();
    };
  } else other = app;
});
afterAll(async () => {
  for (const stream of streams) stream.close();
  await closeOther();
  await app.close();
});

async function listen(server: BuiltApp['app'], token: string) {
  const stream = await openLive(server, token);
  expect(stream.status).toBe(200);
  streams.push(stream);
  await stream.opened;
  return stream;
}

/** A private contest with one problem, starting in an hour (startsIn moves it). */
async function privateContest() {
  const cid = await createContest(app, root.token, {
    startTime: isoFromNow(3_600_000),
    endTime: isoFromNow(7_200_000),
    auth: 1,
    pwd: 'pw',
  });
  const { pid } = await createProblem(app, root.token);
  const link = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid, displayId: 'A' },
  });
  expect(link.statusCode).toBe(200);
  return cid;
}

/** Moves the contest's start to `inMs` from now (its readers are ready: the test does not race the start). */
async function startsIn(cid: number, inMs: number) {
  await app.db
    .updateTable('contests')
    .set({ startTime: isoFromNow(inMs), endTime: isoFromNow(inMs + 3_600_000) })
    .where('id', '=', cid)
    .execute();
}

async function registered(cid: number) {
  const user = await signedInUser(app);
  const answer = await app.request({
    method: 'POST',
    url: '/api/register-contest',
    token: user.token,
    body: { cid, password: 'pw' },
  });
  expect(answer.statusCode).toBe(200);
  return user;
}

const startOf = (cid: number) => (event: LiveEvent) => event.kind === 'contest-started' && event.cid === cid;

/** Every event a stream was sent before a marker raised after the start (a stream writes in order). */
async function settled(server: BuiltApp, stream: LiveClient, uid: number) {
  server.parts.live.bus.raiseHere({ kind: 'queue' }, { to: 'user', uid });
  await stream.next((event) => event.kind === 'queue');
  return stream.events;
}

describe(`a contest's start on the push stream (${TEST_DIALECT})`, () => {
  it('reaches its contestants on every server once, with the list get-contest-problem answers them, and no one else', async () => {
    const cid = await privateContest();
    const [alice, bob] = [await registered(cid), await registered(cid)];
    const carol = await signedInUser(app);
    const streamOf = {
      alice: await listen(app.app, alice.token),
      bob: await listen(other.app, bob.token),
      carol: await listen(app.app, carol.token),
    };
    await startsIn(cid, 1_000);
    await Promise.all([app.parts.live.starts.look(), other.parts.live.starts.look()]);
    expect(app.parts.live.starts.scheduled().has(cid)).toBe(true);

    const [forAlice, forBob] = await Promise.all([
      streamOf.alice.next(startOf(cid)),
      streamOf.bob.next(startOf(cid)),
    ]);
    const listOf = async (user: Signed) =>
      (await app.request({ url: '/api/get-contest-problem', query: { cid: String(cid) }, token: user.token }))
        .body.data;
    expect(forAlice).toEqual({ kind: 'contest-started', cid, problems: await listOf(alice) });
    expect(forBob).toEqual({ kind: 'contest-started', cid, problems: await listOf(bob) });
    expect(forAlice.kind === 'contest-started' && forAlice.problems.map((row) => row.displayId)).toEqual([
      'A',
    ]);

    const starts = (events: LiveEvent[]) => events.filter(startOf(cid)).length;
    expect(starts(await settled(app, streamOf.alice, alice.uid))).toBe(1);
    expect(starts(await settled(other, streamOf.bob, bob.uid))).toBe(1);
    // Not registered: the contest refuses her its list, so her stream is not told.
    expect(starts(await settled(app, streamOf.carol, carol.uid))).toBe(0);
  });

  it('is not sent for a contest whose start moved after it was looked up', async () => {
    const cid = await privateContest();
    const alice = await registered(cid);
    const stream = await listen(app.app, alice.token);
    await startsIn(cid, 1_000);
    await app.parts.live.starts.look();
    expect(app.parts.live.starts.scheduled().get(cid)).toBeDefined();
    await startsIn(cid, 3_600_000);
    // The timer fires at the old start and looks again: the contest no longer starts then.
    await new Promise<void>((resolve) => {
      const wait = setInterval(() => {
        if (!app.parts.live.starts.scheduled().has(cid)) resolve(clearInterval(wait));
      }, 50);
    });
    expect((await settled(app, stream, alice.uid)).filter(startOf(cid))).toEqual([]);
  });
});
