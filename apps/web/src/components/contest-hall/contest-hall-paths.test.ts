import { describe, expect, it } from 'vitest';
import { openDuringContest } from './contest-hall-paths';

describe('the pages open during a hall contest', () => {
  it("are the contest's own pages and the sign-out page", () => {
    for (const path of [
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/problem/A',
      '/contest/7/rank',
      '/logout',
    ])
      expect([path, openDuringContest(path, 7)]).toEqual([path, true]);
    for (const path of [
      '/home',
      '/problem',
      '/contest/70',
      '/contest/8/problems',
      '/discussion',
      '/user-home',
    ])
      expect([path, openDuringContest(path, 7)]).toEqual([path, false]);
  });
});
