import { describe, expect, it } from 'vitest';
import { codeSegments, percent, regionColour } from './highlight';

const range = (start: number, end: number) => ({ start, end, startLine: 1, endLine: 1 });

describe('codeSegments', () => {
  it('cuts one side into plain and matched pieces, numbered by region, in source order', () => {
    const code = 'int a; int b; int c;';
    const regions = [
      { left: range(14, 20), right: range(0, 6), tokens: 3 },
      { left: range(0, 6), right: range(7, 13), tokens: 3 },
    ];
    expect(codeSegments(code, regions, 'left')).toEqual([
      { text: 'int a;', region: 1 },
      { text: ' int b; ', region: null },
      { text: 'int c;', region: 0 },
    ]);
    expect(codeSegments(code, regions, 'right').map((s) => s.region)).toEqual([0, null, 1, null]);
  });

  it('gives back the whole code when nothing matched', () => {
    expect(codeSegments('print(1)', [], 'left')).toEqual([{ text: 'print(1)', region: null }]);
  });

  it('colours by region index, the same on both sides; shares as percentages', () => {
    expect(regionColour(0)).toBe(regionColour(8));
    expect(regionColour(0)).not.toBe(regionColour(1));
    expect(percent(0.456)).toBe(46);
  });
});
