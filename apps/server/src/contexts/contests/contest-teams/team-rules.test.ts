import { describe, expect, it } from 'vitest';
import {
  generatedUsernames,
  memberNames,
  newInviteCode,
  normalizedInviteCode,
  parseTeamCsv,
} from './team-rules.ts';
import { teamBoardKeys, teamRowKey } from './team-membership.ts';

describe('team rules', () => {
  it('makes invite codes of 8 characters without look-alikes, and reads them as typed', () => {
    const codes = new Set(Array.from({ length: 200 }, () => newInviteCode()));
    for (const code of codes) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(normalizedInviteCode(' abcd-efgh ')).toBe('ABCDEFGH');
  });

  it('splits a members cell on ; | and spaces', () => {
    expect(memberNames('ann; bob|cy  dee')).toEqual(['ann', 'bob', 'cy', 'dee']);
    expect(memberNames('')).toEqual([]);
  });

  it('reads a CSV with or without its header, numbering rows as a spreadsheet does', () => {
    const withHeader = parseTeamCsv(
      'name,members,school,shortName,seat,room\r\nRed,ann;bob,North,N,A1,H1\n\nBlue,cy',
      3,
    );
    expect(withHeader.teams).toEqual([
      {
        name: 'Red',
        members: ['ann', 'bob'],
        school: 'North',
        shortName: 'N',
        seat: 'A1',
        room: 'H1',
        row: 2,
      },
      { name: 'Blue', members: ['cy'], school: '', shortName: '', seat: '', room: '', row: 4 },
    ]);
    expect(parseTeamCsv('\uFEFFRed,ann', 1).teams?.[0]).toMatchObject({ name: 'Red', row: 1 });
  });

  it('names the first bad row and field', () => {
    expect(parseTeamCsv('Red,ann\n,bob', 3).problem).toMatchObject({ row: 2, field: 'name' });
    expect(parseTeamCsv('Red,ann;bob', 1).problem).toMatchObject({ row: 1, field: 'members' });
    expect(parseTeamCsv('Red,ann\nBlue,ANN', 3).problem).toMatchObject({
      row: 2,
      field: 'members',
      message: 'ANN is already in the team of row 1',
    });
    expect(parseTeamCsv('Red,ann\nRed,bob', 3).problem).toMatchObject({ row: 2, field: 'name' });
    expect(parseTeamCsv('Red,ann,,N', 3).problem).toMatchObject({ row: 1, field: 'school' });
    expect(parseTeamCsv(`Red,ann,,,${'x'.repeat(33)}`, 3).problem).toMatchObject({ row: 1, field: 'seat' });
    expect(parseTeamCsv('Red,ann,a,b,c,d,e', 3).problem).toMatchObject({ row: 1, field: 'csv' });
  });

  it('numbers generated accounts by team and member', () => {
    expect(generatedUsernames('nwerc_', 7, 3)).toEqual(['nwerc_007a', 'nwerc_007b', 'nwerc_007c']);
  });

  it('keys a team contest’s board by the team each submission recorded', () => {
    const label = {
      id: 4,
      name: 'Red',
      school: 'North',
      schoolShort: 'N',
      logo: null,
      seat: 'A1',
      room: 'H1',
    };
    const keys = teamBoardKeys({ teamOfUser: new Map([[11, 4]]), labels: new Map([[4, label]]) });
    expect(keys.rowKeyOf({ teamId: 4 })).toBe(teamRowKey(4));
    expect(teamRowKey(4)).toBeLessThan(0);
    // No team recorded, or a team since deleted: off the board.
    expect(keys.rowKeyOf({ teamId: null })).toBeNull();
    expect(keys.rowKeyOf({ teamId: 9 })).toBeNull();
    expect(keys.rowOfUser.get(11)).toBe(-4);
    expect(keys.users.get(-4)).toMatchObject({ uid: -4, username: 'Red', school: 'North', team: label });
  });
});
