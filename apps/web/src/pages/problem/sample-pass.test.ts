import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { exampleWithInput, passedSampleIndex } from './sample-pass';

const examples = [
  { input: '1 2', output: '3' },
  { input: '-5 12', output: '7' },
];

describe('passedSampleIndex', () => {
  it('finds the example whose input and output match after trimming', () => {
    expect(
      passedSampleIndex({ status: JudgeStatus.ACCEPTED, userInput: '-5 12\n', userOutput: '7\n' }, examples),
    ).toBe(1);
    expect(
      passedSampleIndex(
        { status: JudgeStatus.ACCEPTED, userInput: '  1 2 ', userOutput: '\n3\n\n' },
        examples,
      ),
    ).toBe(0);
  });

  it('does not count a run that was not accepted, even with the right output', () => {
    for (const status of [JudgeStatus.WRONG_ANSWER, JudgeStatus.PRESENTATION_ERROR, JudgeStatus.PENDING]) {
      expect(passedSampleIndex({ status, userInput: '1 2', userOutput: '3' }, examples)).toBe(-1);
    }
  });

  it('does not count an accepted run whose input or output differs from every example', () => {
    expect(
      passedSampleIndex({ status: JudgeStatus.ACCEPTED, userInput: '1 2', userOutput: '4' }, examples),
    ).toBe(-1);
    expect(
      passedSampleIndex({ status: JudgeStatus.ACCEPTED, userInput: '2 1', userOutput: '3' }, examples),
    ).toBe(-1);
    expect(
      passedSampleIndex({ status: JudgeStatus.ACCEPTED, userInput: '1 2', userOutput: null }, examples),
    ).toBe(-1);
  });
});

describe('exampleWithInput', () => {
  it('matches the typed input to an example ignoring surrounding whitespace', () => {
    expect(exampleWithInput('\n-5 12\n', examples)).toEqual(examples[1]);
    expect(exampleWithInput('9 9', examples)).toBeUndefined();
  });
});
