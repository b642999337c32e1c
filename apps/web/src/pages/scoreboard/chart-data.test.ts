import { describe, expect, it } from 'vitest';
import type { AcmRankRow, OiRankRow } from '@judge/contract';
import { chartNames, scoreBars, solveLines } from './chart-data';

const acmRow = (username: string, nickname: string | null, solvedAt: (number | null)[]): AcmRankRow =>
  ({
    uid: 1,
    username,
    nickname,
    realname: null,
    submissionInfo: Object.fromEntries(
      solvedAt.map((seconds, index) => [
        String.fromCharCode(65 + index),
        { isAC: seconds !== null, isFirstAC: false, ACTime: seconds, errorNum: 0, tryNum: null },
      ]),
    ),
  }) as unknown as AcmRankRow;

describe('solveLines', () => {
  it('steps up at each solve in minute order and runs on to the given minute', () => {
    const [line] = solveLines([acmRow('alice', null, [1300, null, 125])], 'username', 200);
    expect(line).toEqual({
      name: 'alice',
      points: [
        [0, 0],
        [2, 1],
        [21, 2],
        [200, 2],
      ],
    });
  });
  it('shows the contest’s chosen name', () => {
    expect(solveLines([acmRow('alice', 'Ali', [])], 'nickname')[0].name).toBe('Ali');
  });
});

describe('chartNames', () => {
  it('adds the username where two rows would show the same name', () => {
    const rows = [acmRow('a1', 'Team', []), acmRow('a2', 'Team', []), acmRow('b', 'Solo', [])];
    expect(chartNames(rows, 'nickname')).toEqual(['Team (a1)', 'Team (a2)', 'Solo']);
  });
});

describe('scoreBars', () => {
  it('takes the total score of each row', () => {
    const rows = [
      { username: 'x', nickname: null, realname: null, totalScore: 250 },
    ] as unknown as OiRankRow[];
    expect(scoreBars(rows, 'username')).toEqual([{ name: 'x', score: 250 }]);
  });
});
