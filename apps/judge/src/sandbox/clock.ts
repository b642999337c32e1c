/** The host's monotonic clock in microseconds (CLOCK_MONOTONIC on Linux, the clock on which the helper reports
 * `ended_us`), so the ends of two runs in different boxes can be ordered. */
export function monotonicMicroseconds(): number {
  return Number(process.hrtime.bigint() / 1000n);
}
