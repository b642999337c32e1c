import { describe, expect, it } from 'vitest';
import { medalOf } from './medals';
import { parseScrollBoardParams, scrollBoardUrl } from './scroll-board-url';

const COUNTS = { gold: 1, silver: 2, bronze: 3 };

describe('medals by final rank', () => {
  it('gives gold, silver and bronze by rank ranges, tied rows sharing', () => {
    const medals = [1, 2, 3, 3, 4, 6, 7].map((rank) => medalOf({ rank, ac: 1 }, COUNTS));
    expect(medals).toEqual(['gold', 'silver', 'silver', 'silver', 'bronze', 'bronze', null]);
  });

  it('gives none to star rows and to rows that solved nothing', () => {
    expect(medalOf({ rank: -1, ac: 5 }, COUNTS)).toBeNull();
    expect(medalOf({ rank: 1, ac: 0 }, COUNTS)).toBeNull();
    expect(medalOf({ rank: 1, ac: 1 }, { gold: 0, silver: 0, bronze: 1 })).toBe('bronze');
  });
});

describe('the /scrollBoard address', () => {
  it('is written as the reference writes it and read back', () => {
    const url = scrollBoardUrl({ cid: 12, removeStar: true, medals: { gold: 1, silver: 2, bronze: 3 } });
    expect(url).toBe('/scrollBoard?cid=12&removeStar=true&medals[]=1&medals[]=2&medals[]=3');
    expect(parseScrollBoardParams(url.slice(url.indexOf('?')))).toEqual({
      cid: 12,
      removeStar: true,
      medals: { gold: 1, silver: 2, bronze: 3 },
    });
  });

  it('reads missing or bad medal counts as 0, and refuses a bad contest id', () => {
    expect(parseScrollBoardParams('?cid=3&medals[]=2&medals[]=x')).toEqual({
      cid: 3,
      removeStar: false,
      medals: { gold: 2, silver: 0, bronze: 0 },
    });
    expect(parseScrollBoardParams('?cid=abc')).toBeNull();
    expect(parseScrollBoardParams('?medals[]=1')).toBeNull();
    expect(parseScrollBoardParams('?cid=0')).toBeNull();
  });
});
