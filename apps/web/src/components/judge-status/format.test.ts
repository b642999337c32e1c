import { describe, expect, it } from 'vitest';
import { formatMemory, formatTime, passRate } from './format';

describe('format', () => {
  it('shows the pass rate with two decimals and 0.00% without submissions', () => {
    expect(passRate(1, 3)).toBe('33.33%');
    expect(passRate(2, 2)).toBe('100.00%');
    expect(passRate(0, 0)).toBe('0.00%');
  });

  it('shows time in ms and memory in KB, MB from 10 MB on, and a dash when unknown', () => {
    expect(formatTime(13)).toBe('13 ms');
    expect(formatTime(null)).toBe('-');
    expect(formatMemory(3128)).toBe('3128 KB');
    expect(formatMemory(262144)).toBe('256.0 MB');
    expect(formatMemory(undefined)).toBe('-');
  });
});
