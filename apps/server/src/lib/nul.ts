import { invalidField } from '../errors.ts';

/**
 * PostgreSQL text cannot hold U+0000 (the insert or even the lookup fails), so a NUL anywhere in the
 * input is refused by its field on both databases instead of failing as a 500 on one. Judge reports
 * are left to their own service: they carry program output, which is cleaned there, not refused.
 */
export function rejectNul(value: unknown, path: string[] = []): void {
  const field = () => path.join('.') || 'body';
  if (typeof value === 'string') {
    if (value.includes('\u0000')) throw invalidField(field(), `${field()} must not contain NUL characters`);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => rejectNul(item, [...path, String(index)]));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      rejectNul(key, path);
      rejectNul(item, [...path, key]);
    }
  }
}
