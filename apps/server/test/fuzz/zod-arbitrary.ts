import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check generator of values a zod 4 schema means to accept, read from the schema's own definition
 * (zod-fast-check stops at zod 3). Each kind of schema is one small entry of ARBITRARIES; a kind it does not
 * know gives any JSON value, so a new schema kind degrades to blind fuzzing instead of stopping the fuzzer.
 * Refinements and transforms are not solved: a value they refuse is one more bad input, which the route
 * must refuse as cleanly as any other.
 */
export function arbitraryOf(schema: z.ZodType): fc.Arbitrary<unknown> {
  const def = definitionOf(schema);
  const build = ARBITRARIES[def.type];
  return build ? build(def) : fc.jsonValue();
}

/** The parts of zod 4's internal definition (`schema._zod.def`) the generators read. */
interface Definition {
  type: string;
  checks?: { _zod: { def: CheckDefinition } }[];
  format?: string;
  shape?: Record<string, z.ZodType>;
  innerType?: z.ZodType;
  element?: z.ZodType;
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  in?: z.ZodType;
  out?: z.ZodType;
  defaultValue?: unknown;
}

interface CheckDefinition {
  check: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
  format?: string;
  pattern?: RegExp;
}

const definitionOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Definition } })._zod.def;
const checksOf = (def: Definition) => (def.checks ?? []).map((check) => check._zod.def);

/** Lengths a string or an array may have, as its checks say. */
function lengthBounds(def: Definition): { min: number; max: number } {
  let min = 0;
  let max = Number.POSITIVE_INFINITY;
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = Math.max(min, check.minimum ?? 0);
    if (check.check === 'max_length') max = Math.min(max, check.maximum ?? max);
    if (check.check === 'length_equals') min = max = check.length ?? 0;
  }
  return { min, max };
}

/** Shorter strings and arrays are kept short so a case stays cheap; the mutations try the huge ones. */
const TYPICAL_LENGTH = 24;

function stringArbitrary(def: Definition): fc.Arbitrary<unknown> {
  const checks = checksOf(def);
  if (def.format === 'datetime' || checks.some((check) => check.format === 'datetime'))
    return fc
      .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
      .map((date) => date.toISOString());
  const pattern = checks.find((check) => check.format === 'regex')?.pattern;
  const matching = pattern && stringsMatching(pattern);
  if (matching) return matching;
  const { min, max } = lengthBounds(def);
  const typicalMax = Math.max(min, Math.min(max, TYPICAL_LENGTH));
  // A trimming schema trims before it counts, and zod counts UTF-16 units, not the graphemes fast-check counts.
  const trims = checks.some((check) => check.check === 'overwrite');
  const fit = (text: string) =>
    (trims ? text.trim() : text)
      .slice(0, typicalMax)
      .replace(/[\uD800-\uDBFF]$/, '')
      .padEnd(min, 'x');
  const typical = fc
    .oneof(
      fc.string({ minLength: min, maxLength: typicalMax }),
      fc.string({ minLength: min, maxLength: typicalMax, unit: 'grapheme' }),
    )
    .map(fit);
  // The longest string the schema allows, when it has a bound worth reaching.
  return Number.isFinite(max) && max > typicalMax
    ? fc.oneof({ arbitrary: typical, weight: 4 }, { arbitrary: fc.constant('x'.repeat(max)), weight: 1 })
    : typical;
}

/** Strings a pattern takes, or null for a pattern fast-check cannot read (lookaheads): then any string. */
function stringsMatching(pattern: RegExp): fc.Arbitrary<string> | null {
  try {
    return fc.stringMatching(pattern);
  } catch {
    return null;
  }
}

