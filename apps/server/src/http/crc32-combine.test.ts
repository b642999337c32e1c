import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { crc32 as zlibCrc32 } from 'node:zlib';
import { crc32Combine } from './crc32-combine.ts';

describe('crc32Combine', () => {
  it('gives the CRC of two texts joined, for lengths from empty to past 64 KB', () => {
    for (const [a, b] of [
      [0, 0],
      [0, 17],
      [5, 0],
      [1, 1],
      [31, 4096],
      [70_000, 3],
      [2, 131_073],
    ]) {
      const first = randomBytes(a);
      const second = randomBytes(b);
      const joined = zlibCrc32(Buffer.concat([first, second]));
      expect(crc32Combine(zlibCrc32(first), zlibCrc32(second), b)).toBe(joined);
    }
  });
});
