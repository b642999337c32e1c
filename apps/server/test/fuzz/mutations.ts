import fc from 'fast-check';

/**
 * Values past a schema: each entry is a kind of bad input a client can send, so a failure names what broke.
 * They replace one field of a well-formed input, or the whole input.
 */
const HUGE = 'x'.repeat(200_000);
export const NASTY_VALUES: Record<string, unknown[]> = {
  wrongType: [true, false, null, {}, [], [1, 2], { nested: { deeper: 1 } }, 'text', 7],
  boundaries: [
    0,
    -1,
    -0,
    1.5,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    Number.MAX_VALUE,
    -Number.MAX_VALUE,
    '0',
    '-1',
    '1e309',
    'NaN',
    'Infinity',
    '0x10',
    ' 1 ',
    '99999999999999999999999',
  ],
  emptyAndHuge: ['', ' ', '\n\t', HUGE, [HUGE], Array.from({ length: 2000 }, (_, index) => index)],
  oddUnicode: [
    '\u0000',
    'a\u0000b',
    '\uD800',
    'x\uDC00y',
    '\uFFFF\uFFFE',
    '\u202Eevil',
    '\u200B',
    'e\u0301\u0301\u0301',
    '🧑‍💻👨‍👩‍👧',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '\u{10FFFF}',
  ],
  injection: [
    "' OR 1=1 --",
    '%',
    '_',
    '\\',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${x}',
    '{{x}}',
  ],
  prototypeKeys: ['__proto__', 'constructor', 'toString', 'hasOwnProperty'],
};
const ALL_NASTY = Object.values(NASTY_VALUES).flat();

type Path = (string | number)[];

/** Every place in a JSON-like value a field can be replaced or removed at. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => [[...prefix, index], ...pathsOf(item, [...prefix, index])]);
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, item]) => [
      [...prefix, key],
      ...pathsOf(item, [...prefix, key]),
    ]);
  return [];
}

function cloneWith(
  value: unknown,
  path: Path,
  change: (parent: Record<string | number, unknown>, key: string | number) => void,
): unknown {
  const copy = structuredClone(value) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  change(parent, path[path.length - 1]);
  return copy;
}

const replaceAt = (value: unknown, path: Path, replacement: unknown) =>
  cloneWith(value, path, (parent, key) => {
    parent[key] = replacement;
  });
const removeAt = (value: unknown, path: Path) =>
  cloneWith(value, path, (parent, key) => {
    if (Array.isArray(parent)) parent.splice(Number(key), 1);
    else delete parent[key];
  });

/** A well-formed value turned into a bad one, in one of the ways a careless or hostile client does. */
export function mutationOf(value: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(value);
  const nasty = fc.constantFrom(...ALL_NASTY);
  const whole = fc.oneof(nasty, fc.constant([value]), fc.jsonValue());
  if (paths.length === 0) return whole;
  const path = fc.constantFrom(...paths);
  const isObject = value !== null && typeof value === 'object' && !Array.isArray(value);
  return fc.oneof(
    {
      arbitrary: fc.tuple(path, nasty).map(([at, replacement]) => replaceAt(value, at, replacement)),
      weight: 5,
    },
    { arbitrary: path.map((at) => removeAt(value, at)), weight: 2 },
    { arbitrary: path.map((at) => replaceAt(value, at, [valueAt(value, at)])), weight: 1 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...(NASTY_VALUES.prototypeKeys as string[]), 'extra', 'uid', 'role'), nasty)
        .map(([key, extra]) => (isObject ? { ...(value as object), [key]: extra } : value)),
      weight: 1,
    },
    { arbitrary: whole, weight: 1 },
  );
}

function valueAt(value: unknown, path: Path): unknown {
  let current = value as Record<string | number, unknown>;
  for (const key of path) current = current[key] as Record<string | number, unknown>;
  return current;
}

/** Well-formed values most of the time, bad ones the rest: a route must answer both cleanly. */
export function withMutations(wellFormed: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: wellFormed, weight: 1 },
    { arbitrary: wellFormed.chain(mutationOf), weight: 1 },
  );
}
