import { describe, expect, it } from 'vitest';
import { applyAction, isFrozen, progressName } from './group-problem-progress';

describe('group problem apply-public progress', () => {
  it('names the four states', () => {
    expect([null, 1, 2, 3].map((p) => progressName(p as 1 | null))).toEqual([
      'none',
      'applying',
      'public',
      'refused',
    ]);
  });
  it('freezes while applying and once public', () => {
    expect([null, 1, 2, 3].map((p) => isFrozen(p as 1 | null))).toEqual([false, true, true, false]);
  });
  it('applies from none or refused, withdraws while applying, nothing once public', () => {
    expect([null, 1, 2, 3].map((p) => applyAction(p as 1 | null))).toEqual([
      'apply',
      'withdraw',
      null,
      'apply',
    ]);
  });
});
