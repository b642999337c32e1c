import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createProcessSampler, readProcessTable, treeUsage } from '../../../../load/proc.mjs';
import {
  drawVerdict,
  exponential,
  problemCases,
  reaction,
  thinkTimes,
  VERDICT_WEIGHTS,
} from '../../../../load/profile.mjs';
import { parseProxyLine, proxyFigures, secondsOver } from '../../../../load/proxy-log.mjs';
import { ramp, rampVerdict } from '../../../../load/ramp.mjs';
import { buildReport, reportHtml, reportText, START_WINDOW_S } from '../../../../load/report.mjs';
import {
  callTable,
  createRecorder,
  latencyOverTime,
  mergeRecorded,
  quantile,
  recordedData,
  summarize,
  worstLoopPerSecond,
} from '../../../../load/stats.mjs';
import { workerConnectionsFor } from '../../../../load/topology.mjs';

/** The pure pieces of `npm run load` (docs/load.md): figures, /proc reading, the profile, the report. */

describe('load run: latency figures', () => {
  it('takes quantiles by nearest rank', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(95);
    expect(quantile(sorted, 0.99)).toBe(99);
    expect(quantile([], 0.5)).toBeNull();
    expect(summarize([30, 10, 20])).toEqual({ count: 3, p50: 20, p95: 30, p99: 30, max: 30 });
  });

  it('counts requests and errors per call and per second, a quiet second as none', () => {
    let clock = 1_000_000;
    const recorder = createRecorder(() => clock);
    recorder.call('GET /a', 10, true);
    recorder.call('GET /a', 30, false, 'HTTP 502');
    clock += 2500;
    recorder.call('POST /b', 5, true);
    const table = callTable(recorder);
    expect(table.map((row) => [row.name, row.count, row.errors, row.reasons])).toEqual([
      ['GET /a', 2, 1, { 'HTTP 502': 1 }],
      ['POST /b', 1, 0, {}],
    ]);
    expect(latencyOverTime(recorder)).toEqual([
      { at: 0, count: 2, errors: 1, p50: 10, p95: 30 },
      { at: 1, count: 0, errors: 0, p50: null, p95: null },
      { at: 2, count: 1, errors: 0, p50: 5, p95: 5 },
    ]);
  });

  it('counts a write sent again after no answer as resent, not as an error: its resend is the outcome', () => {
    const recorder = createRecorder(() => 0);
    recorder.call('POST /api/submit-problem-judge', 40, 'resent', 'HTTP 502');
    recorder.call('POST /api/submit-problem-judge', 12, true);
    const [row] = callTable(recorder);
    expect(row).toMatchObject({ count: 2, errors: 0, resent: 1, reasons: { 'HTTP 502 (resent)': 1 } });
    expect(latencyOverTime(recorder)).toEqual([{ at: 0, count: 2, errors: 0, p50: 12, p95: 40 }]);
  });

  it("merges the contestants' threads into one run: same calls summed, seconds counted from the run's zero", () => {
    let clock = 5_000;
    const main = createRecorder(() => clock);
    // A thread begins later than the run but records from its zero, as load/player-thread.mjs is given it.
    const threads = [
      createRecorder(() => clock, main.startedAt),
      createRecorder(() => clock, main.startedAt),
    ];
    clock += 1200;
    threads[0].call('GET /a', 10, true);
    threads[1].call('GET /a', 30, false, 'HTTP 502');
    threads[1].call('GET /b', 7, true);
    threads[0].verdict('AC', 900);
    threads[1].staleness(null);
    threads[0].sample('generator', { loopDelayMaxMs: 40 });
    threads[1].sample('generator', { loopDelayMaxMs: 15 });
    clock += 1000;
    threads[1].call('GET /a', 20, false, 'HTTP 502');
    threads[1].sample('generator', { loopDelayMaxMs: 70 });
    // Each crosses to the main thread as postMessage carries it (a structured clone).
    for (const thread of threads) mergeRecorded(main, structuredClone(recordedData(thread)));
    expect(callTable(main).map((row) => [row.name, row.count, row.errors, row.reasons, row.max])).toEqual([
      ['GET /a', 3, 2, { 'HTTP 502': 2 }, 30],
      ['GET /b', 1, 0, {}, 7],
    ]);
    expect(latencyOverTime(main)).toEqual([
      { at: 0, count: 0, errors: 0, p50: null, p95: null },
      { at: 1, count: 3, errors: 1, p50: 10, p95: 30 },
      { at: 2, count: 1, errors: 1, p50: 20, p95: 20 },
    ]);
    expect(main.verdictTimes).toEqual([{ kind: 'AC', ms: 900, at: 1 }]);
    expect(main.stalenessTimes).toEqual([{ ms: null, at: 1 }]);
    // The generator's lag per second is the worst of its threads' loops in that second.
    expect(worstLoopPerSecond(main.series.generator)).toEqual([
      { at: 1, loopDelayMaxMs: 40 },
      { at: 2, loopDelayMaxMs: 70 },
    ]);
  });
});

