import { describe, expect, it } from 'vitest';
import { GROUP_LEVEL } from '@judge/contract';
import { memberChoices } from './member-levels';

const OWNER = 1;
const viewer = (level: 3 | 4 | 5, extra = {}) => ({ uid: 9, level, owner: false, siteRoot: false, ...extra });

describe('what the member page offers', () => {
  it('gives a group admin the levels below admin on rows below admin, and removal', () => {
    expect(memberChoices(viewer(4), { uid: 2, auth: GROUP_LEVEL.APPLYING }, OWNER)).toEqual({
      levels: [1, 2, 3],
      canChange: true,
      canRemove: true,
    });
    expect(memberChoices(viewer(4), { uid: 3, auth: GROUP_LEVEL.ADMIN }, OWNER)).toEqual({
      levels: [4],
      canChange: false,
      canRemove: false,
    });
  });

  it('lets the owner set any level on anyone but themselves, and nothing on the owner’s row', () => {
    const owner = { uid: OWNER, level: 5 as const, owner: true, siteRoot: false };
    expect(memberChoices(owner, { uid: 2, auth: GROUP_LEVEL.ROOT }, OWNER).levels).toEqual([1, 2, 3, 4, 5]);
    expect(memberChoices(owner, { uid: OWNER, auth: GROUP_LEVEL.ROOT }, OWNER)).toEqual({
      levels: [5],
      canChange: false,
      canRemove: false,
    });
  });

  it('offers a plain member nothing', () => {
    expect(memberChoices(viewer(3), { uid: 2, auth: GROUP_LEVEL.APPLYING }, OWNER).canChange).toBe(false);
  });
});
