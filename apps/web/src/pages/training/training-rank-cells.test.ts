import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { cellTone, formatRunTime, shownName } from './training-rank-cells';

describe('training rank cells', () => {
  it('show run times in ms, or seconds past one', () => {
    expect(formatRunTime(0)).toBe('0 ms');
    expect(formatRunTime(999)).toBe('999 ms');
    expect(formatRunTime(1234)).toBe('1.23 s');
  });

  it('are green when accepted, red after a failure, plain when never tried', () => {
    expect(cellTone({ status: JudgeStatus.ACCEPTED, isAC: true, runTime: 5, score: null })).toBe('accepted');
    expect(cellTone({ status: JudgeStatus.WRONG_ANSWER, isAC: false, runTime: null, score: null })).toBe(
      'failed',
    );
    expect(cellTone(undefined)).toBe('empty');
  });
});

describe('the name a rank row shows', () => {
  const row = { username: 'ann', nickname: 'Annie', realname: null };
  it('follows the training’s choice, falling back to the username', () => {
    expect(shownName(row, 'username')).toBe('ann');
    expect(shownName(row, 'nickname')).toBe('Annie');
    expect(shownName(row, 'realname')).toBe('ann');
    expect(shownName({ ...row, realname: 'Ann Lee' }, 'realname')).toBe('Ann Lee');
  });
});