describe('load run: scoreboard staleness', () => {
  it('summarises the verdicts the board showed and counts those it never did', () => {
    const recorder = createRecorder(() => 0);
    for (const ms of [120, 40, 900]) recorder.staleness(ms);
    recorder.staleness(null);
    const report = buildReport({
      recorder,
      meta: { topology: 'single', contestants: 1, playedMs: 60_000, loadAverage: '0.00' },
      tallies: { submissions: 4, wrongVerdicts: 0, unfinished: 0 },
    });
    expect(report.staleness).toEqual({ count: 3, p50: 120, p95: 900, p99: 900, max: 900 });
    expect(report.stalenessUnseen).toBe(1);
    expect(reportText(report)).toContain('scoreboard staleness');
  });
});

describe("load run: the start's burst", () => {
  it('shows the calls of the first seconds after zero apart, and when the start event reached each contestant', () => {
    let clock = 0;
    const recorder = createRecorder(() => clock);
    recorder.call('GET /api/get-contest-info', 900, true);
    clock = 10_000;
    recorder.call('GET /api/get-contest-info', 120, true);
    recorder.call('GET /api/get-contest-problem-details', 300, true);
    recorder.sample('generator', { loopDelayMaxMs: 120 });
    clock = 10_000 + START_WINDOW_S * 1000;
    recorder.sample('generator', { loopDelayMaxMs: 900 });
    recorder.call('GET /api/get-contest-problem-details', 50, true);
    for (const ms of [400, 800, 1200]) recorder.startEvent(ms);
    recorder.startEvent(null);
    const report = buildReport({
      recorder,
      meta: {
        topology: 'production',
        contestants: 4,
        playedMs: 60_000,
        loadAverage: '0.00',
        startSecond: 10,
      },
      tallies: { submissions: 0, wrongVerdicts: 0, unfinished: 0 },
    });
    expect(report.start?.calls.map((row) => [row.name, row.count, row.p95])).toEqual([
      ['GET /api/get-contest-info', 1, 120],
      ['GET /api/get-contest-problem-details', 1, 300],
    ]);
    expect(report.start?.event).toMatchObject({ count: 3, p50: 800, max: 1200 });
    expect(report.start?.eventMissed).toBe(1);
    // The generator's lag in the start's seconds alone; the whole run's is summarised beside.
    expect(report.start?.generatorDelayMaxMs).toBe(120);
    expect(report.generatorDelay).toMatchObject({ count: 2, max: 900 });
    expect(reportText(report)).toContain(
      "the start's event (zero to its arrival at each waiting contestant) p50 800 ms",
    );
    const withoutStart = buildReport({
      recorder,
      meta: { topology: 'single', contestants: 4, playedMs: 60_000, loadAverage: '0.00' },
      tallies: { submissions: 0, wrongVerdicts: 0, unfinished: 0 },
    });
    expect(withoutStart.start).toBeNull();
  });
});

