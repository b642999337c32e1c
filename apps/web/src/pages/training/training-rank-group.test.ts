import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { installMemoryStorage } from '../../test-support/memory-storage';
import { mayFilterByGroup, readRankGroup, showsGroupFilter, storeRankGroup } from './training-rank-group';

const groups = [
  { id: 4, name: 'Class A' },
  { id: 9, name: 'Class B' },
];

describe('the training rank’s group filter', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = installMemoryStorage();
  });
  afterEach(() => restore());

  it('shows for teachers and admins who have groups', () => {
    expect(showsGroupFilter(Role.TEACHER, groups)).toBe(true);
    expect(showsGroupFilter(Role.ADMIN, groups)).toBe(true);
    expect(showsGroupFilter(Role.ROOT, groups)).toBe(true);
    expect(showsGroupFilter(Role.USER, groups)).toBe(false);
    expect(showsGroupFilter(Role.TEACHER, [])).toBe(false);
    expect(showsGroupFilter(undefined, groups)).toBe(false);
    // Only those roles have their groups fetched at all.
    expect([Role.TEACHER, Role.ADMIN, Role.USER, undefined].map(mayFilterByGroup)).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });

  it('remembers the choice per user, only while it is still one of their groups', () => {
    storeRankGroup(1, 9);
    expect(readRankGroup(1, groups)).toBe(9);
    expect(readRankGroup(2, groups)).toBeNull();
    expect(readRankGroup(1, [groups[0]])).toBeNull();
    storeRankGroup(1, null);
    expect(readRankGroup(1, groups)).toBeNull();
  });
});
