import { describe, expect, it } from 'vitest';
import { describeUserAgent, formatBytes, judgeLoad } from './dashboard-format';

describe('formatBytes', () => {
  it.each([
    [0, '0 B'],
    [812, '812 B'],
    [1536, '1.5 KB'],
    [3.4 * 1024 * 1024, '3.4 MB'],
    [150 * 1024 * 1024, '150 MB'],
    [16 * 1024 ** 3, '16.0 GB'],
    [2 * 1024 ** 5, '2048 TB'],
    [null, '-'],
    [-1, '-'],
  ])('%s bytes read %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.2210.61',
      { browser: 'Edge 120', os: 'Windows 10/11' },
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/121.0.0.0 Safari/537.36',
      { browser: 'Chrome 121', os: 'Linux' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17' },
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10.15; rv:122.0) Gecko/20100101 Firefox/122.0',
      { browser: 'Firefox 122', os: 'macOS' },
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
      { browser: 'Chrome 120', os: 'Android 14' },
    ],
    ['curl/8.5.0', { browser: null, os: null }],
    [null, { browser: null, os: null }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe('judgeLoad', () => {
  it('shows the tasks held over the capacity, or alone when the capacity is unknown', () => {
    expect(judgeLoad({ running: 1, capacity: 4 })).toBe('1 / 4');
    expect(judgeLoad({ running: 0, capacity: null })).toBe('0');
  });
});
