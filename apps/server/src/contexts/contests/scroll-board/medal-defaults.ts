import { AWARD_TYPE, DEFAULT_AWARD_CONFIG, type AwardConfigItem, type MedalDefaults } from '@judge/contract';
import { awardRanges } from '../scoreboards/board-rank.ts';

/**
 * The medal counts the setup proposes: the rank positions the contest's first three award rows cover
 * (asked of the scoreboard's own award rule, so the ceremony and the Rank tab agree), or, when the
 * contest gives no awards, ICPC's usual 10 %, 20 % and 30 % of the ranked rows, rounded down.
 */
export function medalDefaults(
  award: { awardType: number; awardConfig: AwardConfigItem[] },
  rankedCount: number,
): MedalDefaults {
  const fromContest = award.awardType !== AWARD_TYPE.NONE && award.awardConfig.length > 0;
  const settings = fromContest
    ? award
    : { awardType: AWARD_TYPE.PROPORTION, awardConfig: DEFAULT_AWARD_CONFIG };
  const ranges = awardRanges({ ...settings, stars: new Set(), removeStar: false }, rankedCount);
  const count = (index: number) => {
    const range = ranges.find((r) => r.award === settings.awardConfig[index]);
    return range ? range.to - range.from : 0;
  };
  return { gold: count(0), silver: count(1), bronze: count(2), rankedCount, fromContest };
}
