import { describe, expect, it } from 'vitest';
import { acmCellView, clockOf, oiCellView, wholeMinutes } from './cell-format';

const cell = (overrides: Partial<Parameters<typeof acmCellView>[0] & object> = {}) => ({
  isAC: false,
  isFirstAC: false,
  ACTime: null,
  errorNum: 0,
  tryNum: null,
  ...overrides,
});

describe('clock and minutes', () => {
  it('writes seconds as hh:mm:ss, hours past a day included', () => {
    expect(clockOf(0)).toBe('00:00:00');
    expect(clockOf(3725)).toBe('01:02:05');
    expect(clockOf(90_061)).toBe('25:01:01');
  });
  it('counts whole minutes, as the penalty does', () => {
    expect(wholeMinutes(59)).toBe(0);
    expect(wholeMinutes(61)).toBe(1);
    expect(wholeMinutes(1245)).toBe(20);
  });
});

describe('acmCellView', () => {
  it('is empty without a counted try', () => {
    expect(acmCellView(undefined)).toBeNull();
    expect(acmCellView(cell())).toBeNull();
  });
  it('shows a solve as minutes over the tries, the accepted one counted', () => {
    expect(acmCellView(cell({ isAC: true, ACTime: 1245, errorNum: 1 }))).toEqual({
      kind: 'ac',
      acMinutes: 20,
      acClock: '00:20:45',
      knownTries: 2,
      pendingTries: 0,
    });
  });
  it('tells the first solver apart from other solves', () => {
    expect(acmCellView(cell({ isAC: true, isFirstAC: true, ACTime: 600 }))?.kind).toBe('firstAc');
  });
  it('shows rejected tries alone', () => {
    expect(acmCellView(cell({ errorNum: 3 }))).toEqual({
      kind: 'rejected',
      acMinutes: null,
      acClock: null,
      knownTries: 3,
      pendingTries: 0,
    });
  });
  it('shows tries after the seal as pending, beside the known rejected ones ("2+1 tries")', () => {
    expect(acmCellView(cell({ errorNum: 2, tryNum: 1 }))).toMatchObject({
      kind: 'pending',
      knownTries: 2,
      pendingTries: 1,
    });
    expect(acmCellView(cell({ tryNum: 2 }))).toMatchObject({
      kind: 'pending',
      knownTries: 0,
      pendingTries: 2,
    });
  });
  it('keeps a solve a solve when a try before it is still pending', () => {
    expect(acmCellView(cell({ isAC: true, ACTime: 120, tryNum: 1 }))).toMatchObject({
      kind: 'ac',
      acMinutes: 2,
      knownTries: 1,
      pendingTries: 1,
    });
  });
});

describe('oiCellView', () => {
  const row = {
    submissionInfo: { A: 100, B: 40, C: 0 } as Record<string, number>,
    timeInfo: { A: 15 } as Record<string, number>,
    pendingInfo: { C: 1, D: 2 } as Record<string, number>,
  };
  it('colours by score: accepted full, some points partial, none zero', () => {
    expect(oiCellView(row, 'A')).toEqual({
      kind: 'full',
      score: 100,
      runTimeMs: 15,
      pendingTries: 0,
      late: false,
    });
    expect(oiCellView(row, 'B')).toEqual({
      kind: 'partial',
      score: 40,
      runTimeMs: null,
      pendingTries: 0,
      late: false,
    });
    expect(oiCellView(row, 'C')).toEqual({
      kind: 'zero',
      score: 0,
      runTimeMs: null,
      pendingTries: 1,
      late: false,
    });
  });
  it('shows only pending tries while the scores are hidden, and nothing without tries', () => {
    expect(oiCellView(row, 'D')).toEqual({
      kind: 'pending',
      score: null,
      runTimeMs: null,
      pendingTries: 2,
      late: false,
    });
    expect(oiCellView(row, 'E')).toBeNull();
  });
  it('marks a homework score that came late, and only that one', () => {
    const homework = { ...row, lateInfo: { A: false, B: true } };
    expect(oiCellView(homework, 'B')?.late).toBe(true);
    expect(oiCellView(homework, 'A')?.late).toBe(false);
    expect(oiCellView(row, 'B')?.late).toBe(false);
  });
});
