// One of the load generator's threads (load/players.mjs): plays its share of the contestants with a recorder of its
// own, samples its own event loop every second, and hands back what it recorded, the tallies and the submits.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { sleep } from '../chaos/lib.mjs';
import { createContestant } from './contestant.mjs';
import { thinkTimes } from './profile.mjs';
import { createRecorder, recordedData } from './stats.mjs';

const {
  baseUrl,
  contest,
  players: share,
  total,
  playStartedAt,
  arrivalMs,
  deadline,
  startsAtMs,
} = workerData;
const recorder = createRecorder(undefined, workerData.recorderStartedAt);
const thinks = thinkTimes({ solveMeanMs: workerData.solveMinutes * 60_000 });

// This thread's own loop: a call's answer waits in it before its latency is taken (the report says how much).
const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const sampling = setInterval(() => {
  recorder.sample('generator', { loopDelayMaxMs: loop.max / 1e6 });
  loop.reset();
}, 1000);

const players = share.map(({ index, username }) =>
  createContestant({
    baseUrl,
    index,
    username,
    contest,
    recorder,
    thinks,
    deadline,
    random: Math.random,
    push: workerData.push,
    startsAtMs,
  }),
);
await Promise.all(
  players.map(async (player, n) => {
    // Arrivals spread over the window by the contestant's place among all of them, whichever thread plays it.
    await sleep(Math.max(0, playStartedAt + (arrivalMs * share[n].index) / total - Date.now()));
    await player.play();
  }),
);
clearInterval(sampling);
loop.disable();
parentPort.postMessage({
  recorded: recordedData(recorder),
  tallies: players.map((player) => player.tally),
  submits: players.flatMap((player) => player.submits),
});
