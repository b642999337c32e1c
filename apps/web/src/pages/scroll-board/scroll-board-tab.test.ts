import { describe, expect, it } from 'vitest';
import type { ContestInfo } from '@judge/contract';
import { contestTabOf, visibleContestTabs } from '../contest/contest-tabs';

const shown = (contest: Partial<ContestInfo>) =>
  visibleContestTabs({
    info: { isContestAdmin: false, openPrint: false, type: 0, ...contest } as ContestInfo,
    config: { openContestComment: true },
    root: false,
  }).some((tab) => tab.key === 'scroll-board');

describe('the Scroll Board tab (spec 2 §2.2)', () => {
  it('is shown to contest admins of ACM contests only', () => {
    expect(shown({ isContestAdmin: true })).toBe(true);
    expect(shown({ isContestAdmin: true, type: 1 })).toBe(false);
    expect(shown({ isContestAdmin: false })).toBe(false);
  });

  it('owns its address', () => {
    expect(contestTabOf('/contest/7/scroll-board')).toBe('scroll-board');
  });
});
