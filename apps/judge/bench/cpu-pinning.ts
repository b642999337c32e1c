// Bench: how consistently a run is timed with each judge slot pinned to its own CPU core (as DOMjudge and isolate
// pin) against the scheduler left free (JUDGE_CPU_PINNING=0), in the same process and minutes: the same CPU-bound
// program run in both sandboxes, interleaved; the spread of its measured CPU and wall times in each.
// Usage: npx tsx apps/judge/bench/cpu-pinning.ts [runs]
import { createSandbox, type JudgeSandbox } from '../src/sandbox/index.ts';
import { detectLanguages } from '../src/languages/index.ts';
import { compileProgram, runCompiledProgram, type CompiledProgram } from '../src/judge/programs.ts';

const runs = Number(process.argv[2] ?? 80);
// About 40 ms of arithmetic that the compiler cannot fold away.
const SPIN = `#include <stdio.h>
int main(void){ volatile unsigned long long x = 1; for (unsigned long i = 0; i < 60000000UL; i++) x = x * 6364136223846793005ULL + 1; printf("%llu\\n", x); return 0; }`;

async function sandboxWithPinning(pinned: boolean): Promise<JudgeSandbox> {
  const before = process.env.JUDGE_CPU_PINNING;
  process.env.JUDGE_CPU_PINNING = pinned ? '1' : '0';
  try {
    return await createSandbox({ slots: 1, log: () => undefined });
  } finally {
    if (before === undefined) delete process.env.JUDGE_CPU_PINNING;
    else process.env.JUDGE_CPU_PINNING = before;
  }
}

async function timeRun(
  sandbox: JudgeSandbox,
  program: CompiledProgram,
): Promise<{ cpu: number; wall: number }> {
  return sandbox.withBox(async (box) => {
    const result = await runCompiledProgram(box, program, {
      timeLimitMs: 5000,
      memoryLimitMb: 64,
      stackLimitMb: 16,
      outputLimitBytes: 1 << 16,
    });
    if (result.outcome !== 'ok') throw new Error(`spin failed: ${result.detail}`);
    return { cpu: result.cpuMs, wall: result.wallMs };
  });
}

function quantile(values: number[], q: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
}

/** Median, the 5th-95th percentile spread, and that spread relative to the median. */
function spread(values: number[]): { median: number; width: number; relative: number } {
  const median = quantile(values, 0.5);
  const width = quantile(values, 0.95) - quantile(values, 0.05);
  return { median, width, relative: width / median };
}

async function main(): Promise<void> {
  const pinned = await sandboxWithPinning(true);
  const free = await sandboxWithPinning(false);
  const language = detectLanguages().get('C With O2');
  const [onPinned, onFree] = await Promise.all([
    compileProgram(pinned, language, SPIN),
    compileProgram(free, language, SPIN),
  ]);
  if (!onPinned.ok || !onFree.ok) throw new Error('the spin program did not compile');
  const times = {
    pinned: { cpu: [] as number[], wall: [] as number[] },
    free: { cpu: [] as number[], wall: [] as number[] },
  };
  try {
    for (let run = 0; run < runs; run++) {
      const a = await timeRun(pinned, onPinned.program);
      const b = await timeRun(free, onFree.program);
      times.pinned.cpu.push(a.cpu);
      times.pinned.wall.push(a.wall);
      times.free.cpu.push(b.cpu);
      times.free.wall.push(b.wall);
    }
  } finally {
    await Promise.all([onPinned.program.dispose(), onFree.program.dispose(), pinned.close(), free.close()]);
  }
  console.log(`CPU-bound run (~40 ms), ${runs} runs each, pinned and unpinned interleaved:`);
  for (const measure of ['cpu', 'wall'] as const) {
    const withPin = spread(times.pinned[measure]);
    const without = spread(times.free[measure]);
    const show = (s: ReturnType<typeof spread>) =>
      `median ${s.median.toFixed(1)} ms, p5-p95 spread ${s.width.toFixed(1)} ms (${(100 * s.relative).toFixed(1)} % of the median)`;
    console.log(`  ${measure} time, pinned  : ${show(withPin)}`);
    console.log(`  ${measure} time, unpinned: ${show(without)}`);
    console.log(
      `  ${measure} spread ratio pinned/unpinned: ${(withPin.width / Math.max(without.width, 1e-9)).toFixed(2)} (below 1: pinning times runs more consistently)`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
