import type { SourceToken } from './tokens.ts';

/** k: tokens per fingerprinted run; w: the winnowing window (any run of w + k - 1 shared tokens is caught). */
export interface FingerprintSettings {
  k: number;
  w: number;
}

const kindIds = new Map<string, number>();

/** A small number per token kind, the same for the whole process, so sequences hash and compare fast. */
export function kindIdsOf(tokens: readonly SourceToken[]): Uint32Array {
  const ids = new Uint32Array(tokens.length);
  tokens.forEach((token, index) => {
    let id = kindIds.get(token.kind);
    if (id === undefined) {
      id = kindIds.size + 1;
      kindIds.set(token.kind, id);
    }
    ids[index] = id;
  });
  return ids;
}

function mix(hash: number, value: number) {
  return Math.imul(hash ^ value, 0x01000193) >>> 0;
}

/** The hash of every k-token run, by its first token's index. */
export function kGramHashes(ids: Uint32Array, k: number): Uint32Array {
  const count = Math.max(0, ids.length - k + 1);
  const hashes = new Uint32Array(count);
  for (let start = 0; start < count; start += 1) {
    let hash = 0x811c9dc5;
    for (let i = start; i < start + k; i += 1) hash = mix(hash, ids[i]);
    hashes[start] = hash;
  }
  return hashes;
}

/**
 * Winnowing (Schleimer, Wilkerson, Aiken 2003, the technique of MOSS): in every window of w hashes keep the
 * smallest (the rightmost on ties), each chosen position once. Returns the chosen positions.
 */
export function winnow(hashes: Uint32Array, w: number): number[] {
  if (hashes.length === 0) return [];
  if (hashes.length <= w) return [indexOfMinimum(hashes, 0, hashes.length)];
  const chosen: number[] = [];
  for (let start = 0; start + w <= hashes.length; start += 1) {
    const position = indexOfMinimum(hashes, start, start + w);
    if (chosen[chosen.length - 1] !== position) chosen.push(position);
  }
  return chosen;
}

function indexOfMinimum(hashes: Uint32Array, from: number, to: number) {
  let best = from;
  for (let i = from + 1; i < to; i += 1) if (hashes[i] <= hashes[best]) best = i;
  return best;
}

/** Distinct values, sorted, for merge-style intersection. */
export function sortedDistinct(values: Iterable<number>): Uint32Array {
  const sorted = Uint32Array.from(new Set(values)).sort();
  return sorted;
}
