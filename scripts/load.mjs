#!/usr/bin/env node
// `npm run load`: starts a topology, creates a contest of 12 problems and N contestants, plays them for the
// set minutes over HTTP, and reports per call, per submission and per process (docs/load.md).
// npm run load -- [--topology single|production] [--contestants N] [--minutes M] [--solve-minutes S] [--out P]
//                  [--ramp [--ramp-max N]]: from N contestants, doubling until a run does not hold (load/ramp.mjs)
//                  [--kill-server]: production only; one server is killed halfway (load/kill.mjs)
//                  [--arrival-minutes A]: the contest starts A minutes after the set-up; contestants sign in over
//                  them and wait on its page, then open it at the start (0, the default: it runs already)
//                  [--push on|off]: contestants hold the push stream and fetch when told (docs/live-updates.md), or
//                  poll as before (off, the default)
//                  [--threads T]: the contestants are played in T worker threads (load/players.mjs; default 4)
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { reportHtml, reportText } from '../load/report.mjs';
import { ramp } from '../load/ramp.mjs';
import { DEFAULT_THREADS } from '../load/players.mjs';
import { runLoad } from '../load/run.mjs';

const { values } = parseArgs({
  options: {
    topology: { type: 'string', default: 'production' },
    contestants: { type: 'string', default: '200' },
    minutes: { type: 'string', default: '5' },
    'solve-minutes': { type: 'string', default: '3' },
    'arrival-minutes': { type: 'string', default: '0' },
    out: { type: 'string' },
    ramp: { type: 'boolean', default: false },
    'ramp-max': { type: 'string', default: '16000' },
    'kill-server': { type: 'boolean', default: false },
    push: { type: 'string', default: 'off' },
    threads: { type: 'string', default: String(DEFAULT_THREADS) },
  },
});
if (!['on', 'off'].includes(values.push)) throw new Error(`--push is on or off, not ${values.push}`);
const threads = Number(values.threads);
if (!Number.isInteger(threads) || threads < 1)
  throw new Error(`--threads is a whole number of at least 1, not ${values.threads}`);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const out = values.out ?? path.join(os.tmpdir(), `load-report-${values.topology}-${stamp}`);
// The report's folder is made before the run: a folder that cannot be made fails now, not after minutes of play.
fs.mkdirSync(path.dirname(path.resolve(out)), { recursive: true });

const play = (contestants) =>
  runLoad({
    topology: values.topology,
    contestants,
    minutes: Number(values.minutes),
    solveMinutes: Number(values['solve-minutes']),
    arrivalMinutes: Number(values['arrival-minutes']),
    killServer: values['kill-server'],
    push: values.push === 'on',
    threads,
    log: (line) => console.log(line),
  });

if (values.ramp) {
  const { steps, ceiling } = await ramp({
    start: Number(values.contestants),
    max: Number(values['ramp-max']),
    play,
    log: (line) => console.log(line),
  });
  console.log('\nramp (a run holds with no error and every read at p95 <= 500 ms):');
  for (const step of steps)
    console.log(
      `  ${String(step.contestants).padStart(6)} contestants: ${step.held ? 'held' : `did not hold: ${step.reason}`}`,
    );
  console.log(
    ceiling === null
      ? `ceiling: below ${steps[0].contestants} contestants on the ${values.topology} topology`
      : `ceiling: ${ceiling} contestants held on the ${values.topology} topology`,
  );
  process.exit(ceiling === null ? 1 : 0);
}

const report = await play(Number(values.contestants));
console.log(`\n${reportText(report)}`);
fs.writeFileSync(`${out}.html`, reportHtml(report));
fs.writeFileSync(`${out}.json`, JSON.stringify(report, null, 1));
console.log(`\nreport: ${out}.html (and .json)`);
// Like the chaos campaigns: a failed call or a verdict other than the source's makes the run fail.
// With --kill-server, also a submission not stored exactly once.
process.exitCode =
  report.errors > 0 || report.wrongVerdicts > 0 || report.kill?.exactlyOnce.holds === false ? 1 : 0;
