// Types of proxy.mjs for the TypeScript tests that import it.
import type { ChildProcess } from 'node:child_process';
export const POST_READS: string;
export function findNginx(): string | null;
export function startNginx(
  binary: string,
  dir: string,
  port: number,
  upstreams: number[],
  options?: { workerConnections?: number; accessLog?: string | null },
): Promise<{
  child: ChildProcess;
  exited: Promise<{ code: number | null; signal: string | null }>;
  url: string;
}>;
