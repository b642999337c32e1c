import type { PreparedSource } from './prepared-source.ts';
import { compareSources, flagScore, type PairSimilarity } from './similarity.ts';

export interface ScoredPair extends PairSimilarity {
  /** Indexes into the compared list. */
  leftIndex: number;
  rightIndex: number;
}

/**
 * Every pair of `sources` that should be compared (the caller says which: different authors, not compared
 * before), scored; those at or above `threshold` are returned. `onProgress` hears how many were compared.
 */
export function scorePairs(
  sources: readonly PreparedSource[],
  shouldCompare: (leftIndex: number, rightIndex: number) => boolean,
  threshold: number,
  onProgress: (compared: number) => void = () => {},
): ScoredPair[] {
  const found: ScoredPair[] = [];
  let compared = 0;
  for (let left = 0; left < sources.length; left += 1) {
    for (let right = left + 1; right < sources.length; right += 1) {
      if (!shouldCompare(left, right)) continue;
      compared += 1;
      const similarity = compareSources(sources[left], sources[right]);
      if (flagScore(similarity) >= threshold)
        found.push({ leftIndex: left, rightIndex: right, ...similarity });
    }
    onProgress(compared);
  }
  return found;
}
