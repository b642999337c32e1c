import { describe, expect, it } from 'vitest';
import type { LiveEvent, ScoreboardRow } from '@judge/contract';
import { boardChangeAnswer } from './board-push';

const change = (version: number, changed: number[] | null): Extract<LiveEvent, { kind: 'scoreboard' }> => ({
  kind: 'scoreboard',
  cid: 3,
  version,
  changed,
});
/** A page of the board: the first of two unless `last`. */
const shown = (version: number, uids: number[], last = false) => ({
  version,
  records: uids.map((uid) => ({ uid }) as ScoreboardRow),
  current: last ? 2 : 1,
  pages: 2,
});

describe('boardChangeAnswer', () => {
  it('skips a change the page already shows (its answer is of that version or newer)', () => {
    expect(boardChangeAnswer(change(5, [1]), shown(5, [1, 2]), 9)).toBe('skip');
    expect(boardChangeAnswer(change(4, null), shown(5, [1, 2]), 9)).toBe('skip');
  });

  it('refetches at once for the viewer’s own row, on the page or not, and wherever the page is', () => {
    expect(boardChangeAnswer(change(6, [9]), shown(5, [1, 2]), 9)).toBe('refetch-own');
    expect(boardChangeAnswer(change(6, [40, 9]), shown(5, [9, 2]), 9)).toBe('refetch-own');
    expect(boardChangeAnswer(change(6, [9]), shown(5, [1, 2], true), 9)).toBe('refetch-own');
    expect(boardChangeAnswer(change(6, [9]), shown(6, [1, 2]), 9)).toBe('skip');
  });

  it('refetches soon for a row on the page or any row (a rejudge); else at the poll’s pace', () => {
    expect(boardChangeAnswer(change(6, [2]), shown(5, [1, 2]), 9)).toBe('refetch');
    expect(boardChangeAnswer(change(6, [2]), shown(5, [1, 2]), undefined)).toBe('refetch');
    expect(boardChangeAnswer(change(6, null), shown(5, [1, 2]), 9)).toBe('refetch');
    expect(boardChangeAnswer(change(6, [40, 41]), shown(5, [1, 2]), 9)).toBe('refetch-slowly');
    expect(boardChangeAnswer(change(6, [40]), undefined, 9)).toBe('refetch');
  });

  it('refetches soon for any row when the page holds the end of the board (a new row may land on it)', () => {
    expect(boardChangeAnswer(change(6, [40]), shown(5, [1, 2], true), 9)).toBe('refetch');
  });
});
