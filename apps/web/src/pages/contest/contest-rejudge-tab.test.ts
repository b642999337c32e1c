import { describe, expect, it } from 'vitest';
import type { ContestInfo } from '@judge/contract';
import { contestTabOf, visibleContestTabs } from './contest-tabs';

const keys = (root: boolean, isContestAdmin: boolean) =>
  visibleContestTabs({
    info: { isContestAdmin, openPrint: false, type: 0 } as ContestInfo,
    config: { openContestComment: false },
    root,
  }).map((tab) => tab.key);

describe('the Rejudge tab (spec 2 §2.2, §2.9)', () => {
  it('is the super admin’s alone: not the contest’s author, not a contestant', () => {
    expect(keys(true, true)).toContain('rejudge');
    expect(keys(false, true)).not.toContain('rejudge');
    expect(keys(false, false)).not.toContain('rejudge');
  });

  it('owns its address', () => {
    expect(contestTabOf('/contest/3/rejudge')).toBe('rejudge');
  });
});