describe("load run: the proxy's own timing", () => {
  const started = 1_700_000_000_000;
  const line = (offsetMs: number, call: string, status: number, seconds: string, upstream: string) =>
    `${((started + offsetMs) / 1000).toFixed(3)} ${call} ${status} ${seconds} ${upstream}`;

  it("reads nginx's lines: a retried call's last upstream, an answer of nginx's own, the push stream left out", () => {
    expect(parseProxyLine(line(1500, 'GET /api/get-contest-info', 200, '0.120', '0.118'))).toEqual({
      endedMs: started + 1500,
      name: 'GET /api/get-contest-info',
      status: 200,
      ms: 120,
      upstreamMs: 118,
    });
    expect(
      parseProxyLine(line(0, 'POST /api/get-contest-rank', 200, '0.300', '0.004, 0.290'))?.upstreamMs,
    ).toBe(290);
    expect(parseProxyLine(line(0, 'GET /favicon.ico', 404, '0.000', '-'))?.upstreamMs).toBeNull();
    expect(parseProxyLine(line(0, 'GET /api/live', 200, '600.000', '600.000'))).toBeNull();
    expect(parseProxyLine('')).toBeNull();
  });

  it('gives each call its quantiles and each second of the run its p95, and counts the seconds past the goal', () => {
    const figures = proxyFigures(
      [
        line(200, 'GET /api/get-contest-info', 200, '0.100', '0.090'),
        line(400, 'GET /api/get-contest-info', 200, '0.500', '0.480'),
        line(2100, 'GET /api/get-contest-problem', 200, '0.020', '0.019'),
        line(-5000, 'POST /api/login', 200, '0.040', '0.039'),
        line(300, 'GET /api/judge-server/testdata/abc', 200, '0.900', '0.900'),
      ],
      started,
      new Set(['GET /api/get-contest-info', 'GET /api/get-contest-problem', 'POST /api/login']),
    );
    expect(figures.calls.map((row) => [row.name, row.count, row.p50, row.p95, row.upstreamP95])).toEqual([
      ['GET /api/get-contest-info', 2, 100, 500, 480],
      ['GET /api/get-contest-problem', 1, 20, 20, 19],
      ['POST /api/login', 1, 40, 40, 39],
    ]);
    // The sign-in before the recorder began counts for its call, not for a second of the run; a judge's call is
    // not a contestant's.
    expect(figures.timeline).toEqual([
      { at: 0, p95: 500 },
      { at: 1, p95: null },
      { at: 2, p95: 20 },
    ]);
    expect(secondsOver(figures.timeline, 0, 300)).toEqual({ over: 1, of: 2, worst: 500 });
    expect(secondsOver(figures.timeline, 1, 300)).toEqual({ over: 0, of: 1, worst: 20 });
  });

  it("prints nginx's figures beside the contestants' and counts both views' seconds past 300 ms", () => {
    const clock = started;
    const recorder = createRecorder(() => clock);
    recorder.call('GET /api/get-contest-info', 700, true);
    const report = buildReport({
      recorder,
      meta: { topology: 'production', contestants: 1, playedMs: 60_000, loadAverage: '0.00', startSecond: 0 },
      tallies: { submissions: 0, wrongVerdicts: 0, unfinished: 0 },
    });
    report.proxy = proxyFigures([line(300, 'GET /api/get-contest-info', 200, '0.150', '0.149')], started);
    const text = reportText(report);
    expect(text).toContain(
      'seconds from the start on with a p95 over 300 ms: as the contestants timed them 1 of 1 (worst 700 ms); as nginx timed them 0 of 1 (worst 150 ms)',
    );
    expect(text).toMatch(/GET \/api\/get-contest-info +1 +150 +150 +150 +150 +149/);
    expect(reportHtml(report)).toContain('p95 at nginx');
  });
});

