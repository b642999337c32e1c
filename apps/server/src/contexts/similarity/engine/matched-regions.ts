import type { PreparedSource, TemplateHashes } from './prepared-source.ts';
import type { SourceToken } from './tokens.ts';

export interface SourceRange {
  /** Offsets into the source (end exclusive) and the lines they span (1-based, inclusive). */
  start: number;
  end: number;
  startLine: number;
  endLine: number;
}

/** One matched stretch: the same normalised tokens on both sides; regions of a pair are numbered for colours. */
export interface MatchedRegion {
  left: SourceRange;
  right: SourceRange;
  tokens: number;
}

interface Tile {
  left: number;
  right: number;
  length: number;
}

/** Tokens covered by a k-run found in the template never match (given code is not a lead). */
function templateMask(source: PreparedSource, template: TemplateHashes, k: number) {
  const mask = new Uint8Array(source.ids.length);
  source.hashes.forEach((hash, position) => {
    if (template.has(hash)) mask.fill(1, position, position + k);
  });
  return mask;
}

function runLength(
  left: Uint32Array,
  right: Uint32Array,
  l: number,
  r: number,
  usedLeft: Uint8Array,
  usedRight: Uint8Array,
) {
  let length = 0;
  while (
    l + length < left.length &&
    r + length < right.length &&
    left[l + length] === right[r + length] &&
    !usedLeft[l + length] &&
    !usedRight[r + length]
  )
    length += 1;
  return length;
}

/**
 * A k-run found more often than this on the right side is boilerplate repeated (a table of constants, a line
 * written 1,000 times): runs start at its first places only, as starting at each would make one view cost minutes.
 */
const MAX_PLACES_PER_RUN = 64;
/** More regions than this are more colours than a reader can follow; the view stops there. */
export const MAX_REGIONS = 300;

/** Positions of the right side by their k-run hash, to start runs only where one can be at least k long. */
function positionsByHash(hashes: Uint32Array) {
  const positions = new Map<number, number[]>();
  hashes.forEach((hash, position) => {
    const list = positions.get(hash);
    if (list) list.push(position);
    else positions.set(hash, [position]);
  });
  for (const list of positions.values())
    if (list.length > MAX_PLACES_PER_RUN) list.length = MAX_PLACES_PER_RUN;
  return positions;
}

/** Whether the run at (l, r) continues one that starts earlier (only maximal runs are measured). */
const continuesEarlierRun = (
  left: PreparedSource,
  right: PreparedSource,
  l: number,
  r: number,
  usedLeft: Uint8Array,
  usedRight: Uint8Array,
) => l > 0 && r > 0 && left.ids[l - 1] === right.ids[r - 1] && !usedLeft[l - 1] && !usedRight[r - 1];

function longestRuns(
  left: PreparedSource,
  right: PreparedSource,
  usedLeft: Uint8Array,
  usedRight: Uint8Array,
  index: Map<number, number[]>,
  minimum: number,
) {
  let best = minimum - 1;
  let runs: Tile[] = [];
  left.hashes.forEach((hash, l) => {
    if (usedLeft[l]) return;
    for (const r of index.get(hash) ?? []) {
      if (usedRight[r] || continuesEarlierRun(left, right, l, r, usedLeft, usedRight)) continue;
      const length = runLength(left.ids, right.ids, l, r, usedLeft, usedRight);
      if (length > best) [best, runs] = [length, []];
      if (length === best) runs.push({ left: l, right: r, length });
    }
  });
  return runs;
}

function isFree(used: Uint8Array, start: number, length: number) {
  for (let i = start; i < start + length; i += 1) if (used[i]) return false;
  return true;
}

/**
 * Greedy string tiling (Wise 1993, the technique of JPlag) over the two token sequences: the longest common
 * unmarked runs first, each token in one tile at most, down to runs of `minimum` tokens. Used for one pair's
 * view, where the exact places matter more than speed.
 */
export function tileTokens(
  left: PreparedSource,
  right: PreparedSource,
  template: TemplateHashes,
  k: number,
): Tile[] {
  const usedLeft = templateMask(left, template, k);
  const usedRight = templateMask(right, template, k);
  const index = positionsByHash(right.hashes);
  const tiles: Tile[] = [];
  while (tiles.length < MAX_REGIONS) {
    const runs = longestRuns(left, right, usedLeft, usedRight, index, k);
    if (runs.length === 0) break;
    for (const run of runs) {
      if (!isFree(usedLeft, run.left, run.length) || !isFree(usedRight, run.right, run.length)) continue;
      usedLeft.fill(1, run.left, run.left + run.length);
      usedRight.fill(1, run.right, run.right + run.length);
      tiles.push(run);
    }
  }
  return tiles.slice(0, MAX_REGIONS);
}

function rangeOf(tokens: SourceToken[], first: number, length: number): SourceRange {
  const last = tokens[first + length - 1];
  const end = last.end;
  return { start: tokens[first].start, end, startLine: tokens[first].line, endLine: last.line };
}

/** The matched regions of a pair, in the left side's order, for a side-by-side view. */
export function matchedRegions(
  left: PreparedSource,
  right: PreparedSource,
  template: TemplateHashes,
  k: number,
): MatchedRegion[] {
  return tileTokens(left, right, template, k)
    .sort((a, b) => a.left - b.left)
    .map((tile) => ({
      left: rangeOf(left.tokens, tile.left, tile.length),
      right: rangeOf(right.tokens, tile.right, tile.length),
      tokens: tile.length,
    }));
}
