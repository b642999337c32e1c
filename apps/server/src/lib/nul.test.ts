import { describe, expect, it } from 'vitest';
import { rejectUnstorableText } from './nul.ts';

const messageOf = (value: unknown) => {
  try {
    rejectUnstorableText(value);
    return 'OK';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('text a database cannot keep', () => {
  it('lets whole characters through, emoji (surrogate pairs) included', () => {
    expect(messageOf({ title: 'A+B 😀 加法', tags: ['𝔸', 'x'] })).toBe('OK');
  });

  it.each([
    [{ title: 'a\u0000b' }, 'title must not contain NUL characters'],
    [{ title: 'a\uD83Db' }, 'title must not contain lone UTF-16 surrogates'],
    [{ tags: ['ok', '\uDE00x'] }, 'tags.1 must not contain lone UTF-16 surrogates'],
    [{ title: '\uDE00\uD83D' }, 'title must not contain lone UTF-16 surrogates'],
    [{ ['key\uD800']: 'x' }, 'body must not contain lone UTF-16 surrogates'],
  ])('refuses %j naming the field', (value, message) => {
    expect(messageOf(value)).toContain(message);
  });
});
