import type { SimilarityRegion } from '@judge/contract';

/** Light colours that stay readable behind code; region i takes colour i (mod the palette) on both sides. */
export const REGION_COLOURS = [
  '#ffe58f',
  '#b7eb8f',
  '#91caff',
  '#ffadd2',
  '#d3adf7',
  '#87e8de',
  '#ffd591',
  '#adc6ff',
];

export const regionColour = (index: number) => REGION_COLOURS[index % REGION_COLOURS.length];

export interface CodeSegment {
  text: string;
  /** The matched region this text belongs to, or null for code found only on this side. */
  region: number | null;
}

/** The code cut into plain and matched pieces, in order, for one side of a pair. */
export function codeSegments(
  code: string,
  regions: SimilarityRegion[],
  side: 'left' | 'right',
): CodeSegment[] {
  const ranges = regions
    .map((region, index) => ({ ...region[side], index }))
    .filter((range) => range.end > range.start)
    .sort((a, b) => a.start - b.start);
  const segments: CodeSegment[] = [];
  let at = 0;
  for (const range of ranges) {
    if (range.start < at) continue; // tiles never overlap; guard a stale answer anyway
    if (range.start > at) segments.push({ text: code.slice(at, range.start), region: null });
    segments.push({ text: code.slice(range.start, range.end), region: range.index });
    at = range.end;
  }
  if (at < code.length) segments.push({ text: code.slice(at), region: null });
  return segments;
}

/** A share 0..1 as a whole percentage. */
export const percent = (share: number) => Math.round(share * 100);
