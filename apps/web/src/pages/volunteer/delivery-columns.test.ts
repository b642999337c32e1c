import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { ACTIONS_BY_STATE, deliveryColumns, deliveryState } from './delivery-columns';

const claim = (uid: number, doneAt: string | null = null) => ({
  uid,
  username: `u${uid}`,
  claimedAt: '2026-01-01T00:00:00.000Z',
  doneAt,
});

describe('a delivery as a volunteer sees it (docs/contest-volunteers.md)', () => {
  it('free, mine, another’s, done', () => {
    expect(deliveryState(null, 1)).toBe('open');
    expect(deliveryState(claim(1), 1)).toBe('mine');
    expect(deliveryState(claim(2), 1)).toBe('theirs');
    expect(deliveryState(claim(1, '2026-01-01T00:01:00.000Z'), 1)).toBe('done');
    // Checked or printed by the admins themselves, with nobody's claim.
    expect(deliveryState(null, 1, true)).toBe('done');
  });

  it('offers no button on another volunteer’s or a done delivery', () => {
    expect(ACTIONS_BY_STATE.theirs).toEqual([]);
    expect(ACTIONS_BY_STATE.done).toEqual([]);
    expect(ACTIONS_BY_STATE.mine).toEqual(['done', 'release']);
  });
});

describe('the delivery columns', () => {
  const t = ((key: string) => key) as unknown as TFunction;
  const columns = (compact: boolean) =>
    deliveryColumns(
      t,
      1,
      () => {},
      () => false,
      { compact },
    ).map((column) => column.key);

  it('are the state and the buttons on a wide screen, one delivery column on a phone', () => {
    expect(columns(false)).toEqual(['state', 'actions']);
    expect(columns(true)).toEqual(['delivery']);
  });
});
