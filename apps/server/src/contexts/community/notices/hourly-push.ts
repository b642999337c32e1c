import type { FastifyBaseLogger } from 'fastify';

const HOUR_MS = 3_600_000;

/** Milliseconds from `nowMs` to the next full hour (a full hour itself waits a whole hour). */
export function msUntilNextHour(nowMs: number): number {
  return HOUR_MS - (nowMs % HOUR_MS);
}

/**
 * Pushes the saved notices on every full hour (UTC hours, which are local hours in all but a few time zones),
 * as the reference's scheduled job does (`0 0 0/1 * * *`). Every server runs it; the push's conditional
 * update lets only one of them deliver each notice. Returns the function that stops it.
 */
export function startHourlyPush(
  pushPending: () => Promise<{ notices: number; delivered: number }>,
  log: FastifyBaseLogger,
): () => void {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      pushPending()
        .then(({ notices, delivered }) => {
          if (notices > 0) log.info({ notices, delivered }, 'hourly push of system notifications');
        })
        .catch((error: unknown) => log.error({ err: error }, 'hourly push of system notifications failed'))
        .finally(schedule);
    }, msUntilNextHour(Date.now()));
    timer.unref();
  };
  schedule();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