function numberArbitrary(def: Definition): fc.Arbitrary<unknown> {
  let min = Number.MIN_SAFE_INTEGER;
  let max = Number.MAX_SAFE_INTEGER;
  let integer = def.format !== undefined && def.format !== 'float32' && def.format !== 'float64';
  for (const check of checksOf(def)) {
    const value = Number(check.value);
    if (check.check === 'greater_than') min = Math.max(min, check.inclusive ? value : value + 1);
    if (check.check === 'less_than') max = Math.min(max, check.inclusive ? value : value - 1);
    if (check.check === 'number_format' && check.format !== 'float32' && check.format !== 'float64')
      integer = true;
  }
  min = Math.ceil(min);
  max = Math.floor(max);
  if (min > max) return fc.constant(min);
  // Ids in the seeded world are small: most cases name rows that exist.
  const small = fc.integer({
    min: Math.max(min, Math.min(max, 0)),
    max: Math.min(max, Math.max(min, 0) + 6),
  });
  const anywhere = integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
  return fc.oneof(
    { arbitrary: small, weight: 3 },
    { arbitrary: anywhere, weight: 2 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function objectArbitrary(def: Definition): fc.Arbitrary<unknown> {
  const shape = def.shape ?? {};
  const fields = Object.fromEntries(Object.entries(shape).map(([key, field]) => [key, arbitraryOf(field)]));
  const optional = Object.keys(shape).filter((key) => isOptional(shape[key]));
  // Optional fields come and go; every other field is always there.
  const required = Object.keys(shape).filter((key) => !optional.includes(key));
  return fc.record(fields, { requiredKeys: required });
}

const OPTIONAL_KINDS = new Set(['optional', 'default', 'prefault']);
function isOptional(schema: z.ZodType): boolean {
  const def = definitionOf(schema);
  if (OPTIONAL_KINDS.has(def.type)) return true;
  // A preprocessed field (blank as absent) is optional when what it feeds is.
  if (def.type === 'pipe' && def.in && def.out && definitionOf(def.in).type === 'transform')
    return isOptional(def.out);
  return false;
}

function arrayArbitrary(def: Definition): fc.Arbitrary<unknown> {
  const { min, max } = lengthBounds(def);
  return fc.array(arbitraryOf(def.element!), {
    minLength: min,
    maxLength: Math.max(min, Math.min(max, 6)),
  });
}

function pipeArbitrary(def: Definition): fc.Arbitrary<unknown> {
  // z.preprocess(fn, schema) is pipe(transform, schema): generate what the schema takes.
  // schema.transform(fn) is pipe(schema, transform): generate what the schema takes before the transform.
  return definitionOf(def.in!).type === 'transform' ? arbitraryOf(def.out!) : arbitraryOf(def.in!);
}

const ARBITRARIES: Record<string, (def: Definition) => fc.Arbitrary<unknown>> = {
  string: stringArbitrary,
  number: numberArbitrary,
  int: numberArbitrary,
  boolean: () => fc.boolean(),
  literal: (def) => fc.constantFrom(...(def.values ?? [null])),
  enum: (def) => fc.constantFrom(...Object.values(def.entries ?? { none: 'none' })),
  object: objectArbitrary,
  array: arrayArbitrary,
  record: (def) =>
    fc.dictionary(arbitraryOf(def.keyType!).map(String), arbitraryOf(def.valueType!), { maxKeys: 4 }),
  union: (def) => fc.oneof(...(def.options ?? []).map(arbitraryOf)),
  optional: (def) => fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 }),
  default: (def) => fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 }),
  prefault: (def) => fc.option(arbitraryOf(def.innerType!), { nil: undefined, freq: 4 }),
  nullable: (def) => fc.option(arbitraryOf(def.innerType!), { nil: null, freq: 4 }),
  catch: (def) => arbitraryOf(def.innerType!),
  readonly: (def) => arbitraryOf(def.innerType!),
  pipe: pipeArbitrary,
  transform: () => fc.jsonValue(),
  unknown: () => fc.jsonValue(),
  any: () => fc.jsonValue(),
  never: () => fc.constant(undefined),
  null: () => fc.constant(null),
  undefined: () => fc.constant(undefined),
};
