import { describe, expect, it } from 'vitest';
import { createRateBudget, windowMs } from './rate-budget.ts';

const codeOf = (spend: () => void) => {
  try {
    spend();
    return 'OK';
  } catch (error) {
    return (error as { code: string }).code;
  }
};

describe('rate budget', () => {
  it('reads the windows the config writes', () => {
    expect(windowMs('1 minute')).toBe(60_000);
    expect(windowMs('30 seconds')).toBe(30_000);
    expect(windowMs('2 hours')).toBe(7_200_000);
    expect(() => windowMs('a while')).toThrow(/a while/);
  });

  it('refuses a call once any of its keys is past the max, and counts the others meanwhile', () => {
    const budget = createRateBudget({ max: 2, timeWindow: '1 minute' });
    const codes = [
      codeOf(() => budget.spend(['address:a', 'username:x'])),
      codeOf(() => budget.spend(['address:b', 'username:x'])),
      codeOf(() => budget.spend(['address:c', 'username:x'])),
      codeOf(() => budget.spend(['address:c', 'username:y'])),
      codeOf(() => budget.spend(['address:c', 'username:z'])),
    ];
    expect(codes).toEqual(['OK', 'OK', 'RATE_LIMITED', 'OK', 'RATE_LIMITED']);
  });

  it('keeps at most its capacity of keys, forgetting the oldest window first', () => {
    const budget = createRateBudget({ max: 1, timeWindow: '1 minute' }, 2);
    budget.spend(['first']);
    budget.spend(['second']);
    budget.spend(['third']);
    expect(codeOf(() => budget.spend(['first']))).toBe('OK');
    expect(codeOf(() => budget.spend(['third']))).toBe('RATE_LIMITED');
  });
});
