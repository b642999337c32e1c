import { describe, expect, it } from 'vitest';
import {
  nicknameColor,
  NICKNAME_COLORS,
  safeLink,
  solvedCount,
  targetFromSearch,
  totalScore,
} from './profile';

describe('user home profile helpers', () => {
  it('picks the nickname colour by length mod 5, counting characters', () => {
    expect(nicknameColor('abcde')).toBe(NICKNAME_COLORS[0]);
    expect(nicknameColor('ab')).toBe(NICKNAME_COLORS[2]);
    expect(nicknameColor('小明')).toBe(NICKNAME_COLORS[2]);
    expect(nicknameColor('😀')).toBe(NICKNAME_COLORS[1]);
    expect(new Set(NICKNAME_COLORS).size).toBe(5);
  });

  it('sums the scores and the solved problems', () => {
    expect(totalScore({ scoreList: [] })).toBe(0);
    expect(totalScore({ scoreList: [9, 12, 1] })).toBe(22);
    expect(
      solvedCount({
        solvedGroups: [
          { difficulty: 0, problemIds: ['A'] },
          { difficulty: 3, problemIds: ['B', 'C'] },
        ],
      }),
    ).toBe(3);
  });

  it('links only http and https blogs', () => {
    expect(safeLink('https://blog.example.com/x')).toBe('https://blog.example.com/x');
    expect(safeLink('javascript:alert(1)')).toBeNull();
    expect(safeLink('blog.example.com')).toBeNull();
  });

  it('reads uid and username from the address', () => {
    const read = (query: string) => targetFromSearch(new URLSearchParams(query));
    expect(read('uid=3&username=bob')).toEqual({ target: { uid: 3, username: 'bob' }, invalid: false });
    expect(read('uid=&username=bob')).toEqual({ target: { username: 'bob' }, invalid: false });
    expect(read('uid=x')).toEqual({ target: {}, invalid: true });
    expect(read('uid=2147483648').invalid).toBe(true);
    expect(read('')).toEqual({ target: {}, invalid: false });
  });
});
