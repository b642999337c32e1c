import { describe, expect, it } from 'vitest';
import { nextDisplayId, parseContestId } from './contest-problem-ids';

describe('nextDisplayId', () => {
  it('starts at A and fills the first gap', () => {
    expect(nextDisplayId([])).toBe('A');
    expect(nextDisplayId(['A', 'B'])).toBe('C');
    expect(nextDisplayId(['A', 'C'])).toBe('B');
  });
  it('ignores case and spaces of the used ids', () => {
    expect(nextDisplayId([' a ', 'b'])).toBe('C');
  });
  it('goes on with A1 after Z', () => {
    const all = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
    expect(nextDisplayId(all)).toBe('A1');
    expect(nextDisplayId([...all, 'A1'])).toBe('B1');
  });
});

describe('parseContestId', () => {
  it('reads a positive database id from the address, nothing else', () => {
    expect(parseContestId('12')).toBe(12);
    expect(['0', '-1', '1.5', 'x', undefined, '2147483648'].map(parseContestId)).toEqual([
      null,
      null,
      null,
      null,
      null,
      null,
    ]);
  });
});
