import { expect } from 'vitest';

/**
 * A field's type as the reference client reads it: a JSON type, `?` after it when the reference may send
 * null there (a Java wrapper left unset), `[]` for a list.
 */
export type FieldType =
  | 'number'
  | 'string'
  | 'boolean'
  | 'object'
  | 'array'
  | 'number?'
  | 'string?'
  | 'boolean?'
  | 'object?'
  | 'array?';

export type Shape = Record<string, FieldType>;

function typeOf(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (Array.isArray(value)) return 'array';
  return typeof value;
}

/**
 * Checks that `value` has every field of `shape` with its type (extra fields are allowed: the reference
 * client ignores what it does not read). One failure lists every wrong field, named by `where`.
 */
export function expectShape(value: unknown, shape: Shape, where: string) {
  expect(typeOf(value), `${where} is an object`).toBe('object');
  const record = value as Record<string, unknown>;
  const wrong: string[] = [];
  for (const [field, wanted] of Object.entries(shape)) {
    const nullable = wanted.endsWith('?');
    const base = nullable ? wanted.slice(0, -1) : wanted;
    const actual = typeOf(record[field]);
    if (actual === base || (nullable && actual === 'null')) continue;
    wrong.push(`${field}: wanted ${wanted}, got ${actual} (${JSON.stringify(record[field])?.slice(0, 60)})`);
  }
  expect(wrong, `${where}: fields the reference client reads`).toEqual([]);
}
