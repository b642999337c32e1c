import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FOLLOWED_LIMIT, followedKey, readFollowed, toggledFollowed, writeFollowed } from './followed-users';

describe('toggledFollowed', () => {
  it('follows at the end and unfollows in place', () => {
    expect(toggledFollowed([3, 5], 7)).toEqual([3, 5, 7]);
    expect(toggledFollowed([3, 5, 7], 5)).toEqual([3, 7]);
  });
  it('drops the oldest follow past the limit, so the newest click counts', () => {
    const full = Array.from({ length: FOLLOWED_LIMIT }, (_, index) => index + 1);
    const next = toggledFollowed(full, 9999);
    expect(next).toHaveLength(FOLLOWED_LIMIT);
    expect(next[0]).toBe(2);
    expect(next.at(-1)).toBe(9999);
  });
});

describe('stored followed users', () => {
  // The unit tests run in Node: a Map stands in for the browser's storage.
  const original = globalThis.localStorage;
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    globalThis.localStorage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    } as Storage;
  });
  afterEach(() => {
    globalThis.localStorage = original;
  });

  it('keeps a list per contest', () => {
    writeFollowed(1, [4, 2]);
    writeFollowed(2, [9]);
    expect(readFollowed(1)).toEqual([4, 2]);
    expect(readFollowed(2)).toEqual([9]);
    expect(readFollowed(3)).toEqual([]);
  });
  it('forgets an emptied list', () => {
    writeFollowed(1, [4]);
    writeFollowed(1, []);
    expect(items.has(followedKey(1))).toBe(false);
  });
  it('reads only user ids from what is stored, once each', () => {
    items.set(followedKey(1), JSON.stringify([3, '4', -1, 2.5, 3, 8]));
    expect(readFollowed(1)).toEqual([3, 8]);
    items.set(followedKey(2), 'not json');
    expect(readFollowed(2)).toEqual([]);
    items.set(followedKey(3), JSON.stringify({ uid: 1 }));
    expect(readFollowed(3)).toEqual([]);
  });
});
