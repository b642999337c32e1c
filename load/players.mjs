// The load generator's contestants, played in worker threads: one event loop holding 2,000 push streams and parsing
// every board change on each lagged hundreds of milliseconds at the 95th second (docs/load.md, session 42), and an
// answer waits in that loop before its latency is taken. Each thread plays a share of the contestants with its own
// recorder; the main thread merges them into the run's.
import { Worker } from 'node:worker_threads';
import { mergeRecorded, worstLoopPerSecond } from './stats.mjs';

/** Threads unless told: a few per core keeps each loop's share of the streams small. */
export const DEFAULT_THREADS = 4;

function playThread(workerData) {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./player-thread.mjs', import.meta.url), { workerData });
    let result = null;
    worker.once('message', (message) => (result = message));
    worker.once('error', reject);
    worker.once('exit', (code) =>
      result
        ? resolve(result)
        : reject(new Error(`a contestants' thread ended (exit ${code}) without its figures`)),
    );
  });
}

/**
 * Plays every contestant of `contest` across `threads` threads (contestant i on thread i mod threads), recording
 * into `recorder`; answers the summed tallies and every submit attempt (for --kill-server's exactly-once check).
 */
export async function playInThreads({
  baseUrl,
  contest,
  recorder,
  threads = DEFAULT_THREADS,
  arrivalMs,
  deadline,
  startsAtMs,
  solveMinutes,
  push,
}) {
  const { cid, problems, usernames, startMs } = contest;
  const count = Math.max(1, Math.min(threads, usernames.length));
  const shares = Array.from({ length: count }, () => []);
  usernames.forEach((username, index) => shares[index % count].push({ index, username }));
  const common = {
    baseUrl,
    contest: { cid, problems, startMs },
    total: usernames.length,
    playStartedAt: Date.now(),
    recorderStartedAt: recorder.startedAt,
    arrivalMs,
    deadline,
    startsAtMs,
    solveMinutes,
    push,
  };
  const results = await Promise.all(shares.map((players) => playThread({ ...common, players })));
  const tallies = { submissions: 0, wrongVerdicts: 0, unfinished: 0 };
  for (const { recorded, tallies: each } of results) {
    mergeRecorded(recorder, recorded);
    for (const tally of each) for (const key of Object.keys(tallies)) tallies[key] += tally[key];
  }
  recorder.series.generator = worstLoopPerSecond(recorder.series.generator);
  return { tallies, submits: results.flatMap((result) => result.submits) };
}