describe('load run: processes from /proc', () => {
  const fakeProc = (
    rows: Record<number, { ppid: number; utime: number; stime: number; rssPages: number; cutime?: number }>,
  ) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fake-proc-'));
    for (const [pid, row] of Object.entries(rows)) {
      fs.mkdirSync(path.join(dir, pid));
      // pid (comm) state ppid ... utime is field 14, stime 15, rss 24 (1-based, man 5 proc).
      const rest = Array.from({ length: 22 }, () => '0');
      rest[1] = String(row.ppid);
      rest[11] = String(row.utime);
      rest[12] = String(row.stime);
      rest[13] = String(row.cutime ?? 0);
      rest[21] = String(row.rssPages);
      rest[0] = 'S';
      fs.writeFileSync(path.join(dir, pid, 'stat'), `${pid} (node (a) b) ${rest.join(' ')}\n`);
    }
    return dir;
  };

  it('reads each process past a command name with spaces and parentheses, and sums a tree with its ended children', () => {
    const dir = fakeProc({
      10: { ppid: 1, utime: 100, stime: 50, rssPages: 256, cutime: 40 },
      11: { ppid: 10, utime: 20, stime: 5, rssPages: 256 },
      12: { ppid: 11, utime: 1, stime: 1, rssPages: 256 },
      13: { ppid: 1, utime: 999, stime: 0, rssPages: 256 },
    });
    const table = readProcessTable(dir);
    expect(table.get(11)).toEqual({ ppid: 10, cpuTicks: 25, reapedTicks: 0, rssBytes: 256 * 4096 });
    // 10's ended children (a compiler that lived between two samples) count with the tree, not alone.
    expect(treeUsage(table, 10)).toEqual({ cpuTicks: 217, rssBytes: 3 * 256 * 4096 });
    expect(treeUsage(table, 10, true)).toEqual({ cpuTicks: 150, rssBytes: 256 * 4096 });
    fs.rmSync(dir, { recursive: true });
  });

  it('gives CPU % of one core between two samples', () => {
    const dir = fakeProc({ 20: { ppid: 1, utime: 100, stime: 0, rssPages: 512 } });
    let clock = 0;
    const sample = createProcessSampler(() => [{ name: 'server', pid: 20 }], {
      procDir: dir,
      now: () => clock,
    });
    expect(sample().server.cpuPercent).toBe(0);
    fs.writeFileSync(
      path.join(dir, '20', 'stat'),
      fs.readFileSync(path.join(dir, '20', 'stat'), 'utf8').replace(' 100 ', ' 150 '),
    );
    clock = 1000;
    const second = sample().server;
    expect(second.cpuPercent).toBeCloseTo(50);
    expect(second.memoryMb).toBe(2);
    fs.rmSync(dir, { recursive: true });
  });
});

describe('load run: the contestant profile', () => {
  it('draws each verdict in proportion to its weight', () => {
    const total = Object.values(VERDICT_WEIGHTS).reduce((a, b) => a + b, 0);
    const counts: Record<string, number> = {};
    for (let i = 0; i < total; i++) {
      const kind = drawVerdict(() => (i + 0.5) / total);
      counts[kind] = (counts[kind] ?? 0) + 1;
    }
    expect(counts).toEqual(VERDICT_WEIGHTS);
  });

  it('draws exponential think times of the given mean, truncated at the cap', () => {
    expect(exponential(7000, 70_000, () => 1 - Math.exp(-1))).toBeCloseTo(7000);
    expect(exponential(7000, 70_000, () => 0.999999999)).toBe(70_000);
    let seed = 1;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const draws = Array.from({ length: 20_000 }, () => exponential(7000, 1e12, random));
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeGreaterThan(6700);
    expect(draws.reduce((a, b) => a + b, 0) / draws.length).toBeLessThan(7300);
  });

  it('draws a pick of a problem no sooner than a reaction after the list shows, of mean 1 s and at most 10 s', () => {
    const { pick } = thinkTimes({ solveMeanMs: 60_000 });
    expect(pick(() => 0)).toBe(250);
    expect(pick(() => 0.999999999)).toBe(10_000);
    expect(reaction(250, 1000, 10_000, () => 1 - Math.exp(-1))).toBeCloseTo(1000);
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const draws = Array.from({ length: 20_000 }, () => pick(random));
    expect(Math.min(...draws)).toBeGreaterThanOrEqual(250);
    const mean = draws.reduce((a, b) => a + b, 0) / draws.length;
    expect(mean).toBeGreaterThan(950);
    expect(mean).toBeLessThan(1050);
  });

  it('gives each problem its own answers', () => {
    for (const { input, output } of problemCases(5)) {
      const [a, b] = input.trim().split(' ').map(Number);
      expect(Number(output)).toBe(a + b + 5);
    }
    expect(problemCases(1)).not.toEqual(problemCases(2));
  });
});

