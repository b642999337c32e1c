import type { Fields } from './field-changes.ts';

/** One entity's key values, in its kind's key order (entity-kinds.ts). */
export type EntityKey = readonly unknown[];
/** Reads the keys of the entities a call changes from its fields (query, body and path merged). */
export type KeyReader = (input: Fields) => EntityKey[];

/** A field by path ('problem.id' for a nested form), or undefined. */
export function fieldAt(input: Fields, path: string): unknown {
  let value: unknown = input;
  for (const step of path.split('.')) {
    if (!value || typeof value !== 'object') return undefined;
    value = (value as Fields)[step];
  }
  return value;
}

/**
 * A value that can name a row: a number or a short text. The fields are read before the route validates them
 * (the picture is taken first), so anything else (an array, an object, true) names nothing.
 */
const present = (value: unknown) =>
  (typeof value === 'number' && Number.isFinite(value)) ||
  (typeof value === 'string' && value !== '' && value.length <= 64);

/** The first of these fields that is present names the one entity (a form may send `id` or `cid`). */
export const one =
  (...paths: string[]): KeyReader =>
  (input) => {
    for (const path of paths) {
      const value = fieldAt(input, path);
      if (present(value)) return [[value]];
    }
    return [];
  };

/** A link named by two fields (a contest's problem: cid and pid). */
export const pair =
  (first: string, second: string): KeyReader =>
  (input) => {
    const a = fieldAt(input, first);
    const b = fieldAt(input, second);
    return present(a) && present(b) ? [[a, b]] : [];
  };

/** A list of ids (a batch deletion): one entity each. */
export const each =
  (path: string): KeyReader =>
  (input) => {
    const value = fieldAt(input, path);
    const list = Array.isArray(value) ? value : present(value) ? String(value).split(',') : [];
    return list.filter(present).map((id) => [id]);
  };

/** A constant key (a site setting's name). */
export const named =
  (name: string): KeyReader =>
  () => [[name]];
