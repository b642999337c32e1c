import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { buildTrainingRank, matchesKeyword, type RankRecord } from './rank-rows.ts';

const record = (uid: number, problemId: string, cell: Partial<RankRecord>): RankRecord => ({
  uid,
  username: `user${uid}`,
  nickname: null,
  realname: `Real ${uid}`,
  avatar: null,
  gender: 'secrecy',
  school: uid === 3 ? 'North School' : null,
  problemId,
  solved: false,
  bestTime: null,
  acScore: null,
  lastStatus: JudgeStatus.WRONG_ANSWER,
  lastScore: null,
  ...cell,
});
const solved = (time: number) => ({ solved: true, bestTime: time, lastStatus: JudgeStatus.WRONG_ANSWER });

describe('the training rank', () => {
  it('orders by problems solved, then the sum of the shortest accepted runs; equal rows share a rank', () => {
    const rows = buildTrainingRank(
      [
        record(1, '1000', solved(30)),
        record(2, '1000', solved(10)),
        record(2, '1001', solved(15)),
        record(3, '1000', solved(20)),
        record(3, '1001', solved(5)),
        record(4, '1001', { lastStatus: JudgeStatus.TIME_LIMIT_EXCEEDED }),
        record(5, '1000', solved(30)),
      ],
      false,
    );
    expect(rows.map((row) => [row.uid, row.rank, row.ac, row.totalRunTime])).toEqual([
      [2, 1, 2, 25],
      [3, 1, 2, 25],
      [1, 3, 1, 30],
      [5, 3, 1, 30],
      [4, 5, 0, 0],
    ]);
  });

  it('keeps per problem the first AC (with its shortest run) or else the latest verdict', () => {
    const [row] = buildTrainingRank(
      [
        record(1, '1000', { ...solved(12), acScore: 100 }),
        record(1, '1001', { lastStatus: JudgeStatus.COMPILE_ERROR, lastScore: 0 }),
      ],
      true,
    );
    expect(row.submissionInfo).toEqual({
      '1000': { status: JudgeStatus.ACCEPTED, isAC: true, runTime: 12, score: 100 },
      '1001': { status: JudgeStatus.COMPILE_ERROR, isAC: false, runTime: null, score: 0 },
    });
  });

  it('shows real names only when asked to, and searches them only then', () => {
    const [hidden] = buildTrainingRank([record(1, '1000', {})], false);
    const [shown] = buildTrainingRank([record(1, '1000', {})], true);
    expect([hidden.realname, shown.realname]).toEqual([null, 'Real 1']);
    expect([matchesKeyword(hidden, 'real'), matchesKeyword(shown, 'REAL')]).toEqual([false, true]);
    const [school] = buildTrainingRank([record(3, '1000', {})], false);
    expect(matchesKeyword(school, 'north')).toBe(true);
    expect(matchesKeyword(school, 'user3')).toBe(true);
    expect(matchesKeyword(school, 'user4')).toBe(false);
  });
});
