import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { JudgeWorker } from '@judge/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import type { JudgingWork } from './judging-work.ts';
import { createQueueRepo } from './queue.repo.ts';

export interface EmbeddedJudgeOptions {
  db: Db;
  dialect: Dialect;
  worker: JudgeWorker;
  log: FastifyBaseLogger;
  /** The queue's claims and writes, shared with the remote judges' calls. */
  work: JudgingWork;
  /** A claim lapses this long after the judge last extended it (a dead judge's work returns to the queue). */
  leaseSeconds?: number;
  /** How often the queue is looked at when nothing wakes the judge up. */
  pollMs?: number;
  /** Only tasks in these languages are claimed (the worker's enabled ones); all when absent. */
  languages?: string[];
}

const EMBEDDED_PREFIX = 'embedded@';

/**
 * `embedded@<host>#<pid>.<random>`: unique per server process, so two servers on one host (or a restarted
 * one that got the same pid) never share a name, and the pid tells a later start whether its owner lives.
 */
export function embeddedJudgerName(): string {
  return `${EMBEDDED_PREFIX}${hostname()}#${process.pid}.${randomBytes(3).toString('hex')}`;
}

/**
 * Whether `claimant` is an embedded judge of this host whose process is gone (a crashed or killed server):
 * its work can go back to the queue at once. A live process (another server, or an unrelated process that
 * reused the pid) keeps its claims; they are only re-claimed when their lease lapses.
 */
export function isDeadLocalEmbeddedJudge(claimant: string, host = hostname()): boolean {
  const prefix = `${EMBEDDED_PREFIX}${host}#`;
  if (!claimant.startsWith(prefix)) return false;
  const pid = /^(\d{1,10})(?:\.|$)/.exec(claimant.slice(prefix.length))?.[1];
  if (!pid || Number(pid) === process.pid) return false;
  try {
    process.kill(Number(pid), 0);
    return false;
  } catch (error) {
    // EPERM: the process exists but is not ours to signal; only ESRCH says nobody has that pid.
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

/**
 * The judge inside the server process: claims work from the database queue, runs it on the
 * judge worker, and writes progress and the one final result back (judging-work.ts, the same
 * writes remote judges make through the judge-server calls), so an embedded and several remote
 * judges can share the queue.
 */
export function createEmbeddedJudge({
  db,
  dialect,
  worker,
  log,
  work,
  leaseSeconds = 30,
  pollMs = 1000,
  languages,
}: EmbeddedJudgeOptions) {
  const judger = embeddedJudgerName();
  const queue = createQueueRepo(db, dialect);
  let running = true;
  let active = 0;
  let wake: (() => void) | null = null;
  // A wake that comes while the loop is busy claiming is remembered, so a freed slot never waits for the poll.
  let wakeRequested = false;
  const wakeUp = () => {
    wakeRequested = true;
    wake?.();
  };
  const inFlight = new Set<Promise<void>>();

  /**
   * A task holds a slot while the worker judges it, not while its result is written: the next claim runs beside
   * the write, so the worker waits for one claim between tasks instead of a write and a claim (bench/queue-drain).
   */
  function track(run: (freeSlot: () => void) => Promise<unknown>) {
    active += 1;
    let freed = false;
    const freeSlot = () => {
      if (freed) return;
      freed = true;
      active -= 1;
      wakeUp();
    };
    const tracked = run(freeSlot)
      .then(() => undefined)
      .catch((error) => log.error({ err: error }, 'judge task crashed'))
      .finally(() => {
        freeSlot();
        inFlight.delete(tracked);
      });
    inFlight.add(tracked);
  }

  async function fillSlots() {
    while (running && active < worker.concurrency) {
      const claimed = await work.claimNext(judger, leaseSeconds, languages);
      if (!claimed) return;
      track((freeSlot) =>
        work.runClaimed(claimed, { judger, worker, leaseSeconds, log, onJudged: freeSlot }),
      );
    }
  }

  async function loop() {
    // Work held by a server of this host that died (a crash, kill -9) is redone at once; live servers'
    // claims stay theirs (a second server on this host must not take back the first one's work).
    try {
      for (const claimant of await queue.claimants()) {
        if (!isDeadLocalEmbeddedJudge(claimant)) continue;
        const released = await queue.releaseAllOf(claimant);
        if (released > 0)
          log.info(`judge: ${released} task(s) of ${claimant}, which is gone, back in the queue`);
      }
    } catch (error) {
      log.error({ err: error }, 'judge queue unavailable');
    }
    while (running) {
      wakeRequested = false;
      try {
        await fillSlots();
      } catch (error) {
        log.error({ err: error }, 'judge queue unavailable');
      }
      await new Promise<void>((resolve) => {
        if (wakeRequested || !running) return resolve();
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  const loopDone = loop();
  return {
    judger,
    languages,
    /** Called after a submit so the judge doesn't wait for its next poll. */
    poke: wakeUp,
    async stop() {
      running = false;
      wakeUp();
      await loopDone;
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type EmbeddedJudge = ReturnType<typeof createEmbeddedJudge>;
