// Turns the kernel's facts about a finished run into an outcome, exactly as sandbox.md maps them.
import type { RunLimits, RunOutcome } from './types.ts';

export interface RawRunFacts {
  sandboxError?: string;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  memoryBytes: number;
  oomKills: number;
  killedForCpu: boolean;
  killedForWall: boolean;
  /** The judge ended the run (the other side of an interaction had already given its verdict). */
  killedForAbort?: boolean;
  stdoutBytes: number;
  /** RunSpec.truncateOutput: the program wrote more to stdout than the limit, and the rest was discarded
   * (undefined: the run had no such pipe, and stdout at the cap means RLIMIT_FSIZE ended it). */
  stdoutTruncated?: boolean;
}

const SIGKILL = 9;
const SIGSEGV = 11;
const SIGXCPU = 24;
const SIGXFSZ = 25;

const signalNames: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  4: 'SIGILL',
  5: 'SIGTRAP',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};

export function describeTermination(exitCode: number | null, signal: number | null): string {
  if (signal !== null) return `signal ${signal} (${signalNames[signal] ?? 'unknown'})`;
  return `exit code ${exitCode}`;
}

export function classifyRun(facts: RawRunFacts, limits: RunLimits): { outcome: RunOutcome; detail: string } {
  const termination = describeTermination(facts.exitCode, facts.signal);
  // Only the sandbox failing is a System Error: never the contestant's fault.
  if (facts.sandboxError) return { outcome: 'sandbox-error', detail: facts.sandboxError };
  if (facts.killedForCpu || facts.signal === SIGXCPU || facts.cpuMs > limits.cpuMs)
    return { outcome: 'time-limit', detail: `CPU time ${facts.cpuMs} ms` };
  if (facts.killedForWall) return { outcome: 'time-limit', detail: `wall time limit ${limits.wallMs} ms` };
  if (facts.killedForAbort) return { outcome: 'runtime-error', detail: 'stopped by the judge' };
  const diedViolently = facts.signal === SIGKILL || facts.signal === SIGSEGV;
  if (
    facts.oomKills > 0 ||
    facts.memoryBytes > limits.memoryBytes ||
    (diedViolently && facts.memoryBytes >= limits.memoryBytes * 0.95)
  )
    return { outcome: 'memory-limit', detail: `peak memory ${Math.round(facts.memoryBytes / 1024)} KiB` };
  const truncating = facts.stdoutTruncated !== undefined;
  if (!truncating && facts.stdoutBytes >= limits.outputBytes)
    return { outcome: 'output-limit', detail: `output reached ${limits.outputBytes} bytes` };
  // RLIMIT_FSIZE caps every file the program writes, not only its output: say which it was.
  if (facts.signal === SIGXFSZ)
    return {
      outcome: 'output-limit',
      detail: `a file the program wrote reached the ${limits.outputBytes}-byte limit`,
    };
  if (facts.signal !== null || facts.exitCode !== 0) return { outcome: 'runtime-error', detail: termination };
  // Output cut at the limit by the sandbox (RunSpec.truncateOutput), the program having ended by itself with exit
  // code 0: DOMjudge's order (time limit, then a non-zero exit, then stdout truncated); stderr is cut silently.
  if (facts.stdoutTruncated)
    return {
      outcome: 'output-limit',
      detail: `output past the ${limits.outputBytes}-byte limit (the rest was discarded)`,
    };
  return { outcome: 'ok', detail: termination };
}
