import { describe, expect, it } from 'vitest';
import { displayedLimits, isRemoteProblemId } from './limits';

describe('displayedLimits', () => {
  it('shows the stored values for C/C++ and doubles both limits for other languages', () => {
    expect(displayedLimits({ problemId: 'P1000', timeLimit: 1000, memoryLimit: 256 })).toEqual({
      timeMs: 1000,
      memoryMb: 256,
      otherTimeMs: 2000,
      otherMemoryMb: 512,
      differsByLanguage: true,
    });
  });

  it('shows remote problems (CF-, GYM-) as they are for every language', () => {
    for (const problemId of ['CF-1000A', 'GYM-100001B', 'cf-1A']) {
      expect(displayedLimits({ problemId, timeLimit: 2000, memoryLimit: 256 })).toEqual({
        timeMs: 2000,
        memoryMb: 256,
        otherTimeMs: 2000,
        otherMemoryMb: 256,
        differsByLanguage: false,
      });
    }
  });
});

describe('isRemoteProblemId', () => {
  it('recognises only the CF- and GYM- prefixes', () => {
    expect(isRemoteProblemId('CF-1A')).toBe(true);
    expect(isRemoteProblemId('GYM-1A')).toBe(true);
    expect(isRemoteProblemId('P1000')).toBe(false);
    expect(isRemoteProblemId('CFX')).toBe(false);
  });
});
