// Types of proxy-log.mjs for the TypeScript tests that import it.
import type { Summary } from './stats.mjs';
export const PROXY_LOG_FORMAT: string;
export interface ProxyEntry {
  endedMs: number;
  name: string;
  status: number;
  ms: number;
  upstreamMs: number | null;
}
export interface ProxyFigures {
  calls: ({ name: string; upstreamP95: number | null } & Summary)[];
  timeline: { at: number; p95: number | null }[];
}
export function parseProxyLine(line: string): ProxyEntry | null;
export function proxyFigures(lines: string[], startedAt: number, names?: Set<string> | null): ProxyFigures;
export function readProxyLog(
  file: string | null | undefined,
  startedAt: number,
  names?: Set<string> | null,
): ProxyFigures | null;
export function secondsOver(
  timeline: { at: number; p95: number | null }[],
  fromSecond: number,
  limitMs: number,
): { over: number; of: number; worst: number };
