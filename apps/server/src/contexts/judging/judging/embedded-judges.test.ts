import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { hostname } from 'node:os';
import { JudgeStatus, Role } from '@judge/contract';
import { buildApp, type BuiltApp } from '../../../app.ts';
import { isoAfterSeconds } from '../../../lib/time.ts';
import {
  createProblem,
  createTestApp,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';
import { isDeadLocalEmbeddedJudge } from './embedded-judge.ts';

// Long leases: whatever is taken over during the test was given back, never lapsed.
const LEASE_SECONDS = 300;
const PY_AC = 'a, b = map(int, input().split())\nprint(a + b)\n';
const PY_SLOW_AC = 'import time\ntime.sleep(0.4)\na, b = map(int, input().split())\nprint(a + b)\n';

/** A pid that surely belongs to no process: one that just exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '']);
  await new Promise((resolve) => child.once('exit', resolve));
  return child.pid!;
}

/**
 * Several servers with embedded judges on one host and one database (ARCHITECTURE.md §1: N servers behind
 * a proxy): each has its own judge name, and a starting server takes back only the work of a server of
 * this host that is gone, never the live claims of another.
 */
describe(`embedded judges of several servers on one host (${TEST_DIALECT})`, () => {
  let site: TestApp;
  const servers: BuiltApp[] = [];
  beforeAll(async () => {
    site = await createTestApp({ embeddedJudge: false, judgeLeaseSeconds: LEASE_SECONDS });
    await site.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  });
  afterAll(async () => {
    for (const server of servers) await server.app.close();
    await site.close();
  });

  const startServer = async () => {
    const server = await buildApp({
      config: { ...site.config, embeddedJudge: true, judgeConcurrency: 1 },
      database: site.handle,
      logger: false,
    });
    servers.push(server);
    return server;
  };
  const row = (id: number) =>
    site.db.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const claimAs = (id: number, claimant: string) =>
    site.db
      .updateTable('submissions')
      .set({
        claimedBy: claimant,
        leaseExpiresAt: isoAfterSeconds(LEASE_SECONDS),
        status: JudgeStatus.COMPILING,
      })
      .where('id', '=', id)
      .execute();

  it('tells a dead embedded judge of this host from a live one', async () => {
    const host = hostname();
    const gone = await deadPid();
    expect(isDeadLocalEmbeddedJudge(`embedded@${host}#${gone}.a1b2c3`)).toBe(true);
    expect(isDeadLocalEmbeddedJudge(`embedded@${host}#${gone}`)).toBe(true); // the older name format
    expect(isDeadLocalEmbeddedJudge(`embedded@${host}#${process.ppid}.a1b2c3`)).toBe(false);
    expect(isDeadLocalEmbeddedJudge(`embedded@${host}#${process.pid}.a1b2c3`)).toBe(false);
    expect(isDeadLocalEmbeddedJudge(`embedded@another-host#${gone}.a1b2c3`)).toBe(false);
    expect(isDeadLocalEmbeddedJudge(`remote:${host}#${gone}.a1b2c3`)).toBe(false);
  });

  it('a second server leaves the first one’s live claims alone and takes back a dead server’s at once', async () => {
    const root = await signedInUser(site, Role.ROOT);
    const user = await signedInUser(site);
    const { pid } = await createProblem(site, root.token, {
      languages: ['Python3'],
      samples: Array.from({ length: 8 }, (_, i) => ({ input: `${i} ${i}\n`, output: `${2 * i}\n` })),
    });
    const submit = async (code: string) =>
      (
        await site.request({
          method: 'POST',
          url: '/api/submit-problem-judge',
          token: user.token,
          body: { pid, language: 'Python3', code },
        })
      ).body.data.submitId as number;

    // Work held by a server of this host that crashed, and by one that is alive (here: our parent process).
    const orphaned = await submit(PY_AC);
    await claimAs(orphaned, `embedded@${hostname()}#${await deadPid()}.dead00`);
    const liveClaimant = `embedded@${hostname()}#${process.ppid}.a11ve0`;
    const heldElsewhere = await submit(PY_AC);
    await claimAs(heldElsewhere, liveClaimant);
    const slow = await submit(PY_SLOW_AC);

    const first = await startServer();
    const firstJudger = first.services.judge!.judger;
    expect(firstJudger).toMatch(new RegExp(`^embedded@.+#${process.pid}\\.[0-9a-f]{6}$`));
    // The orphan is judged at once, not after its 300 s lease.
    expect((await waitForVerdict(site, orphaned, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    await new Promise<void>((resolve, reject) => {
      const started = Date.now();
      const check = async () => {
        const current = await row(slow);
        if (current.claimedBy === firstJudger && current.progressDone >= 1) return resolve();
        if (Date.now() - started > 60_000) return reject(new Error('the first server never judged'));
        setTimeout(() => void check().catch(reject), 50);
      };
      void check().catch(reject);
    });
    const claimedVersion = (await row(slow)).version;

    // A second server on this host starts while the first is judging: a name of its own, nothing taken.
    const second = await startServer();
    expect(second.services.judge!.judger).not.toBe(firstJudger);
    const fast = await submit(PY_AC);
    expect((await waitForVerdict(site, fast, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    expect(await row(slow)).toMatchObject({ claimedBy: firstJudger, version: claimedVersion });

    expect((await waitForVerdict(site, slow, 60_000)).status).toBe(JudgeStatus.ACCEPTED);
    const finished = await row(slow);
    expect(finished).toMatchObject({ version: claimedVersion, claimedBy: null, progressDone: 8 });
    const caseVersions = await site.db
      .selectFrom('judgeCases')
      .select('version')
      .where('submissionId', '=', slow)
      .execute();
    expect(caseVersions).toHaveLength(8);
    expect(new Set(caseVersions.map((c) => c.version))).toEqual(new Set([claimedVersion]));

    // The live server's claim is untouched by either start.
    expect(await row(heldElsewhere)).toMatchObject({
      claimedBy: liveClaimant,
      status: JudgeStatus.COMPILING,
    });
    await site.db
      .updateTable('submissions')
      .set({ claimedBy: null, leaseExpiresAt: null, status: JudgeStatus.CANCELLED })
      .where('id', '=', heldElsewhere)
      .execute();
  });

  it('every server lists the judges any server heard from, and a stopped server’s judge leaves the list', async () => {
    const root = await signedInUser(site, Role.ROOT);
    const judgeNames = async () =>
      (await site.request({ url: '/api/admin/judge/status', token: root.token })).body.data.judges.map(
        (judge: { name: string; kind: string }) => `${judge.kind} ${judge.name}`,
      );
    // The site has no judge of its own: it sees the other server's embedded judge through the database.
    const other = await startServer();
    const otherJudge = `embedded ${other.services.judge!.judger}`;
    expect(await judgeNames()).toContain(otherJudge);
    // A daemon whose heartbeat reached the other server (a proxy spreads calls) is seen here too.
    const heartbeat = await other.app.inject({
      method: 'POST',
      url: '/api/judge-server/heartbeat',
      headers: { 'x-judge-key': site.services.remoteJudges.keyInfo().key },
      payload: {
        type: 'heartbeat',
        judger: 'behind-the-proxy',
        capacity: 2,
        runningTaskIds: [],
        languages: ['Python3'],
        unsafe: false,
      },
    });
    expect(heartbeat.statusCode).toBe(200);
    expect(await judgeNames()).toContain('remote behind-the-proxy');
    // The other server stops: its embedded judge is no longer listed anywhere.
    await other.app.close();
    servers.splice(servers.indexOf(other), 1);
    const after = await judgeNames();
    expect(after).not.toContain(otherJudge);
    expect(after).toContain('remote behind-the-proxy');
  });
});
