import { describe, expect, it } from 'vitest';
import { parseUserCsv } from './parse-user-csv';

describe('parseUserCsv', () => {
  it('keeps the first row as data and drops blank lines and the BOM', () => {
    const rows = parseUserCsv('\uFEFFalice,secret1,Alice,female,,alice@example.com\n\nbob,secret2\r\n');
    expect(rows).toEqual([
      ['alice', 'secret1', 'Alice', 'female', '', 'alice@example.com'],
      ['bob', 'secret2'],
    ]);
  });

  it('understands quoted cells with commas and Chinese text', () => {
    expect(parseUserCsv('张三,pass123,"Zhang, San"')).toEqual([['张三', 'pass123', 'Zhang, San']]);
  });
});
