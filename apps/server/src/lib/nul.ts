import { invalidField } from '../errors.ts';

/** Half of a UTF-16 surrogate pair without its other half: a high one not followed by a low one, or a low one alone. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters';
  if (LONE_SURROGATE.test(text)) return 'must not contain lone UTF-16 surrogates (half of a character)';
  return null;
}

/**
 * Text a database cannot keep as sent is refused by its field on both databases, instead of failing as a 500 on
 * one or changing silently: PostgreSQL text cannot hold U+0000 (the insert or even the lookup fails), and a lone
 * UTF-16 surrogate (which JSON's `\uD800` escape can send) is no character in UTF-8, so both databases stored
 * U+FFFD in its place. Judge reports are left to their own service: they carry program output, which is cleaned
 * there, not refused.
 */
export function rejectUnstorableText(value: unknown, path: string[] = []): void {
  // Every call's input passes here: a walk that allocates nothing first, the one that names the field only
  // when something is wrong.
  if (holdsUnstorableText(value)) nameUnstorableText(value, path);
}

function holdsUnstorableText(value: unknown): boolean {
  if (typeof value === 'string') return problemOf(value) !== null;
  if (Array.isArray(value)) return value.some(holdsUnstorableText);
  if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      if (problemOf(key) !== null || holdsUnstorableText(item)) return true;
  return false;
}

function nameUnstorableText(value: unknown, path: string[]): void {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') {
    const problem = problemOf(value);
    if (problem) throw invalidField(field(), `${field()} ${problem}`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => nameUnstorableText(item, [...path, String(index)]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      nameUnstorableText(key, path);
      nameUnstorableText(item, [...path, key]);
    }
  }
}
