import { createHash, timingSafeEqual } from 'node:crypto';
import {
  MAX_CLAIM_WAIT_MS,
  type ClaimResponse,
  type HeartbeatResponse,
  type JudgeKeyInfo,
  type JudgeProgress,
  type JudgeResult,
  type JudgeServerStatus,
  type JudgeServiceInfo,
} from '@judge/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { randomToken } from '../../../lib/random.ts';
import { loadOrCreateSecret } from '../../platform/index.ts';
import type { TestdataRepo } from '../../problems/facts.ts';
import { createJudgeRoster } from './judge-roster.ts';
import { taskRefOf, type JudgingWork } from './judging-work.ts';
import { createQueueRepo } from './queue.repo.ts';
import { createUnservedWatch } from './unserved-watch.ts';
import { createWorkWaiters } from './work-waiters.ts';

const JUDGE_KEY_SECRET = 'judge-key';
/** How often a waiting claim looks at the queue when no submit on this server wakes it (other servers'). */
const CLAIM_POLL_MS = 500;

/** A remote judge's claims are kept apart from embedded judges' (`embedded@<host>#<pid>.<tag>`). */
export const remoteClaimant = (judger: string) => `remote:${judger}`;

async function loadOrCreateJudgeKey(db: Db): Promise<{ key: string; generated: boolean }> {
  const { value, generated } = await loadOrCreateSecret(db, JUDGE_KEY_SECRET, () => randomToken(32));
  return { key: value, generated };
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
  work,
  testdata,
  embedded = null,
}: {
  db: Db;
  dialect: Dialect;
  config: ServerConfig;
  /** The queue's claims and writes, shared with the embedded judge. */
  work: JudgingWork;
  testdata: TestdataRepo;
  /** This server's own judge, when it runs one: it counts as connected for the languages it can run. */
  embedded?: { judger: string; languages: string[]; capacity: number } | null;
}) {
  const stored = config.judgeKey ? null : await loadOrCreateJudgeKey(db);
  const key = config.judgeKey ?? stored!.key;
  const keyDigest = digest(key);
  const leaseSeconds = config.judgeLeaseSeconds;
  const queue = createQueueRepo(db, dialect);
  let closing = false;
  // A daemon heartbeats every third of the lease and long-polls claims: three leases without a call from
  // it (nine heartbeats, even when a proxy spreads its calls over several servers) means it is gone.
  const roster = createJudgeRoster({ db, seenWindowSeconds: 3 * leaseSeconds });
  if (embedded) await roster.setEmbedded(embedded.judger, embedded.languages, embedded.capacity);
  /** Claims being answered on this server, per judge: a judge that leaves ends them before its release. */
  const claimsInFlight = new Map<string, Set<{ stop: AbortController; done: Promise<unknown> }>>();
  const { wakeAll, waitForWork } = createWorkWaiters();
  const unservedWatch = createUnservedWatch({ roster, queue });

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
      await roster.seen(judger, languages);
      const stop = new AbortController();
      const ended = AbortSignal.any([callerGone, stop.signal]);
      let settle!: () => void;
      const entry = { stop, done: new Promise<void>((resolve) => (settle = resolve)) };
      const own = claimsInFlight.get(judger) ?? new Set();
      claimsInFlight.set(judger, own.add(entry));
      try {
        const deadline = Date.now() + Math.min(waitMs, MAX_CLAIM_WAIT_MS);
        for (;;) {
          if (closing || ended.aborted) return { task: null, leaseSeconds };
          const claimed = await work.claimNext(remoteClaimant(judger), leaseSeconds, languages);
          if (claimed && ended.aborted) {
            // The judge hung up or left while this was being claimed: nobody would receive it.
            await work.release(claimed.ref, remoteClaimant(judger));
            wakeAll();
            return { task: null, leaseSeconds };
          }
          if (claimed) return { task: claimed.task, leaseSeconds };
          const left = deadline - Date.now();
          if (left <= 0) return { task: null, leaseSeconds };
          await waitForWork(Math.min(left, CLAIM_POLL_MS), ended);
        }
      } finally {
        own.delete(entry);
        if (own.size === 0 && claimsInFlight.get(judger) === own) claimsInFlight.delete(judger);
        settle();
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
    async heartbeat(
      judger: string,
      runningTaskIds: string[],
      about: { languages: string[]; capacity: number },
    ): Promise<HeartbeatResponse> {
      await roster.seen(judger, about.languages, {
        capacity: about.capacity,
        runningTasks: runningTaskIds.length,
      });
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

    /**
     * A stopping judge leaves: its claims still being answered here end first (one that claims meanwhile
     * gives its task back), then every task the judge still holds goes back to the queue.
     */
    async leave(judger: string): Promise<{ released: number }> {
      await roster.left(judger);
      const pending = [...(claimsInFlight.get(judger) ?? [])];
      for (const claim of pending) claim.stop.abort();
      await Promise.all(pending.map((claim) => claim.done));
      const released = await work.releaseAll(remoteClaimant(judger));
      if (released > 0) wakeAll();
      return { released };
    },

    /** Whether a connected judge (embedded, or remote within the window) can run the language. */
    canRun: (language: string): Promise<boolean> => roster.canRun(language),

    /** Root's view: connected judges with their languages, and waiting work per language. */
    async status(): Promise<JudgeServerStatus> {
      return roster.status(await queue.waitingLanguages());
    },

    /**
     * The dashboard's judges: each connected judge with the tasks it holds now (its claims in the queue; a
     * remote judge claims under `remote:<name>`).
     */
    async judgeInfo(): Promise<JudgeServiceInfo[]> {
      const [judges, claimed] = await Promise.all([roster.connected(), queue.claimedCounts()]);
      return judges.map((judge) => ({
        name: judge.name,
        kind: judge.kind,
        languages: judge.languages,
        capacity: judge.capacity,
        running: claimed.get(judge.kind === 'remote' ? remoteClaimant(judge.name) : judge.name) ?? 0,
        lastSeenAt: judge.lastSeenAt,
        // Listed only while connected, so healthy: HOJ's dashboard marks a row without the tag as down.
        service: { serviceId: judge.name, metadata: { judgeName: judge.name, 'nacos.healthy': 'true' } },
      }));
    },

    checkUnserved: unservedWatch.checkUnserved,

    /**
     * Until close: checks for unserved languages now and then, and keeps this server's embedded judge
     * listed for the other servers (its row is refreshed well within the window).
     */
    watchUnserved: (log: FastifyBaseLogger) => unservedWatch.watch(log),

    testData: (hash: string) => testdata.get(hash),

    /** Something was queued on this server: waiting claims look at the queue now. */
    poke: wakeAll,

    /**
     * Ends every waiting claim (with no task) so the server closes without waiting for long polls, and
     * takes this server's embedded judge off the judges' list.
     */
    async close() {
      closing = true;
      unservedWatch.stop();
      wakeAll();
      await roster.close();
    },
  };
}
export type RemoteJudgesService = Awaited<ReturnType<typeof createRemoteJudgesService>>;
