import { describe, expect, it } from 'vitest';
import { acceptsGzip } from './route.ts';

describe('acceptsGzip', () => {
  it.each([
    ['gzip, deflate, br, zstd', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['*', true],
    ['GZIP', true],
    [undefined, false],
    ['', false],
    ['identity', false],
    ['br', false],
    ['gzip;q=0', false],
    ['gzip; q=0.000, br', false],
    ['x-gzip', false],
  ])('%s -> %s', (header, expected) => {
    expect(acceptsGzip(header)).toBe(expected);
  });
});
