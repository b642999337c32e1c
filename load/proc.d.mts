// Types of proc.mjs for the TypeScript tests that import it.
export interface ProcessRow {
  ppid: number;
  cpuTicks: number;
  rssBytes: number;
}
export function readProcessTable(procDir?: string): Map<number, ProcessRow>;
export function treeUsage(
  table: Map<number, ProcessRow>,
  pid: number,
  alone?: boolean,
): { cpuTicks: number; rssBytes: number };
export function createProcessSampler(
  watched: () => { name: string; pid: number; alone?: boolean }[],
  options?: { procDir?: string; now?: () => number },
): () => Record<string, { cpuPercent: number; memoryMb: number }>;
