// Shared set-up for the judge's tests: one real sandbox per test file, and small helpers to compile and run.
import { readFileSync } from 'node:fs';
import { createSandbox, type JudgeSandbox, type RunResult } from '../src/sandbox/index.ts';
import { detectLanguages, type LanguageRegistry } from '../src/languages/index.ts';
import { compileProgram, runCompiledProgram, type ProgramRunOptions } from '../src/judge/programs.ts';

/** Never falls back to the unsafe mode: without root, cgroups and gcc, the sandbox tests must fail loudly. */
export async function realSandbox(slots = 4): Promise<JudgeSandbox> {
  return createSandbox({ slots });
}

/** Run limits in the sandbox tests are multiplied by this: 1 here; the cgroup v2 guest of `npm run test:cgroup2`
 * runs in QEMU's emulation, about ten times slower, and sets JUDGE_TEST_TIME_SCALE. */
export const TIME_SCALE = Number(process.env.JUDGE_TEST_TIME_SCALE ?? 1);

export interface ProgramOutcome extends RunResult {
  stdout: string;
  stderr: string;
}

export async function compileAndRun(
  sandbox: JudgeSandbox,
  languages: LanguageRegistry,
  languageName: string,
  source: string,
  options: Partial<ProgramRunOptions> & { input?: string } = {},
): Promise<ProgramOutcome> {
  const compiled = await compileProgram(sandbox, languages.get(languageName), source, {}, {}, TIME_SCALE);
  if (!compiled.ok) throw new Error(`compile failed: ${compiled.message}`);
  try {
    return await sandbox.withBox(async (box) => {
      let stdinPath: string | undefined;
      if (options.input !== undefined) {
        await box.writeFile('.stdin', options.input);
        stdinPath = `${box.dir}/.stdin`;
      }
      const run = await runCompiledProgram(box, compiled.program, {
        memoryLimitMb: 64,
        stackLimitMb: 64,
        outputLimitBytes: 1024 * 1024,
        stdinPath,
        ...options,
        timeLimitMs: (options.timeLimitMs ?? 1000) * TIME_SCALE,
        wallLimitMs: options.wallLimitMs === undefined ? undefined : options.wallLimitMs * TIME_SCALE,
      });
      return {
        ...run,
        stdout: readFileSync(run.stdoutPath, 'utf8'),
        stderr: readFileSync(run.stderrPath, 'utf8'),
      };
    });
  } finally {
    await compiled.program.dispose();
  }
}

export { detectLanguages };
