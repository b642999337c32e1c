// The sandbox's public face: detect the host, then start the real sandbox, or refuse, or (only when told to)
// fall back to the unsafe development mode.
import { availableParallelism } from 'node:os';
import { detectHostSupport, type HostSupport } from './host-support.ts';
import { NativeSandbox } from './native-sandbox.ts';
import type { Sandbox } from './types.ts';
import { UnsafeSandbox } from './unsafe-sandbox.ts';

export type { Box, RunLimits, RunOutcome, RunResult, RunSpec, Sandbox } from './types.ts';
export { classifyRun, describeTermination } from './verdict.ts';
export { detectHostSupport } from './host-support.ts';

export interface SandboxOptions {
  /** Boxes that can run at the same time; interactive problems take two. Default: 2 x cores. */
  slots?: number;
  /** Run WITHOUT isolation when the host cannot sandbox (development only; results are marked unsafe). */
  allowUnsafe?: boolean;
  /** Where to report the one-line start-up summary. */
  log?: (line: string) => void;
}

export class SandboxUnavailableError extends Error {
  constructor(readonly support: HostSupport) {
    super(
      `${support.summary}. Refusing to judge without a sandbox; for development only, pass --unsafe-no-sandbox ` +
        '(or JUDGE_UNSAFE_NO_SANDBOX=1) to run programs unisolated with results marked unsafe.',
    );
  }
}

export type JudgeSandbox = Sandbox & { workDir(): string };

export async function createSandbox(options: SandboxOptions = {}): Promise<JudgeSandbox> {
  const slots = options.slots ?? availableParallelism() * 2;
  const support = detectHostSupport();
  const log = options.log ?? (() => undefined);
  if (support.ok && support.cgroup) {
    const sandbox = new NativeSandbox(slots, support.cgroup);
    await sandbox.start();
    log(support.summary);
    return sandbox;
  }
  if (!options.allowUnsafe) throw new SandboxUnavailableError(support);
  log(`${support.summary} -- running UNSAFE (no isolation), every result is marked unsafe`);
  return new UnsafeSandbox(slots);
}
