import { describe, expect, it } from 'vitest';
import type { ScoreboardRow } from '@judge/contract';
import { boardLines, pinnedCount, topRows } from './board-lines';

const row = (uid: number, rank = uid): ScoreboardRow =>
  ({
    uid,
    username: `user${uid}`,
    nickname: null,
    realname: null,
    school: null,
    gender: null,
    avatar: null,
    rank,
    isWinAward: false,
    awardName: null,
    awardBackground: null,
    awardColor: null,
    isVirtual: false,
    ac: 0,
    total: 0,
    totalTime: 0,
    submissionInfo: {},
  }) as ScoreboardRow;

const context = (overrides: Partial<Parameters<typeof pinnedCount>[1]> = {}) => ({
  viewerUid: 2,
  ownOnTop: true,
  followed: new Set<number>(),
  currentPage: 1,
  ...overrides,
});

describe('pinnedCount', () => {
  // The server's order: own row, followed rows, then the whole board (those rows again at their place).
  it('counts the own row and each followed row on top of the first page', () => {
    const records = [row(2), row(3), row(1), row(2), row(3)];
    expect(pinnedCount(records, context({ followed: new Set([3]) }))).toBe(2);
  });
  it('stops where the board starts, also when the first row is the viewer or a followed user', () => {
    expect(pinnedCount([row(2), row(2), row(3)], context())).toBe(1);
    expect(pinnedCount([row(2), row(3), row(3), row(2)], context({ followed: new Set([3]) }))).toBe(2);
    expect(pinnedCount([row(3), row(1), row(3)], context({ viewerUid: null, followed: new Set([3]) }))).toBe(
      1,
    );
  });
  it('pins nothing without follows for a guest, outside, or on later pages', () => {
    expect(pinnedCount([row(1), row(2)], context({ viewerUid: null }))).toBe(0);
    expect(pinnedCount([row(2), row(1), row(2)], context({ ownOnTop: false }))).toBe(0);
    expect(pinnedCount([row(2), row(3)], context({ currentPage: 2, followed: new Set([3]) }))).toBe(0);
  });
  it('does not count the viewer as followed (the server never puts them twice on top)', () => {
    expect(pinnedCount([row(1), row(2)], context({ ownOnTop: false, followed: new Set([2]) }))).toBe(0);
  });
});

describe('boardLines', () => {
  it('marks pinned, the last pinned, own, followed and star lines with keys unique in the page', () => {
    const lines = boardLines(
      [row(2), row(3), row(9, -1), row(2), row(3)],
      context({ followed: new Set([3]) }),
    );
    expect(lines.map((line) => line.key)).toEqual(['pinned-2', 'pinned-3', 'row-9', 'row-2', 'row-3']);
    expect(lines.map((line) => line.pinned)).toEqual([true, true, false, false, false]);
    expect(lines.map((line) => line.lastPinned)).toEqual([false, true, false, false, false]);
    expect(lines.map((line) => line.own)).toEqual([true, false, false, true, false]);
    expect(lines.map((line) => line.followed)).toEqual([false, true, false, false, true]);
    expect(lines.map((line) => line.star)).toEqual([false, false, true, false, false]);
  });
  it('tells a virtual participant (shown with the rank they would have had) apart from a star', () => {
    const virtual = { ...row(9, 4), isVirtual: true } as ScoreboardRow;
    const [line] = boardLines([virtual], context({ viewerUid: null }));
    expect(line).toMatchObject({ star: false, virtual: true });
  });
});

describe('topRows', () => {
  it('takes the rows after the pinned block', () => {
    const records = [row(2), row(1), row(2), row(3)];
    expect(topRows(records, context(), 2).map((r) => r.uid)).toEqual([1, 2]);
  });
});
