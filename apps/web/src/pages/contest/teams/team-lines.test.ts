import { describe, expect, it } from 'vitest';
import { handOverSlips, memberList, readGenerateLines, takeSlips } from './team-lines';

describe('team lines', () => {
  it('reads generation lines, skipping blank ones', () => {
    expect(readGenerateLines('Red, 3, North, N, A1, H1\n\nBlue,1', 3)).toEqual({
      teams: [
        { name: 'Red', memberCount: 3, school: 'North', shortName: 'N', seat: 'A1', room: 'H1' },
        { name: 'Blue', memberCount: 1, school: '', shortName: '', seat: '', room: '' },
      ],
      problem: null,
    });
  });

  it('names the first bad line', () => {
    expect(readGenerateLines('Red,2\n,1', 3).problem).toEqual({ line: 2, field: 'name' });
    expect(readGenerateLines('Red,3', 2).problem).toEqual({ line: 1, field: 'memberCount' });
    expect(readGenerateLines('Red,two', 3).problem).toEqual({ line: 1, field: 'memberCount' });
  });

  it('splits a members box', () => {
    expect(memberList(' ann\nbob, cy;dee ')).toEqual(['ann', 'bob', 'cy', 'dee']);
    expect(memberList(undefined)).toEqual([]);
  });

  it('hands the slips over once, to their contest only', () => {
    const slips = [{ contest: 'C', team: 'Red', school: '', seat: '', room: '', accounts: [] }];
    handOverSlips(3, slips);
    expect(takeSlips(4)).toBeNull();
    handOverSlips(3, slips);
    expect(takeSlips(3)).toBe(slips);
    expect(takeSlips(3)).toBeNull();
  });
});
