import { describe, expect, it } from 'vitest';
import { nextDisplayId } from './contest-problem-ids';

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
