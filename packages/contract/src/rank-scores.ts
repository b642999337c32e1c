/**
 * The OI rank score a submission earns on the site's OI rank (spec 1-core "OI rank score formula", spec 3's
 * group rank): round(0.1 x score + 2 x difficulty x pass rate). The judge computes it per submission (the pass
 * rate is the share of accepted cases); a problem page shows what a full solve earns (pass rate 1).
 */
export function oiRankScore(score: number, difficulty: number, passRate = 1): number {
  return Math.round(0.1 * score + 2 * difficulty * passRate);
}
