import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EMAIL_PATTERN, pageQuery, registerBody } from '@judge/contract';
import { mutationOf, pathsOf } from './mutations.ts';
import { arbitraryOf } from './zod-arbitrary.ts';

const sample = (schema: z.ZodType, runs = 200) => fc.sample(arbitraryOf(schema), { seed: 42, numRuns: runs });

describe('the zod 4 walker', () => {
  it('generates values a plain schema accepts, every time', () => {
    const schema = z.object({
      id: z.coerce.number().int().positive().max(2_147_483_647),
      title: z.string().trim().min(1).max(40),
      kind: z.enum(['a', 'b']),
      level: z.literal(3),
      note: z.string().max(5).optional(),
      tags: z.array(z.string().max(3)).min(1).max(4),
      picked: z.union([z.boolean(), z.null()]),
      when: z.iso.datetime(),
      counts: z.record(z.string(), z.number().int()),
      blankAsAbsent: z.preprocess((value) => (value === '' ? undefined : value), z.number().int().optional()),
      flag: z.enum(['true', 'false']).transform((value) => value === 'true'),
    });
    const refused = sample(schema).filter((value) => !schema.safeParse(value).success);
    expect(refused).toEqual([]);
  });

  it('follows patterns, bounds and defaults of the contract’s own schemas', () => {
    expect(
      sample(z.string().regex(EMAIL_PATTERN)).every((value) => EMAIL_PATTERN.test(value as string)),
    ).toBe(true);
    expect(sample(pageQuery).every((value) => pageQuery.safeParse(value).success)).toBe(true);
    // Refinements are not solved, yet most register forms still pass the schema.
    const accepted = sample(registerBody).filter((value) => registerBody.safeParse(value).success);
    expect(accepted.length).toBeGreaterThan(100);
  });

  it('leans to small ids, so generated calls name the rows a seeded world has', () => {
    const ids = sample(z.number().int().positive().max(1_000_000)) as number[];
    expect(ids.filter((id) => id <= 7).length).toBeGreaterThan(ids.length / 3);
  });
});

describe('the mutations', () => {
  it('find every field of a value, nested ones too', () => {
    expect(pathsOf({ a: 1, b: { c: [2, 3] } })).toEqual([
      ['a'],
      ['b'],
      ['b', 'c'],
      ['b', 'c', 0],
      ['b', 'c', 1],
    ]);
  });

  it('turn a well-formed value into ones the schema refuses, most of the time', () => {
    const schema = z.object({ id: z.number().int().positive(), name: z.string().min(1).max(10) });
    const mutated = fc.sample(fc.constant({ id: 1, name: 'ok' }).chain(mutationOf), {
      seed: 42,
      numRuns: 200,
    });
    const refused = mutated.filter((value) => !schema.safeParse(value).success);
    expect(refused.length).toBeGreaterThan(150);
    // Among them: NUL, a lone surrogate, a huge string, an array where the object goes.
    const texts = mutated.map((value) => JSON.stringify(value));
    expect(texts.some((text) => text.includes('\\u0000'))).toBe(true);
    expect(texts.some((text) => /\\ud[89ab]/.test(text))).toBe(true);
    expect(texts.some((text) => text.length > 100_000)).toBe(true);
    expect(mutated.some((value) => Array.isArray(value))).toBe(true);
  });
});