describe('load run: the report', () => {
  const report = () => {
    const recorder = createRecorder();
    recorder.call('GET /api/get-contest-info', 12, true);
    recorder.call('POST /api/submit-problem-judge', 40, false, 'ECONNRESET');
    recorder.verdict('AC', 2100);
    recorder.sample('queue', { waiting: 3 });
    recorder.sample('processes', { server: { cpuPercent: 12, memoryMb: 200 } });
    return buildReport({
      recorder,
      tallies: { submissions: 1, wrongVerdicts: 0, unfinished: 0 },
      meta: { topology: 'single', contestants: 2, playedMs: 60_000, loadAverage: '1.00' },
    });
  };

  it('counts requests per contestant per minute, errors, the deepest queue and each process', () => {
    const figures = report();
    expect(figures.requests).toBe(2);
    expect(figures.errors).toBe(1);
    expect(figures.requestsPerContestantMinute).toBe(1);
    expect(figures.maxQueue).toBe(3);
    expect(figures.processes).toEqual([{ name: 'server', cpuMean: 12, cpuMax: 12, memoryMax: 200 }]);
    expect(reportText(figures)).toContain('errors of POST /api/submit-problem-judge: ECONNRESET 1');
  });

  it('writes a page that draws its charts with no network: echarts inlined, nothing fetched', () => {
    const html = reportHtml(report());
    expect(html).toContain('echarts.init');
    expect(html).toContain('Licensed to the Apache Software Foundation');
    expect(html).toMatch(/var echarts|echarts=|exports\.echarts|\.echarts\s*=/);
    expect(html).not.toMatch(/<script[^>]+src=/);
    expect(html).not.toMatch(/<link[^>]+href=/);
  });
});

describe('load run: the production topology', () => {
  it("gives nginx six worker connections per contestant (client, upstream, and the push stream's two, with room), 1024 at least", () => {
    expect(workerConnectionsFor(10)).toBe(1024);
    // 4 per contestant was too few with the push stream open: nginx closed kept-alive connections at the start.
    expect(workerConnectionsFor(2000)).toBeGreaterThanOrEqual(6 * 2000);
  });
});

describe('load run: the ramp to the ceiling', () => {
  const run = (errors: number, p95: Record<string, number>) => ({
    errors,
    calls: Object.entries(p95).map(([name, value]) => ({ name, count: 10, errors: 0, p95: value })),
  });

  it('holds without errors while every read stays at or under 500 ms at p95 (writes may be slower)', () => {
    expect(rampVerdict(run(0, { 'POST /api/get-contest-rank': 500, 'POST /api/login': 9000 }))).toEqual({
      held: true,
      reason: null,
    });
    expect(rampVerdict(run(0, { 'POST /api/get-contest-rank': 501 }))).toEqual({
      held: false,
      reason: 'POST /api/get-contest-rank p95 501 ms',
    });
    expect(rampVerdict(run(3, {})).held).toBe(false);
  });

  it('doubles until a run does not hold, and names the largest that did', async () => {
    const played: number[] = [];
    const result = await ramp({
      start: 50,
      max: 10_000,
      play: async (n) => {
        played.push(n);
        return run(0, { 'GET /api/get-contest-info': n >= 400 ? 800 : 40 });
      },
    });
    expect(played).toEqual([50, 100, 200, 400]);
    expect(result.ceiling).toBe(200);
    const none = await ramp({ start: 50, max: 10_000, play: async () => run(1, {}) });
    expect(none.ceiling).toBeNull();
  });
});
