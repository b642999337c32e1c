// `npm run load -- --ramp`: the ceiling. Plays the contest at N contestants, then 2N, 4N, ... (a fresh topology
// each time) until a run has an error or a read whose p95 passes 500 ms; the largest N before that is the
// ceiling held on this machine (issue 21 §1, docs/load.md "The ceiling").

/** The calls that change something; every other call a contestant makes is a read. */
const WRITES = new Set(['POST /api/login', 'POST /api/submit-problem-judge', 'POST /api/comment']);
export const READ_P95_LIMIT_MS = 500;

/** Whether a run held: no error, and every read's p95 at most the limit; otherwise why not. */
export function rampVerdict(report) {
  if (report.errors > 0) return { held: false, reason: `${report.errors} errors` };
  const slow = report.calls
    .filter((row) => !WRITES.has(row.name) && row.p95 !== null && row.p95 > READ_P95_LIMIT_MS)
    .map((row) => `${row.name} p95 ${row.p95.toFixed(0)} ms`);
  return slow.length > 0 ? { held: false, reason: slow.join(', ') } : { held: true, reason: null };
}

/**
 * Runs `play(n)` at n = start, 2 start, 4 start, ... up to `max`, stopping at the first run that does not hold.
 * Answers every step and the ceiling (null when even the first run did not hold).
 */
export async function ramp({ start, max, play, log = () => {} }) {
  const steps = [];
  for (let contestants = start; contestants <= max; contestants *= 2) {
    log(`ramp: ${contestants} contestants`);
    const report = await play(contestants);
    const verdict = rampVerdict(report);
    steps.push({ contestants, ...verdict, report });
    log(`ramp: ${contestants} ${verdict.held ? 'held' : `did not hold (${verdict.reason})`}`);
    if (!verdict.held) break;
  }
  const held = steps.filter((step) => step.held);
  return { steps, ceiling: held.length > 0 ? held.at(-1).contestants : null };
}
