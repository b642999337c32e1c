#!/usr/bin/env node
// `npm run load`: starts a topology, creates a contest of 12 problems and N contestants, plays them for the
// set minutes over HTTP, and reports per call, per submission and per process (docs/load.md).
// npm run load -- [--topology single|production] [--contestants N] [--minutes M] [--solve-minutes S]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase, sleep } from '../chaos/lib.mjs';
import { createContestant } from '../load/contestant.mjs';
import { createProcessSampler } from '../load/proc.mjs';
import { thinkTimes } from '../load/profile.mjs';
import { buildReport, reportHtml, reportText } from '../load/report.mjs';
import { setUpContest } from '../load/site.mjs';
import { createRecorder } from '../load/stats.mjs';
import { startTopology } from '../load/topology.mjs';

const { values } = parseArgs({
  options: {
    topology: { type: 'string', default: 'production' },
    contestants: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '5' },
    'solve-minutes': { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});
const contestants = Number(values.contestants);
const durationMs = Number(values.minutes) * 60_000;
/** Contestants arrive over the first quarter of the run (at most a minute), not all in one millisecond. */
const arrivalMs = Math.min(60_000, durationMs / 4);
const SAMPLE_MS = 1000;

const loadAverage = os.loadavg()[0].toFixed(2);
console.log(`starting the ${values.topology} topology`);
const topology = await startTopology(values.topology);
console.log(`  up at ${topology.baseUrl} (logs in ${topology.dir})`);
const db = await openDatabase(topology.database);
try {
  const setupStarted = Date.now();
  const contest = await setUpContest(topology.baseUrl, { contestants, durationMs });
  console.log(
    `  contest ${contest.cid}: ${contest.problems.length} problems, ${contestants} contestants (set up in ${Date.now() - setupStarted} ms)`,
  );
  const recorder = createRecorder();
  const sampleProcesses = createProcessSampler(() => [
    ...topology.processes(),
    { name: 'load generator', pid: process.pid, alone: true },
  ]);
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const [row] = await db.query('select count(*) as n from submissions where status in (5, 6, 7)');
      recorder.sample('queue', { waiting: Number(row.n) });
      recorder.sample('processes', sampleProcesses());
      await sleep(SAMPLE_MS);
    }
  })();
  const deadline = Date.now() + durationMs;
  const thinks = thinkTimes({ solveMeanMs: Number(values['solve-minutes']) * 60_000 });
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
  console.log(`  playing ${values.minutes} minutes`);
  await Promise.all(
    players.map(async (player, index) => {
      await sleep((arrivalMs * index) / players.length);
      await player.play();
    }),
  );
  const playedMs = Date.now() - recorder.startedAt;
  sampling = false;
  await sampler;
  const tallies = { submissions: 0, wrongVerdicts: 0, unfinished: 0 };
  for (const player of players) for (const key of Object.keys(tallies)) tallies[key] += player.tally[key];
  const report = buildReport({
    recorder,
    tallies,
    meta: { topology: values.topology, contestants, playedMs, loadAverage, cores: os.cpus().length },
  });
  console.log(`\n${reportText(report)}`);
  const out =
    values.out ??
    path.join(
      os.tmpdir(),
      `load-report-${values.topology}-${new Date().toISOString().replace(/[:.]/g, '-')}`,
    );
  fs.writeFileSync(`${out}.html`, reportHtml(report));
  fs.writeFileSync(`${out}.json`, JSON.stringify(report, null, 1));
  console.log(`\nreport: ${out}.html (and .json)`);
  process.exitCode = report.errors > 0 || tallies.wrongVerdicts > 0 ? 1 : 0;
} finally {
  await db.close();
  await topology.stop();
}
