import { describe, expect, it } from 'vitest';
import type { SimilarityPairRow } from '@judge/contract';
import { clustersOf } from './report.ts';
import { csvCell, reportCsv } from './report-csv.ts';

let nextId = 0;
function pair(
  pid: number,
  left: string,
  right: string,
  status: SimilarityPairRow['status'] = 'open',
): SimilarityPairRow {
  nextId += 1;
  const side = (username: string) => ({
    submissionId: nextId,
    uid: 1,
    username,
    language: 'C',
    similarity: 0.8,
  });
  return {
    id: nextId,
    pid,
    problem: `P${pid}`,
    left: side(left),
    right: side(right),
    score: 0.8,
    status,
    note: '',
  };
}

describe('clusters', () => {
  it('are three or more users of one problem linked by pairs, largest first', () => {
    const pairs = [
      pair(1, 'a', 'b'),
      pair(1, 'b', 'c'),
      pair(1, 'x', 'y'),
      pair(2, 'p', 'q'),
      pair(2, 'q', 'r'),
      pair(2, 'r', 's'),
    ];
    expect(clustersOf(pairs).map((cluster) => [cluster.problem, cluster.usernames])).toEqual([
      ['P2', ['p', 'q', 'r', 's']],
      ['P1', ['a', 'b', 'c']],
    ]);
  });

  it('do not join users across problems, and a cleared pair no longer links', () => {
    expect(clustersOf([pair(1, 'a', 'b'), pair(2, 'b', 'c')])).toEqual([]);
    expect(clustersOf([pair(1, 'a', 'b'), pair(1, 'b', 'c', 'cleared')])).toEqual([]);
    expect(clustersOf([pair(1, 'a', 'b'), pair(1, 'b', 'c', 'confirmed')])).toHaveLength(1);
  });
});

describe('the CSV', () => {
  it('quotes separators, quotes and line breaks, and defuses cells a spreadsheet would run as formulas', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('@user')).toBe("'@user");
    expect(csvCell(-3)).toBe('-3');
  });

  it('starts with a byte-order mark and the header, one CRLF line per pair, shares in percent', () => {
    const text = reportCsv([pair(1, 'alice', 'bob', 'confirmed')]);
    expect(text.startsWith('\uFEFFproblem,')).toBe(true);
    const lines = text.slice(1).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^P1,alice,\d+,80%,bob,\d+,80%,80%,confirmed,$/);
    expect(lines[2]).toBe('');
  });
});
