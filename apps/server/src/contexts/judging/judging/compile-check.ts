import { randomBytes } from 'node:crypto';
import { JudgeStatus } from '@judge/contract';
import type { JudgeWorker } from '@judge/judge';
import { AppError, invalidField } from '../../../errors.ts';
import type { CompileCheck } from '../../problems/facts.ts';

/**
 * Compiles a special judge or interactor in the sandbox before a problem is saved (spec 3 §4: "SPJ
 * or interactive code must be compiled successfully"). A task with no test cases only compiles.
 * Throws a 400 naming the field with the compiler's message.
 */
export function createCompileCheck(worker: () => JudgeWorker | null): CompileCheck {
  return async ({ language, source, extraFiles, field }) => {
    const judge = worker();
    if (!judge)
      throw new AppError(
        'BAD_REQUEST',
        'No judge is running on this server to compile the special judge; start the embedded judge and try again',
      );
    const result = await judge.judge({
      taskId: `compile-check-${randomBytes(6).toString('hex')}`,
      language,
      source,
      problem: { timeLimitMs: 1000, memoryLimitMb: 256, userExtraFiles: extraFiles },
      testCases: [],
    });
    if (result.status === JudgeStatus.COMPILE_ERROR || result.status === JudgeStatus.SYSTEM_ERROR) {
      throw invalidField(field, `Compile Error: ${result.errorMessage ?? 'the code did not compile'}`);
    }
  };
}
