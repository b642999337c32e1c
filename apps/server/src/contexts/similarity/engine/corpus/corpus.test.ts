import { describe, expect, it } from 'vitest';
import { DEFAULT_FINGERPRINTS, DEFAULT_THRESHOLD } from '../index.ts';
import { corpusFigures } from './corpus-figures.ts';
import { corpusPairs } from './corpus.ts';

describe('the similarity corpus at the default threshold', () => {
  const figures = corpusFigures(DEFAULT_FINGERPRINTS, DEFAULT_THRESHOLD);

  it('holds copies made by every transformation, and independent programs, in six languages', () => {
    const pairs = corpusPairs();
    expect(new Set(pairs.map((pair) => pair.language))).toEqual(
      new Set(['c', 'cpp', 'java', 'python', 'javascript', 'go']),
    );
    const variants = new Set(
      pairs.filter((pair) => pair.copied).map((pair) => pair.right.name.split('/')[2]),
    );
    expect(variants).toEqual(
      new Set([
        'loops',
        'functions',
        'statements',
        'deadcode',
        'combined',
        'renamed',
        'comments',
        'formatted',
        'combined-all',
      ]),
    );
    expect(pairs.filter((pair) => !pair.copied).length).toBeGreaterThan(200);
  });

  it.each(figures.map((figure) => [figure.language, figure]))(
    '%s: recall >= 0.95, false positives <= 0.05',
    (_, figure) => {
      expect(figure.recall, figure.misses.join('\n')).toBeGreaterThanOrEqual(0.95);
      expect(figure.falsePositiveRate, figure.misses.join('\n')).toBeLessThanOrEqual(0.05);
    },
  );

  it('is a test that can fail: with no normalisation of names a renamed copy is missed', () => {
    // Runs of 40 tokens are longer than most of these programs' functions: the corpus then loses copies.
    const strict = corpusFigures({ k: 40, w: 4 }, DEFAULT_THRESHOLD).find(
      (figure) => figure.language === 'all',
    )!;
    expect(strict.recall).toBeLessThan(0.95);
  });
});
