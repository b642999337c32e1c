import { describe, expect, it } from 'vitest';
import { pairCaseFiles, spreadScores } from './case-pairing.ts';

describe('test-case pairing', () => {
  it('pairs x.in with x.out or x.ans in natural order', () => {
    expect(pairCaseFiles(['10.in', '10.out', '2.in', '2.ans', '1.in', '1.out', 'readme.txt'])).toEqual([
      { inputName: '1.in', outputName: '1.out' },
      { inputName: '2.in', outputName: '2.ans' },
      { inputName: '10.in', outputName: '10.out' },
    ]);
  });

  it('keeps an input without an answer', () => {
    expect(pairCaseFiles(['a.in'])).toEqual([{ inputName: 'a.in', outputName: null }]);
  });
});

describe('OI score spreading', () => {
  it('spreads 100 evenly with the remainder on the later cases', () => {
    expect(spreadScores(3)).toEqual([33, 33, 34]);
    expect(spreadScores(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(spreadScores(4)).toEqual([25, 25, 25, 25]);
    expect(spreadScores(0)).toEqual([]);
    expect(spreadScores(3).reduce((a, b) => a + b)).toBe(100);
  });
});

describe('full score of a problem', async () => {
  const { fullScore } = await import('../problems/problem-rules.ts');
  it('adds cases, or counts each subtask group once', () => {
    expect(
      fullScore(
        [
          { score: 30, groupNum: null },
          { score: 70, groupNum: null },
        ],
        'default',
      ),
    ).toBe(100);
    const grouped = [40, 40, 40, 60, 60].map((score, i) => ({ score, groupNum: i < 3 ? 1 : 2 }));
    expect(fullScore(grouped, 'subtask_lowest')).toBe(100);
    expect(fullScore(grouped, 'subtask_average')).toBe(100);
    expect(fullScore([], 'default')).toBe(100);
  });
});
