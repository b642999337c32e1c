// The load run's report: a table printed on the terminal and an HTML page with charts that opens with no
// network (echarts' dist file, a dependency of apps/web, is inlined into the page).
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../chaos/lib.mjs';
import { STALENESS_LIMIT_MS } from './contestant.mjs';
import { killLines } from './kill.mjs';
import { secondsOver } from './proxy-log.mjs';
import { callTable, callTableBetween, latencyOverTime, summarize } from './stats.mjs';

/** The start's burst, as the report shows it apart: the calls that ended in this many seconds from zero. */
export const START_WINDOW_S = 30;
/** The issue's goal for a read's p95 (issue 21): the report counts the seconds from the start that passed it. */
export const READ_GOAL_MS = 300;

const ms = (value) => (value === null ? '-' : value.toFixed(0));
/** A table row's latency cells: p50, p95, p99 and max in ms. */
const quantileCells = (row) => [ms(row.p50), ms(row.p95), ms(row.p99), ms(row.max)];

function pad(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) => row.map((cell, column) => String(cell).padStart(column === 0 ? 0 : widths[column])))
    .map((row) => row.map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell)).join('  '))
    .join('\n');
}

/** Every figure of the run, as plain data (what the table and the HTML are drawn from). */
export function buildReport({ recorder, meta, tallies }) {
  const minutes = meta.playedMs / 60_000;
  const calls = callTable(recorder);
  const requests = calls.reduce((sum, row) => sum + row.count, 0);
  const processes = {};
  for (const sample of recorder.series.processes)
    for (const [name, figures] of Object.entries(sample)) {
      if (name === 'at') continue;
      processes[name] ??= { cpu: [], memory: [] };
      processes[name].cpu.push(figures.cpuPercent);
      processes[name].memory.push(figures.memoryMb);
    }
  return {
    meta,
    calls,
    requests,
    errors: calls.reduce((sum, row) => sum + row.errors, 0),
    requestsPerContestantMinute: requests / meta.contestants / minutes,
    verdicts: summarize(recorder.verdictTimes.map((row) => row.ms)),
    staleness: summarize(recorder.stalenessTimes.filter((row) => row.ms !== null).map((row) => row.ms)),
    stalenessUnseen: recorder.stalenessTimes.filter((row) => row.ms === null).length,
    submissions: tallies.submissions,
    wrongVerdicts: tallies.wrongVerdicts,
    unfinished: tallies.unfinished,
    queue: recorder.series.queue,
    maxQueue: Math.max(0, ...recorder.series.queue.map((row) => row.waiting)),
    timeline: latencyOverTime(recorder),
    processes: Object.entries(processes).map(([name, { cpu, memory }]) => ({
      name,
      cpuMean: cpu.reduce((a, b) => a + b, 0) / Math.max(1, cpu.length),
      cpuMax: Math.max(0, ...cpu),
      memoryMax: Math.max(0, ...memory),
    })),
    processSeries: recorder.series.processes,
    generatorDelay: summarize(recorder.series.generator.map((row) => row.loopDelayMaxMs)),
    start: startFigures(recorder, meta.startSecond),
  };
}

/**
 * A run whose contestants wait for the start (--arrival-minutes): its first START_WINDOW_S seconds' calls, and with
 * push how long after zero each contestant's contest-started event came (null: not within the page's wait).
 */
function startFigures(recorder, startSecond) {
  if (startSecond === null || startSecond === undefined) return null;
  const pushed = recorder.startEvents.filter((ms) => ms !== null);
  const inWindow = (row) => row.at >= startSecond && row.at < startSecond + START_WINDOW_S;
  return {
    fromSecond: startSecond,
    generatorDelayMaxMs: Math.max(
      0,
      ...recorder.series.generator.filter(inWindow).map((row) => row.loopDelayMaxMs),
    ),
    calls: callTableBetween(recorder, startSecond, startSecond + START_WINDOW_S),
    event: summarize(pushed),
    eventMissed: recorder.startEvents.length - pushed.length,
  };
}

