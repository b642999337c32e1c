import { hostname } from 'node:os';
import type { JudgeWorker } from '@judge/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/dialect.ts';
import { createJudgingWork } from './judging-work.ts';
import { createQueueRepo } from './queue.repo.ts';

export interface EmbeddedJudgeOptions {
  db: Db;
  dialect: Dialect;
  worker: JudgeWorker;
  log: FastifyBaseLogger;
  /** A claim lapses this long after the judge last extended it (a dead judge's work returns to the queue). */
  leaseSeconds?: number;
  /** How often the queue is looked at when nothing wakes the judge up. */
  pollMs?: number;
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
  leaseSeconds = 30,
  pollMs = 1000,
}: EmbeddedJudgeOptions) {
  const judgerPrefix = `embedded@${hostname()}`;
  const judger = `${judgerPrefix}#${process.pid}`;
  const queue = createQueueRepo(db, dialect);
  const work = createJudgingWork(db, dialect);
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

  function track(promise: Promise<void>) {
    active += 1;
    const tracked = promise
      .catch((error) => log.error({ err: error }, 'judge task crashed'))
      .finally(() => {
        active -= 1;
        inFlight.delete(tracked);
        wakeUp();
      });
    inFlight.add(tracked);
  }

  async function fillSlots() {
    while (running && active < worker.concurrency) {
      const claimed = await work.claimNext(judger, leaseSeconds);
      if (!claimed) return;
      track(work.runClaimed(claimed, { judger, worker, leaseSeconds, log }).then(() => undefined));
    }
  }

  async function loop() {
    // Work claimed by this host's previous run of the server is ours to redo at once.
    await queue.releaseClaimsOf(judgerPrefix);
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
