import { describe, expect, it } from 'vitest';
import { ACTIONS_BY_STATE, deliveryState } from './delivery-columns';

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
