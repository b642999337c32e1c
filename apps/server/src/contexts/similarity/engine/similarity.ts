import type { PreparedSource } from './prepared-source.ts';

/** How much of each side is found in the other, 0..1 (MOSS's two percentages). */
export interface PairSimilarity {
  left: number;
  right: number;
}

/** How many of `wanted` (sorted) are in `pool` (sorted): one merge pass. */
function countFound(wanted: Uint32Array, pool: Uint32Array) {
  let found = 0;
  let p = 0;
  for (let w = 0; w < wanted.length && p < pool.length; w += 1) {
    const value = wanted[w];
    while (p < pool.length && pool[p] < value) p += 1;
    if (pool[p] === value) found += 1;
  }
  return found;
}

function share(side: PreparedSource, other: PreparedSource) {
  if (side.fingerprints.length === 0) return 0;
  return countFound(side.fingerprints, other.allHashes) / side.fingerprints.length;
}

/**
 * Each side's fingerprints looked up among every k-token run of the other side (not only the other's
 * fingerprints), so the score does not depend on which runs winnowing happened to pick on the other side.
 */
export function compareSources(left: PreparedSource, right: PreparedSource): PairSimilarity {
  return { left: share(left, right), right: share(right, left) };
}

/** The figure a pair is flagged and sorted by: the larger side (a copy padded with dead code stays caught). */
export const flagScore = (similarity: PairSimilarity) => Math.max(similarity.left, similarity.right);
