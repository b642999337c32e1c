// The proxy's own timing of each call (production topology): nginx logs, per request, when it ended, the call, its
// status, `$request_time` (the first byte read from the contestant to the last byte sent back) and
// `$upstream_response_time` (the server's answer, as nginx waited for it). Read beside the contestants' own
// latencies, it tells the servers' time from the time an answer waited in the load generator's busy event loop,
// which shares the same two cores (docs/load.md, "What the proxy saw").
import fs from 'node:fs';
import { summarize } from './stats.mjs';

/** The access log's line, as chaos/proxy.mjs's `accessLog` option writes it. */
export const PROXY_LOG_FORMAT = '$msec $request_method $uri $status $request_time $upstream_response_time';

/** The push stream is held open for the whole run: its "latency" is how long a contestant stayed. */
const HELD_OPEN = new Set(['/api/live']);

/**
 * One log line -> { endedMs, name, status, ms, upstreamMs } (upstreamMs null when nginx answered alone, or the
 * last of several upstream tries' times when it retried), or null for a line that is not one.
 */
export function parseProxyLine(line) {
  // The upstream's times come last: "0.004, 0.120" (two tries) holds a space of its own.
  const [msec, method, uri, status, requestTime, ...upstreamWords] = line.trim().split(' ');
  const upstreamTime = upstreamWords.join(' ');
  if (!upstreamTime || HELD_OPEN.has(uri)) return null;
  const seconds = Number(requestTime);
  if (!Number.isFinite(seconds)) return null;
  // "0.004, 0.120" when nginx tried a second server: the answer the contestant got is the last one's.
  const lastUpstream = Number(upstreamTime.split(',').at(-1).trim());
  return {
    endedMs: Math.round(Number(msec) * 1000),
    name: `${method} ${uri}`,
    status: Number(status),
    ms: seconds * 1000,
    upstreamMs: Number.isFinite(lastUpstream) ? lastUpstream * 1000 : null,
  };
}

/**
 * The proxy's figures from its log's lines: per call (sorted by requests) the request time's quantiles and the
 * upstream's p95, and per second of the run (from `startedAt`, the recorder's clock) the p95 of every call. Only
 * the calls named in `names` when given: the contestants' (the judges' and the set-up's pass the same proxy).
 */
export function proxyFigures(lines, startedAt, names = null) {
  const calls = new Map();
  const bySecond = new Map();
  for (const line of lines) {
    const entry = parseProxyLine(line);
    if (!entry || (names && !names.has(entry.name))) continue;
    const call = calls.get(entry.name) ?? { request: [], upstream: [] };
    call.request.push(entry.ms);
    if (entry.upstreamMs !== null) call.upstream.push(entry.upstreamMs);
    calls.set(entry.name, call);
    const at = Math.floor((entry.endedMs - startedAt) / 1000);
    if (at < 0) continue;
    const second = bySecond.get(at) ?? [];
    second.push(entry.ms);
    bySecond.set(at, second);
  }
  const last = Math.max(-1, ...bySecond.keys());
  return {
    calls: [...calls.entries()]
      .map(([name, call]) => ({
        name,
        ...summarize(call.request),
        upstreamP95: summarize(call.upstream).p95,
      }))
      .sort((a, b) => b.count - a.count),
    timeline: Array.from({ length: last + 1 }, (_, at) => ({
      at,
      p95: summarize(bySecond.get(at) ?? []).p95,
    })),
  };
}

/** The proxy's figures from its log file, or null when the topology has no proxy (single). */
export function readProxyLog(file, startedAt, names = null) {
  if (!file || !fs.existsSync(file)) return null;
  return proxyFigures(fs.readFileSync(file, 'utf8').split('\n'), startedAt, names);
}

/**
 * Of the seconds from `fromSecond` on, how many had a p95 over `limitMs`, out of those with any call, and the
 * worst second's p95 (a timeline from latencyOverTime or proxyFigures).
 */
export function secondsOver(timeline, fromSecond, limitMs) {
  const seconds = timeline.filter((row) => row.at >= fromSecond && row.p95 !== null);
  return {
    over: seconds.filter((row) => row.p95 > limitMs).length,
    of: seconds.length,
    worst: Math.max(0, ...seconds.map((row) => row.p95)),
  };
}
