import { describe, expect, it } from 'vitest';
import { CONTEST_TYPE } from '@judge/contract';
import { planColumns } from './column-plan';

const keys = (options: Parameters<typeof planColumns>[0]) => planColumns(options).map((column) => column.key);

describe('planColumns', () => {
  it('ACM: rank, user, solved, penalty, then one column per problem in order', () => {
    expect(
      keys({ type: CONTEST_TYPE.ACM, displayIds: ['A', 'B'], showRealname: false, compact: false }),
    ).toEqual(['rank', 'user', 'solved', 'penalty', 'problem-A', 'problem-B']);
  });
  it('OI: the total score instead of solved and penalty', () => {
    expect(keys({ type: CONTEST_TYPE.OI, displayIds: ['A'], showRealname: false, compact: false })).toEqual([
      'rank',
      'user',
      'score',
      'problem-A',
    ]);
  });
  it('adds the real name column for contest admins, after the user', () => {
    expect(keys({ type: CONTEST_TYPE.ACM, displayIds: [], showRealname: true, compact: false })).toEqual([
      'rank',
      'user',
      'realname',
      'solved',
      'penalty',
    ]);
  });
  it('fixes rank and user on the left, narrower on a phone and wider in large text', () => {
    const desktop = planColumns({ type: 0, displayIds: ['A'], showRealname: false, compact: false });
    const phone = planColumns({ type: 0, displayIds: ['A'], showRealname: false, compact: true });
    const large = planColumns({
      type: 0,
      displayIds: ['A'],
      showRealname: false,
      compact: false,
      large: true,
    });
    expect(desktop.filter((column) => 'fixed' in column).map((column) => column.key)).toEqual([
      'rank',
      'user',
    ]);
    expect(phone[1].width).toBeLessThan(desktop[1].width);
    expect(large[4].width).toBeGreaterThan(desktop[4].width);
  });
});
