// One load run from start to report, as `npm run load` (scripts/load.mjs) asks for it: starts the
// topology, sets up the contest, plays the contestants while sampling the queue and the processes, stops
// everything and answers the report's figures.
import os from 'node:os';
import { openDatabase, removeTempDirs, sleep } from '../chaos/lib.mjs';
import { createContestant } from './contestant.mjs';
import { createProcessSampler } from './proc.mjs';
import { thinkTimes } from './profile.mjs';
import { buildReport } from './report.mjs';
import { setUpContest } from './site.mjs';
import { createRecorder } from './stats.mjs';
import { startTopology } from './topology.mjs';

const SAMPLE_MS = 1000;
const WAITING_STATUSES = '(5, 6, 7)';

/** Samples the queue depth and the processes every second until the returned function is called. */
function startSampling({ db, recorder, topology }) {
  const sampleProcesses = createProcessSampler(() => [
    ...topology.processes(),
    { name: 'load generator', pid: process.pid, alone: true },
  ]);
  let sampling = true;
  const done = (async () => {
    while (sampling) {
      const [row] = await db.query(
        `select count(*) as n from submissions where status in ${WAITING_STATUSES}`,
      );
      recorder.sample('queue', { waiting: Number(row.n) });
      recorder.sample('processes', sampleProcesses());
      await sleep(SAMPLE_MS);
    }
  })();
  return async () => {
    sampling = false;
    await done;
  };
}

async function play({ topology, contest, recorder, durationMs, solveMinutes }) {
  // Contestants arrive over the first quarter of the run (at most a minute), not all in one millisecond.
  const arrivalMs = Math.min(60_000, durationMs / 4);
  const deadline = Date.now() + durationMs;
  const thinks = thinkTimes({ solveMeanMs: solveMinutes * 60_000 });
  const players = contest.usernames.map((username, index) =>
    createContestant({
      baseUrl: topology.baseUrl,
      index,
      username,
      contest,
      recorder,
      thinks,
      deadline,
      random: Math.random,
    }),
  );
  await Promise.all(
    players.map(async (player, index) => {
      await sleep((arrivalMs * index) / players.length);
      await player.play();
    }),
  );
  const tallies = { submissions: 0, wrongVerdicts: 0, unfinished: 0 };
  for (const player of players) for (const key of Object.keys(tallies)) tallies[key] += player.tally[key];
  return tallies;
}

export async function runLoad({
  topology: topologyName,
  contestants,
  minutes,
  solveMinutes,
  log = () => {},
}) {
  const durationMs = minutes * 60_000;
  const loadAverage = os.loadavg()[0].toFixed(2);
  log(`starting the ${topologyName} topology`);
  const topology = await startTopology(topologyName, { contestants });
  log(`  up at ${topology.baseUrl} (logs in ${topology.dir})`);
  const db = await openDatabase(topology.database);
  let clean = false;
  try {
    const setupStarted = Date.now();
    const contest = await setUpContest(topology.baseUrl, { contestants, durationMs });
    log(
      `  contest ${contest.cid}: ${contest.problems.length} problems, ${contestants} contestants (set up in ${Date.now() - setupStarted} ms)`,
    );
    const recorder = createRecorder();
    const stopSampling = startSampling({ db, recorder, topology });
    log(`  playing ${minutes} minutes`);
    const tallies = await play({ topology, contest, recorder, durationMs, solveMinutes });
    const playedMs = Date.now() - recorder.startedAt;
    await stopSampling();
    const report = buildReport({
      recorder,
      tallies,
      meta: { topology: topologyName, contestants, playedMs, loadAverage, cores: os.cpus().length },
    });
    clean = report.errors === 0 && report.wrongVerdicts === 0;
    return report;
  } finally {
    await db.close();
    await topology.stop();
    // As the chaos campaigns do: the folder with every process's log stays only when something failed.
    if (clean) removeTempDirs();
    else log(`  logs kept in ${topology.dir}`);
  }
}
