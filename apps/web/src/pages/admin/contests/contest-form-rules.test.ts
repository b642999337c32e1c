import { describe, expect, it } from 'vitest';
import { SEAL_RANK_OPTION } from '@judge/contract';
import {
  addStarAccount,
  defaultAwards,
  defaultSealOption,
  durationSeconds,
  fitSealOption,
  newAwardRow,
  sealOptionDisabled,
  sealOptionOf,
  sealRankTimeFor,
} from './contest-form-rules';

const { HALF_HOUR: H, HOUR: HR, WHOLE: W } = SEAL_RANK_OPTION;
const start = new Date('2025-03-01T10:00:00.000Z');
const end = new Date('2025-03-01T15:00:00.000Z');

describe('seal rank', () => {
  it('offers the last half hour from 1800 s and the last hour from 3600 s of duration', () => {
    expect(sealOptionDisabled(H, 1799)).toBe(true);
    expect(sealOptionDisabled(H, 1800)).toBe(false);
    expect(sealOptionDisabled(HR, 3599)).toBe(true);
    expect(sealOptionDisabled(HR, 3600)).toBe(false);
    expect(sealOptionDisabled(W, 10)).toBe(false);
    expect(sealOptionDisabled(HR, Number.NaN)).toBe(true);
  });

  it('defaults to the whole contest for OI and short ACM contests, else the last hour', () => {
    expect(defaultSealOption(0, 3599)).toBe(W);
    expect(defaultSealOption(0, 3600)).toBe(HR);
    expect(defaultSealOption(1, 18_000)).toBe(W);
  });

  it('stores the moment the board freezes and reads it back', () => {
    expect(sealRankTimeFor(W, start, end).toISOString()).toBe(start.toISOString());
    expect(sealRankTimeFor(HR, start, end).toISOString()).toBe('2025-03-01T14:00:00.000Z');
    expect(sealRankTimeFor(H, start, end).toISOString()).toBe('2025-03-01T14:30:00.000Z');
    for (const option of [W, HR, H]) {
      expect(sealOptionOf(sealRankTimeFor(option, start, end), start, end)).toBe(option);
    }
    expect(sealOptionOf(null, start, end)).toBe(W);
  });

  it('falls back when a shorter contest no longer allows the chosen option', () => {
    expect(fitSealOption(HR, 0, 2400)).toBe(W);
    expect(fitSealOption(H, 0, 2400)).toBe(H);
    expect(fitSealOption(HR, 0, 7200)).toBe(HR);
  });

  it('measures the duration in seconds, NaN while a time is missing', () => {
    expect(durationSeconds(start, end)).toBe(18_000);
    expect(durationSeconds(start, null)).toBeNaN();
  });
});

describe('awards and star accounts', () => {
  it('starts with gold 10, silver 20, bronze 30; a new row gets priority count + 1 and num 0', () => {
    const rows = defaultAwards({ gold: 'Gold', silver: 'Silver', bronze: 'Bronze' });
    expect(rows.map((row) => [row.priority, row.name, row.num])).toEqual([
      [1, 'Gold', 10],
      [2, 'Silver', 20],
      [3, 'Bronze', 30],
    ]);
    expect(newAwardRow(rows, 'Honour')).toMatchObject({ priority: 4, name: 'Honour', num: 0 });
  });

  it('adds a star account once, trimmed, and refuses an empty one', () => {
    expect(addStarAccount(['a'], ' b ')).toEqual({ list: ['a', 'b'], result: 'added' });
    expect(addStarAccount(['a'], 'a')).toEqual({ list: ['a'], result: 'duplicate' });
    expect(addStarAccount(['a'], '  ')).toEqual({ list: ['a'], result: 'empty' });
  });
});