function startLines(start) {
  if (!start) return [];
  return [
    '',
    `the start: calls ending in the first ${START_WINDOW_S} s after zero (second ${start.fromSecond} of the run)`,
    pad([
      ['call', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      ...start.calls.map((row) => [row.name, row.count, ...quantileCells(row)]),
    ]),
    ...(start.event.count + start.eventMissed > 0
      ? [
          `the start's event (zero to its arrival at each waiting contestant) p50 ${ms(start.event.p50)} ms, p95 ${ms(start.event.p95)} ms, max ${ms(start.event.max)} ms over ${start.event.count}; not within the page's wait: ${start.eventMissed}`,
        ]
      : []),
    `the generator's own event loop lagged up to ${ms(start.generatorDelayMaxMs)} ms in those seconds (a call's answer waits in it before its latency is taken)`,
  ];
}

/** From the start on (the whole run without one): the seconds whose p95 of every call passed the goal. */
function goalLines(report) {
  const hasStart = report.meta.startSecond !== null && report.meta.startSecond !== undefined;
  const from = hasStart ? report.meta.startSecond : 0;
  const said = ({ over, of, worst }) => `${over} of ${of} (worst ${ms(worst)} ms)`;
  return [
    '',
    `seconds from ${hasStart ? 'the start' : 'the first'} on with a p95 over ${READ_GOAL_MS} ms: as the contestants timed them ${said(secondsOver(report.timeline, from, READ_GOAL_MS))}${report.proxy ? `; as nginx timed them ${said(secondsOver(report.proxy.timeline, from, READ_GOAL_MS))}` : ''}`,
  ];
}

/**
 * The proxy's view (production): per call nginx's request time and the servers' own (upstream) p95, beside the
 * contestants' figures above, which also hold the time an answer waited in the load generator.
 */
function proxyLines(proxy) {
  if (!proxy) return [];
  return [
    '',
    "as nginx timed them (request time; upstream: the servers' answer), the push stream left out",
    pad([
      ['call', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'upstream p95 ms'],
      ...proxy.calls.map((row) => [row.name, row.count, ...quantileCells(row), ms(row.upstreamP95)]),
    ]),
  ];
}

export function reportText(report) {
  const { meta } = report;
  const lines = [
    `topology ${meta.topology}, ${meta.contestants} contestants, push ${meta.push ? 'on' : 'off'}, ${meta.arrivalMinutes ? `signed in over the ${meta.arrivalMinutes} minutes before the start, ` : ''}${(meta.playedMs / 60_000).toFixed(1)} minutes played, load average at start ${meta.loadAverage}`,
    '',
    pad([
      ['call', 'requests', 'errors', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      ...report.calls.map((row) => [row.name, row.count, row.errors, ...quantileCells(row)]),
    ]),
    '',
    ...report.calls
      .filter((row) => row.errors > 0 || row.resent > 0)
      .map(
        (row) =>
          `${row.errors > 0 ? 'errors' : 'resent after no answer'} of ${row.name}: ${Object.entries(
            row.reasons,
          )
            .map(([reason, n]) => `${reason} ${n}`)
            .join(', ')}`,
      ),
    `requests ${report.requests}, errors ${report.errors}, ${report.requestsPerContestantMinute.toFixed(2)} requests per contestant per minute`,
    `submissions ${report.submissions}; submit-to-verdict (as the client sees it, ${meta.push ? 'the pushed event' : '2 s polls'}) p50 ${ms(report.verdicts.p50)} ms, p95 ${ms(report.verdicts.p95)} ms, p99 ${ms(report.verdicts.p99)} ms, max ${ms(report.verdicts.max)} ms; wrong verdicts ${report.wrongVerdicts}, no verdict seen ${report.unfinished}`,
    ...(report.judgedAtServer
      ? [
          `submit-to-verdict at the server (the submission's creation to its verdict's write, from the database) p50 ${ms(report.judgedAtServer.p50)} ms, p95 ${ms(report.judgedAtServer.p95)} ms, p99 ${ms(report.judgedAtServer.p99)} ms, max ${ms(report.judgedAtServer.max)} ms over ${report.judgedAtServer.count}`,
        ]
      : []),
    `scoreboard staleness (a verdict seen, to the contestant's own row on the board showing it) p50 ${ms(report.staleness.p50)} ms, p95 ${ms(report.staleness.p95)} ms, max ${ms(report.staleness.max)} ms over ${report.staleness.count} verdicts; not shown within ${STALENESS_LIMIT_MS / 1000} s: ${report.stalenessUnseen}`,
    `queue depth (waiting: Pending, Compiling, Judging) max ${report.maxQueue}`,
    `the generator's own event-loop delay, worst per second: p50 ${ms(report.generatorDelay.p50)} ms, p95 ${ms(report.generatorDelay.p95)} ms, max ${ms(report.generatorDelay.max)} ms`,
    '',
    pad([
      ['process', 'CPU % mean', 'CPU % max', 'memory MB max'],
      ...report.processes.map((row) => [
        row.name,
        row.cpuMean.toFixed(1),
        row.cpuMax.toFixed(1),
        row.memoryMax.toFixed(0),
      ]),
    ]),
    ...startLines(report.start),
    ...goalLines(report),
    ...proxyLines(report.proxy),
    ...killLines(report.kill),
  ];
  return lines.join('\n');
}

function chartOptions(report) {
  const seconds = report.timeline.map((row) => row.at);
  const names = report.processes.map((row) => row.name);
  const line = (name, data) => ({ name, type: 'line', showSymbol: false, data });
  const axis = (name) => ({ type: 'value', name });
  // Room under each title for its legend.
  const grid = { top: 90 };
  return {
    latency: {
      title: { text: 'Latency over time (all calls, per second)' },
      tooltip: { trigger: 'axis' },
      grid,
      legend: { top: 40 },
      xAxis: { type: 'category', name: 's', data: seconds },
      yAxis: axis('ms'),
      series: [
        line(
          'p50',
          report.timeline.map((row) => row.p50),
        ),
        line(
          'p95',
          report.timeline.map((row) => row.p95),
        ),
        ...(report.proxy
          ? [
              line(
                'p95 at nginx',
                seconds.map((at) => report.proxy.timeline[at]?.p95 ?? null),
              ),
            ]
          : []),
      ],
    },
    throughput: {
      title: { text: 'Throughput (requests and errors per second)' },
      tooltip: { trigger: 'axis' },
      grid,
      legend: { top: 40 },
      xAxis: { type: 'category', name: 's', data: seconds },
      yAxis: axis('requests/s'),
      series: [
        line(
          'requests',
          report.timeline.map((row) => row.count),
        ),
        line(
          'errors',
          report.timeline.map((row) => row.errors),
        ),
      ],
    },
    queue: {
      title: { text: 'Judge queue depth (waiting submissions)' },
      tooltip: { trigger: 'axis' },
      grid,
      xAxis: { type: 'category', name: 's', data: report.queue.map((row) => row.at) },
      yAxis: axis('waiting'),
      series: [
        line(
          'waiting',
          report.queue.map((row) => row.waiting),
        ),
      ],
    },
    cpu: {
      title: { text: 'CPU % of one core, per process (with its children)' },
      tooltip: { trigger: 'axis' },
      grid,
      legend: { top: 40 },
      xAxis: { type: 'category', name: 's', data: report.processSeries.map((row) => row.at) },
      yAxis: axis('%'),
      series: names.map((name) =>
        line(
          name,
          report.processSeries.map((row) => row[name]?.cpuPercent ?? null),
        ),
      ),
    },
  };
}

const escape = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;');

export function reportHtml(report) {
  const library = fs.readFileSync(path.join(ROOT, 'node_modules/echarts/dist/echarts.min.js'), 'utf8');
  const charts = chartOptions(report);
  const divs = Object.keys(charts)
    .map((id) => `<div id="${id}" style="height:320px;margin:16px 0"></div>`)
    .join('\n');
  // The options are JSON inside a script: "</" is escaped so no value can close the script element.
  const data = JSON.stringify(charts).replace(/<\//g, '<\\/');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Load run: ${escape(report.meta.topology)}, ${report.meta.contestants} contestants</title>
<style>body{font-family:system-ui,sans-serif;margin:24px;max-width:1100px}pre{background:#f6f6f6;padding:12px;white-space:pre-wrap}</style>
<script>${library.replace(/<\/script/gi, '<\\/script')}</script></head>
<body><h1>Load run: ${escape(report.meta.topology)}, ${report.meta.contestants} contestants</h1>
<pre>${escape(reportText(report))}</pre>
${divs}
<script>
const charts = ${data};
for (const [id, option] of Object.entries(charts)) echarts.init(document.getElementById(id)).setOption(option);
</script></body></html>
`;
}
