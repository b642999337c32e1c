import type { FastifyBaseLogger } from 'fastify';
import type { JudgeRoster } from './judge-roster.ts';
import type { QueueRepo } from './queue.repo.ts';

/** How often the queue is checked for languages that no connected judge can run (a warning in the log). */
const UNSERVED_CHECK_MS = 30_000;

/** The queue's languages no connected judge runs, warned about in the log, and this server's judge kept listed. */
export function createUnservedWatch({ roster, queue }: { roster: JudgeRoster; queue: QueueRepo }) {
  let unservedTimer: NodeJS.Timeout | undefined;
  let rosterTimer: NodeJS.Timeout | undefined;
  /** Languages already warned about, so the log says it once per language until it is served again. */
  const warnedUnserved = new Set<string>();

  /**
   * Logs a warning, once per language, when work has waited longer than the judges' window in a language
   * that no connected judge can run (a missing toolchain, no daemon): it would otherwise wait in silence.
   */
  async function checkUnserved(log: FastifyBaseLogger, nowMs = Date.now()): Promise<void> {
    const status = await roster.status(await queue.waitingLanguages());
    const stale = nowMs - roster.seenWindowSeconds * 1000;
    const unserved = new Set<string>();
    for (const entry of status.queue) {
      if (entry.runnable || Date.parse(entry.oldestCreatedAt) > stale) continue;
      unserved.add(entry.language);
      if (warnedUnserved.has(entry.language)) continue;
      warnedUnserved.add(entry.language);
      log.warn(
        {
          language: entry.language,
          waiting: entry.waiting,
          judges: status.judges.map((judge) => judge.name),
        },
        `${entry.waiting} task(s) in ${entry.language} wait for a judge, but no connected judge can run ${entry.language}`,
      );
    }
    for (const language of [...warnedUnserved]) if (!unserved.has(language)) warnedUnserved.delete(language);
  }

  return {
    checkUnserved,

    /**
     * Until stop: checks for unserved languages now and then, and keeps this server's embedded judge
     * listed for the other servers (its row is refreshed well within the window).
     */
    watch(log: FastifyBaseLogger) {
      clearInterval(unservedTimer);
      clearInterval(rosterTimer);
      unservedTimer = setInterval(() => {
        checkUnserved(log).catch((error: unknown) => log.warn({ err: error }, 'judge queue check failed'));
      }, UNSERVED_CHECK_MS);
      unservedTimer.unref();
      rosterTimer = setInterval(
        () => {
          roster
            .refreshEmbedded()
            .catch((error: unknown) => log.warn({ err: error }, 'judge list refresh failed'));
        },
        (roster.seenWindowSeconds * 1000) / 3,
      );
      rosterTimer.unref();
    },

    stop() {
      clearInterval(unservedTimer);
      clearInterval(rosterTimer);
    },
  };
}
