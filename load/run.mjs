// One load run from start to report, as `npm run load` (scripts/load.mjs) asks for it: starts the
// topology, sets up the contest, plays the contestants while sampling the queue and the processes, stops
// everything and answers the report's figures.
import os from 'node:os';
import { openDatabase, removeTempDirs, sleep } from '../chaos/lib.mjs';
import { callsAfter, exactlyOnce } from './kill.mjs';
import { playInThreads } from './players.mjs';
import { createProcessSampler } from './proc.mjs';
import { readProxyLog } from './proxy-log.mjs';
import { buildReport } from './report.mjs';
import { setUpContest } from './site.mjs';
import { createRecorder, summarize } from './stats.mjs';
import { startTopology } from './topology.mjs';

const SAMPLE_MS = 1000;
/** nginx writes its buffered access log at least once a second (chaos/proxy.mjs): waited for before reading it. */
const PROXY_LOG_FLUSH_MS = 2000;
const WAITING_STATUSES = '(5, 6, 7)';

/** Samples the queue depth and the processes every second until the returned function is called. */
function startSampling({ db, recorder, topology }) {
  const sampleProcesses = createProcessSampler(() => [
    ...topology.processes(),
    { name: 'load generator', pid: process.pid, alone: true },
  ]);
  // The generator's event loops are sampled by its contestants' threads (load/player-thread.mjs).
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
  // Held until stopped: a failed sample is the run's failure, said once the run has stopped, not a crash of the
  // process that would hide why the play stopped.
  done.catch(() => {});
  return async () => {
    sampling = false;
    await done;
  };
}

/**
 * Each judged submission of the contest from its creation to its verdict's write, as the database holds them (the
 * server's clock, to the millisecond): the judging itself, beside what the client sees (its polls, or the event).
 */
async function judgedAtServer(db, cid) {
  const rows = await db.query(
    `select created_at as "createdAt", updated_at as "updatedAt" from submissions
      where cid = ? and status not in ${WAITING_STATUSES}`,
    [cid],
  );
  return summarize(rows.map((row) => new Date(row.updatedAt).getTime() - new Date(row.createdAt).getTime()));
}

/** `--kill-server`: kills one server halfway through the run; answers the second it happened (null: not yet). */
function scheduleKill({ topology, recorder, durationMs, startMs, log }) {
  const kill = { atSecond: null };
  const timer = setTimeout(
    async () => {
      await topology.killServer();
      kill.atSecond = recorder.second();
      log(`  killed server 1 (SIGKILL) at ${kill.atSecond} s`);
    },
    Math.max(0, startMs - Date.now()) + durationMs / 2,
  );
  return { kill, cancel: () => clearTimeout(timer) };
}

/** After the run: every answered submit stored once under its key, and the calls made after the kill. */
async function checkAfterKill({ db, contest, submits, recorder, kill }) {
  const stored = await db.query(
    'select k.key as key, k.submit_id as "submitId" from submit_keys k join submissions s on s.id = k.submit_id where s.cid = ?',
    [contest.cid],
  );
  const [{ n }] = await db.query('select count(*) as n from submissions where cid = ?', [contest.cid]);
  return {
    killedAtSecond: kill.atSecond,
    exactlyOnce: exactlyOnce({
      sent: submits,
      stored,
      submissionsInContest: Number(n),
    }),
    callsAfterKill: kill.atSecond === null ? [] : callsAfter(recorder, kill.atSecond),
  };
}

/**
 * When each contestant arrives, from the play's beginning: before a later start, spread evenly over the first 90 %
 * of the wait (a real hall fills over the half hour before the start); in a running contest, over the first quarter
 * of the run (at most a minute), not all in one millisecond.
 */
function arrivalWindowMs(contest, durationMs) {
  const wait = contest.startMs - Date.now();
  return wait > 0 ? wait * 0.9 : Math.min(60_000, durationMs / 4);
}

function play({ topology, contest, recorder, durationMs, solveMinutes, push, threads }) {
  const startsLater = contest.startMs > Date.now();
  return playInThreads({
    baseUrl: topology.baseUrl,
    contest,
    recorder,
    threads,
    arrivalMs: arrivalWindowMs(contest, durationMs),
    deadline: Math.max(Date.now(), contest.startMs) + durationMs,
    startsAtMs: startsLater ? contest.startMs : null,
    solveMinutes,
    push,
  });
}

export async function runLoad({
  topology: topologyName,
  contestants,
  minutes,
  solveMinutes,
  arrivalMinutes = 0,
  killServer = false,
  push = false,
  threads,
  log = () => {},
}) {
  const durationMs = minutes * 60_000;
  const loadAverage = os.loadavg()[0].toFixed(2);
  log(`starting the ${topologyName} topology`);
  const topology = await startTopology(topologyName, { contestants });
  if (killServer && !topology.killServer) {
    await topology.stop();
    throw new Error(`--kill-server needs a topology with two servers (production), not ${topologyName}`);
  }
  log(`  up at ${topology.baseUrl} (logs in ${topology.dir})`);
  const db = await openDatabase(topology.database);
  let clean = false;
  let stopSampling = async () => {};
  try {
    const setupStarted = Date.now();
    const contest = await setUpContest(topology.baseUrl, {
      contestants,
      durationMs,
      startsInMs: arrivalMinutes * 60_000,
    });
    log(
      `  contest ${contest.cid}: ${contest.problems.length} problems, ${contestants} contestants (set up in ${Date.now() - setupStarted} ms)`,
    );
    const recorder = createRecorder();
    stopSampling = startSampling({ db, recorder, topology });
    log(`  playing ${minutes} minutes`);
    const killing = killServer
      ? scheduleKill({ topology, recorder, durationMs, startMs: contest.startMs, log })
      : null;
    const { tallies, submits } = await play({
      topology,
      contest,
      recorder,
      durationMs,
      solveMinutes,
      push,
      threads,
    });
    killing?.cancel();
    const playedMs = Date.now() - recorder.startedAt;
    await stopSampling();
    const report = buildReport({
      recorder,
      tallies,
      meta: {
        topology: topologyName,
        contestants,
        playedMs,
        loadAverage,
        cores: os.cpus().length,
        push,
        arrivalMinutes,
        // Contestants waited for the start (it came after the recorder began): the report shows its burst apart.
        startSecond:
          contest.startMs > recorder.startedAt
            ? Math.floor((contest.startMs - recorder.startedAt) / 1000)
            : null,
      },
    });
    report.judgedAtServer = await judgedAtServer(db, contest.cid);
    if (topology.accessLog) {
      await sleep(PROXY_LOG_FLUSH_MS);
      // The contestants' calls alone: the judges' and the set-up's pass the same proxy.
      report.proxy = readProxyLog(topology.accessLog, recorder.startedAt, new Set(recorder.calls.keys()));
    }
    if (killing) report.kill = await checkAfterKill({ db, contest, submits, recorder, kill: killing.kill });
    clean = report.errors === 0 && report.wrongVerdicts === 0 && (report.kill?.exactlyOnce.holds ?? true);
    return report;
  } finally {
    // The sampler reads the database: stopped first, whether the play ended or threw (its own failure is said
    // after the play's, which is the cause).
    await stopSampling().catch((error) => log(`  sampling failed: ${error.message}`));
    await db.close();
    await topology.stop();
    // As the chaos campaigns do: the folder with every process's log stays only when something failed.
    if (clean) removeTempDirs();
    else log(`  logs kept in ${topology.dir}`);
  }
}
