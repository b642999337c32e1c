import { JudgeStatus } from '@judge/contract';
import type { ProblemExample } from './examples';

/**
 * Spec 1-core §4.4: a test run passes a sample when it is Accepted (a special judge says so with the
 * same status) and its input and output match one of the statement's examples after trimming.
 * Returns the index of that example, or -1.
 */
export function passedSampleIndex(
  result: { status: number; userInput: string; userOutput: string | null },
  examples: ProblemExample[],
): number {
  if (result.status !== JudgeStatus.ACCEPTED || result.userOutput === null) return -1;
  const input = result.userInput.trim();
  const output = result.userOutput.trim();
  return examples.findIndex((example) => example.input.trim() === input && example.output.trim() === output);
}

/** The example whose input the user is about to run, so its answer can be sent as the expected output. */
export const exampleWithInput = (userInput: string, examples: ProblemExample[]) =>
  examples.find((example) => example.input.trim() === userInput.trim());
