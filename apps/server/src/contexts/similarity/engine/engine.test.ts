import { describe, expect, it } from 'vitest';
import { kGramHashes, winnow } from './fingerprints.ts';
import { MAX_REGIONS } from './matched-regions.ts';
import {
  compareSources,
  DEFAULT_FINGERPRINTS,
  matchedRegions,
  prepareSource,
  templateHashesOf,
} from './index.ts';

const SETTINGS = DEFAULT_FINGERPRINTS;
const TEMPLATE = `#include <cstdio>
int readNumber() { int value; scanf("%d", &value); return value; }
void printNumber(long long value) { printf("%lld\\n", value); }
`;
const BODY = `
int main() {
  int n = readNumber();
  long long sum = 0;
  for (int i = 1; i <= n; i++) if (i % 3 == 0 || i % 5 == 0) sum += i * i;
  printNumber(sum);
}`;
const OTHER_BODY = `
int main() {
  int count = readNumber();
  int best = -1;
  while (count--) { int x = readNumber(); if (x > best) best = x; }
  printNumber(best);
}`;

describe('winnowing', () => {
  it('keeps the smallest hash of every window, each position once', () => {
    const hashes = Uint32Array.from([5, 3, 9, 3, 8, 7, 1, 6]);
    expect(winnow(hashes, 3)).toEqual([1, 3, 6]);
  });

  it('k-grams: the same run gives the same hash wherever it is', () => {
    const hashes = kGramHashes(Uint32Array.from([1, 2, 3, 1, 2, 3]), 3);
    expect(hashes[0]).toBe(hashes[3]);
    expect(hashes[0]).not.toBe(hashes[1]);
  });
});

describe('comparing two programs', () => {
  it('a copy with new names scores 1 on both sides; an unrelated program scores low', () => {
    const original = prepareSource(TEMPLATE + BODY, 'C++', SETTINGS);
    const renamed = prepareSource(
      TEMPLATE + BODY.replaceAll('sum', 'acc').replace(/\bi\b/g, 'j'),
      'C++',
      SETTINGS,
    );
    expect(compareSources(original, renamed)).toEqual({ left: 1, right: 1 });
    const other = prepareSource(TEMPLATE + OTHER_BODY, 'C++', SETTINGS);
    const similarity = compareSources(original, other);
    expect(similarity.left).toBeLessThan(0.7);
  });

  it('the template never counts: code everyone was given matches nothing', () => {
    const template = templateHashesOf([TEMPLATE], 'C++', SETTINGS);
    const given = `${TEMPLATE}int main() { printNumber(readNumber()); }`;
    const without = compareSources(
      prepareSource(given, 'C++', SETTINGS),
      prepareSource(TEMPLATE + BODY, 'C++', SETTINGS),
    );
    expect(without.left).toBeGreaterThan(0.5);
    const left = prepareSource(given, 'C++', SETTINGS, template);
    const right = prepareSource(TEMPLATE + BODY, 'C++', SETTINGS, template);
    expect(compareSources(left, right).left).toBeLessThan(without.left);
    expect(prepareSource(TEMPLATE, 'C++', SETTINGS, template).fingerprints.length).toBe(0);
    expect(right.fingerprints.length).toBeLessThan(
      prepareSource(TEMPLATE + BODY, 'C++', SETTINGS).fingerprints.length,
    );
  });

  it('a program shorter than one fingerprint scores 0 instead of dividing by nothing', () => {
    const tiny = prepareSource('x = 1', 'Python3', SETTINGS);
    expect(compareSources(tiny, tiny)).toEqual({ left: 0, right: 0 });
  });
});

describe('matched regions', () => {
  it('point at the same code on both sides, by offsets and lines, and leave the template out', () => {
    const template = templateHashesOf([TEMPLATE], 'C++', SETTINGS);
    const leftSource = TEMPLATE + BODY;
    const rightSource = `// mine\n${TEMPLATE}\n\n${BODY.replaceAll('sum', 'total')}`;
    const left = prepareSource(leftSource, 'C++', SETTINGS, template);
    const right = prepareSource(rightSource, 'C++', SETTINGS, template);
    const regions = matchedRegions(left, right, template, SETTINGS.k);
    expect(regions.length).toBeGreaterThan(0);
    const [first] = regions;
    expect(leftSource.slice(first.left.start, first.left.end)).toContain('int n = readNumber()');
    expect(rightSource.slice(first.right.start, first.right.end)).toContain('int n = readNumber()');
    expect(first.right.startLine - first.left.startLine).toBe(3);
    for (const region of regions) expect(region.left.start).toBeGreaterThanOrEqual(TEMPLATE.length);
  });

  it('find nothing between unrelated programs', () => {
    const left = prepareSource('a, b = map(int, input().split())\nprint(a + b)\n', 'Python3', SETTINGS);
    const right = prepareSource(
      'import sys\nfor line in sys.stdin:\n    print(len(line))\n',
      'Python3',
      SETTINGS,
    );
    expect(matchedRegions(left, right, new Set(), SETTINGS.k)).toEqual([]);
  });

  it('stay bounded on boilerplate repeated thousands of times (a view must answer)', () => {
    const lines = Array.from({ length: 3000 }, (_, i) => `  a[${i % 7}] = a[${i % 5}] + b * c - d;`).join(
      '\n',
    );
    const source = `int main() {\n${lines}\n}`;
    const left = prepareSource(source, 'C', SETTINGS);
    const right = prepareSource(`// copy\n${source}`, 'C', SETTINGS);
    const regions = matchedRegions(left, right, new Set(), SETTINGS.k);
    expect(regions.length).toBeGreaterThan(0);
    expect(regions.length).toBeLessThanOrEqual(MAX_REGIONS);
  });
});
