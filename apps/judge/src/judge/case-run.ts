// What judging one case needs, shared by the plain, checker, multi-pass and interactive paths.
import { JudgeStatus, type CaseResult, type JudgeStatusCode, type ParsedJudgeTask } from '@judge/contract';
import type { LanguageRegistry } from '../languages/index.ts';
import type { JudgeSandbox, RunOutcome, RunResult } from '../sandbox/index.ts';
import type { TestDataCache } from '../testdata/cache.ts';
import type { CompiledProgram } from './programs.ts';

const MiB = 1024 * 1024;

export interface JudgeContext {
  sandbox: JudgeSandbox;
  languages: LanguageRegistry;
  testData: TestDataCache;
  judger: string;
}

export interface PreparedCase {
  index: number;
  score: number;
  groupNum?: number;
  inputPath: string;
  answerPath?: string;
  /** Extra arguments for the output validator of this case (ICPC `output_validator_flags` of its group). */
  validatorArgs?: string[];
}

export interface Helpers {
  checker?: CompiledProgram;
  interactor?: CompiledProgram;
}

/** Checkers and interactors are trusted more than contestants, but still sandboxed and bounded. */
export const CHECKER_LIMITS = {
  timeLimitMs: 10000,
  memoryLimitMb: 1024,
  stackLimitMb: 256,
  outputLimitBytes: 16 * MiB,
};

export const outcomeStatus: Record<RunOutcome, JudgeStatusCode> = {
  ok: JudgeStatus.ACCEPTED,
  'time-limit': JudgeStatus.TIME_LIMIT_EXCEEDED,
  'memory-limit': JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  'output-limit': JudgeStatus.OUTPUT_LIMIT_EXCEEDED,
  'runtime-error': JudgeStatus.RUNTIME_ERROR,
  'sandbox-error': JudgeStatus.SYSTEM_ERROR,
};

export function caseResult(
  testCase: PreparedCase,
  status: JudgeStatusCode,
  run: RunResult | null,
  extra: Partial<CaseResult> = {},
): CaseResult {
  return {
    index: testCase.index,
    status,
    timeMs: run ? run.cpuMs : 0,
    memoryKb: run ? Math.round(run.memoryBytes / 1024) : 0,
    score: 0,
    groupNum: testCase.groupNum,
    ...extra,
  };
}

/** The problem's output limit (ICPC packages get 8 MiB from the loader), else 16 MiB or twice a larger answer. */
export function outputLimitFor(task: ParsedJudgeTask, answerBytes: number): number {
  return task.problem.outputLimitBytes ?? Math.max(16 * MiB, 2 * answerBytes + MiB);
}

export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
