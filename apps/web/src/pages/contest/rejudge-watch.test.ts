import { describe, expect, it } from 'vitest';
import { stillJudging } from './rejudge-watch';

describe('stillJudging', () => {
  it('keeps a problem until its judged total is back to what it was before the rejudge', () => {
    const waiting = { 1: 3, 2: 2 };
    expect(
      stillJudging(waiting, [
        { pid: 1, total: 0 },
        { pid: 2, total: 2 },
      ]),
    ).toEqual({ 1: 3 });
    expect(
      stillJudging(waiting, [
        { pid: 1, total: 3 },
        { pid: 2, total: 1 },
      ]),
    ).toEqual({ 2: 2 });
  });

  it('stops watching a problem that left the contest or judged more than before', () => {
    expect(stillJudging({ 1: 3, 2: 2 }, [{ pid: 2, total: 5 }])).toEqual({});
  });
});
