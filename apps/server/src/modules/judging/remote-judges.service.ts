import { createHash, timingSafeEqual } from 'node:crypto';
import {
  MAX_CLAIM_WAIT_MS,
  type ClaimResponse,
  type HeartbeatResponse,
  type JudgeKeyInfo,
  type JudgeProgress,
  type JudgeResult,
} from '@judge/contract';
import type { ServerConfig } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/dialect.ts';
import { randomToken } from '../../lib/random.ts';
import { createTestdataRepo } from '../testdata/testdata.repo.ts';
import { createJudgingWork, taskRefOf } from './judging-work.ts';

const JUDGE_KEY_SECRET = 'judge-key';
/** How often a waiting claim looks at the queue when no submit on this server wakes it (other servers'). */
const CLAIM_POLL_MS = 500;

/** A remote judge's claims are kept apart from embedded judges' (whose claims a restart releases). */
export const remoteClaimant = (judger: string) => `remote:${judger}`;

async function loadOrCreateJudgeKey(db: Db): Promise<{ key: string; generated: boolean }> {
  const read = () =>
    db.selectFrom('secrets').select('value').where('name', '=', JUDGE_KEY_SECRET).executeTakeFirst();
  const existing = await read();
  if (existing) return { key: existing.value, generated: false };
  // Two servers starting together may race: the loser's insert is ignored and it reads the winner's key.
  const candidate = randomToken(32);
  await db
    .insertInto('secrets')
    .values({ name: JUDGE_KEY_SECRET, value: candidate })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const stored = await read();
  if (!stored) throw new Error('the judge key could not be stored');
  return { key: stored.value, generated: stored.value === candidate };
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * The server's side of the remote judge protocol (contract `REMOTE_JUDGE_PREFIX` calls): judges
 * authenticated by the judge key claim work with long polling and write through judging-work.ts,
 * exactly as the embedded judge does.
 */
export async function createRemoteJudgesService({
  db,
  dialect,
  config,
}: {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
}) {
  const stored = config.judgeKey ? null : await loadOrCreateJudgeKey(db);
  const key = config.judgeKey ?? stored!.key;
  const keyDigest = digest(key);
  const leaseSeconds = config.judgeLeaseSeconds;
  const work = createJudgingWork(db, dialect);
  const testdata = createTestdataRepo(db);
  const waiters = new Set<() => void>();
  let closing = false;

  const wakeAll = () => {
    for (const wake of [...waiters]) wake();
  };

  /** Resolves after `ms`, or earlier when work may have arrived, the server closes or the caller leaves. */
  function waitForWork(ms: number, gone: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        waiters.delete(done);
        gone.removeEventListener('abort', done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      waiters.add(done);
      gone.addEventListener('abort', done);
    });
  }

  return {
    /** True on the start that generated the key (main.ts prints it then, next to the root password). */
    keyGenerated: stored?.generated ?? false,

    keyInfo: (): JudgeKeyInfo => ({ key, source: config.judgeKey ? 'environment' : 'generated' }),

    /** Constant-time: digests of equal length are compared, so neither content nor length leaks. */
    verifyKey(presented: unknown): boolean {
      if (typeof presented !== 'string' || presented.length === 0) return false;
      return timingSafeEqual(digest(presented), keyDigest);
    },

    /**
     * Long polling: claims at once when there is work, else waits (woken by submits on this server,
     * re-checking every CLAIM_POLL_MS for other servers' submits) until `waitMs` ends. A caller that
     * disconnects stops the wait, so no task is claimed for a judge that is not there to receive it.
     */
    async claim(
      judger: string,
      languages: string[],
      waitMs: number,
      callerGone: AbortSignal,
    ): Promise<ClaimResponse> {
      const deadline = Date.now() + Math.min(waitMs, MAX_CLAIM_WAIT_MS);
      for (;;) {
        if (closing || callerGone.aborted) return { task: null, leaseSeconds };
        const claimed = await work.claimNext(remoteClaimant(judger), leaseSeconds, languages);
        if (claimed) return { task: claimed.task, leaseSeconds };
        const left = deadline - Date.now();
        if (left <= 0) return { task: null, leaseSeconds };
        await waitForWork(Math.min(left, CLAIM_POLL_MS), callerGone);
      }
    },

    async progress(judger: string, progress: JudgeProgress): Promise<boolean> {
      const ref = taskRefOf(progress.taskId);
      return ref ? work.applyProgress(ref, remoteClaimant(judger), progress) : false;
    },

    async result(judger: string, result: JudgeResult): Promise<boolean> {
      const ref = taskRefOf(result.taskId);
      return ref ? work.applyResult(ref, remoteClaimant(judger), result) : false;
    },

    /** Renews the lease of every task the judge still runs; answers the ones it must abort. */
    async heartbeat(judger: string, runningTaskIds: string[]): Promise<HeartbeatResponse> {
      const cancel: string[] = [];
      for (const taskId of runningTaskIds) {
        const ref = taskRefOf(taskId);
        const ours = ref ? await work.renewLease(ref, remoteClaimant(judger), leaseSeconds) : false;
        if (!ours) cancel.push(taskId);
      }
      return { cancel, leaseSeconds };
    },

    /** A stopping judge's unfinished tasks go back to the queue at once. */
    async release(judger: string, taskIds: string[]): Promise<{ released: number }> {
      let released = 0;
      for (const taskId of taskIds) {
        const ref = taskRefOf(taskId);
        if (ref && (await work.release(ref, remoteClaimant(judger)))) released++;
      }
      if (released > 0) wakeAll();
      return { released };
    },

    testData: (hash: string) => testdata.get(hash),

    /** Something was queued on this server: waiting claims look at the queue now. */
    poke: wakeAll,

    /** Ends every waiting claim (with no task) so the server closes without waiting for long polls. */
    close() {
      closing = true;
      wakeAll();
    },
  };
}
export type RemoteJudgesService = Awaited<ReturnType<typeof createRemoteJudgesService>>;
