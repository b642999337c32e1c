import { describe, expect, it } from 'vitest';
import { withFields } from './with-fields.ts';

describe('withFields', () => {
  it("makes what a spread with fields after it makes: a new object, the base's keys first, the base untouched", () => {
    const base = { uid: 1, username: 'user1', rank: 0 };
    const made = withFields(base, { rank: 3, awardName: null });
    expect(made).not.toBe(base);
    expect(JSON.stringify(made)).toBe(JSON.stringify({ ...base, rank: 3, awardName: null }));
    expect(base).toEqual({ uid: 1, username: 'user1', rank: 0 });
  });
});
