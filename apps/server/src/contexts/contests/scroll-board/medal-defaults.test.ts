import { describe, expect, it } from 'vitest';
import { AWARD_TYPE, DEFAULT_AWARD_CONFIG, type AwardConfigItem } from '@judge/contract';
import { medalDefaults } from './medal-defaults.ts';
import { referenceTime } from './reference-shapes.ts';

const award = (priority: number, num: number): AwardConfigItem => ({
  priority,
  name: `Award ${priority}`,
  background: '#000000',
  color: '#ffffff',
  num,
});

describe('the medal counts the scroll board proposes', () => {
  it('takes 10/20/30 % of the ranked rows, rounded down, when the contest gives no awards', () => {
    expect(medalDefaults({ awardType: AWARD_TYPE.NONE, awardConfig: DEFAULT_AWARD_CONFIG }, 25)).toEqual({
      gold: 2,
      silver: 5,
      bronze: 7,
      rankedCount: 25,
      fromContest: false,
    });
    expect(medalDefaults({ awardType: AWARD_TYPE.NONE, awardConfig: [] }, 0)).toMatchObject({
      gold: 0,
      silver: 0,
      bronze: 0,
    });
  });

  it('reads the first three award rows, by proportion or by number', () => {
    const proportion = [award(1, 5), award(2, 15), award(3, 25), award(4, 50)];
    expect(medalDefaults({ awardType: AWARD_TYPE.PROPORTION, awardConfig: proportion }, 40)).toEqual({
      gold: 2,
      silver: 6,
      bronze: 10,
      rankedCount: 40,
      fromContest: true,
    });
    const byNumber = [award(1, 3), award(2, 0), award(3, 4)];
    expect(medalDefaults({ awardType: AWARD_TYPE.NUMBER, awardConfig: byNumber }, 40)).toMatchObject({
      gold: 3,
      silver: 0,
      bronze: 4,
    });
  });

  it('gives no medal an award row the contest does not have', () => {
    expect(medalDefaults({ awardType: AWARD_TYPE.NUMBER, awardConfig: [award(1, 2)] }, 9)).toMatchObject({
      gold: 2,
      silver: 0,
      bronze: 0,
      fromContest: true,
    });
  });
});

describe('the reference’s time format', () => {
  it('writes yyyy/MM/dd HH:mm:ss in UTC', () => {
    expect(referenceTime('2026-03-04T05:06:07.890Z')).toBe('2026/03/04 05:06:07');
    expect(referenceTime(Date.UTC(2025, 11, 31, 23, 59, 59))).toBe('2025/12/31 23:59:59');
  });
});
