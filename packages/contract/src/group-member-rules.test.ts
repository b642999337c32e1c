import { describe, expect, it } from 'vitest';
import { GROUP_LEVEL, type GroupLevel } from './groups.ts';
import { levelChangeRefusal, removalRefusal, type GroupActing as Acting } from './group-member-rules.ts';

const actingAt = (level: GroupLevel, extra: Partial<Acting> = {}): Acting => ({
  uid: 1,
  level,
  owner: false,
  siteRoot: false,
  ...extra,
});
const target = (level: number, extra: { uid?: number; owner?: boolean } = {}) => ({
  uid: 2,
  level,
  owner: false,
  ...extra,
});
const { APPLYING, REFUSED, MEMBER, ADMIN, ROOT } = GROUP_LEVEL;

describe('level changes (spec 3 §4)', () => {
  it('lets a group admin approve or refuse applicants and demote members, nothing at or above admin', () => {
    expect(levelChangeRefusal(actingAt(ADMIN), target(APPLYING), MEMBER)).toBeNull();
    expect(levelChangeRefusal(actingAt(ADMIN), target(APPLYING), REFUSED)).toBeNull();
    expect(levelChangeRefusal(actingAt(ADMIN), target(MEMBER), REFUSED)).toBeNull();
    expect(levelChangeRefusal(actingAt(ADMIN), target(MEMBER), ADMIN)).not.toBeNull();
    expect(levelChangeRefusal(actingAt(ADMIN), target(ADMIN), MEMBER)).not.toBeNull();
  });

  it('lets a group root make admins, not roots, and not touch other roots', () => {
    expect(levelChangeRefusal(actingAt(ROOT), target(MEMBER), ADMIN)).toBeNull();
    expect(levelChangeRefusal(actingAt(ROOT), target(MEMBER), ROOT)).not.toBeNull();
    expect(levelChangeRefusal(actingAt(ROOT), target(ROOT), MEMBER)).not.toBeNull();
  });

  it('lets the owner and the site root set any level on anyone but the owner', () => {
    for (const acting of [actingAt(ROOT, { owner: true }), actingAt(ROOT, { siteRoot: true })]) {
      expect(levelChangeRefusal(acting, target(ROOT), MEMBER)).toBeNull();
      expect(levelChangeRefusal(acting, target(MEMBER), ROOT)).toBeNull();
      expect(levelChangeRefusal(acting, target(ROOT, { owner: true }), MEMBER)).not.toBeNull();
    }
  });

  it('refuses members and applicants', () => {
    expect(levelChangeRefusal(actingAt(MEMBER), target(APPLYING), MEMBER)).not.toBeNull();
    expect(levelChangeRefusal(actingAt(APPLYING), target(APPLYING), REFUSED)).not.toBeNull();
  });
});

describe('removals (spec 3 §4, §6)', () => {
  it('never removes oneself, and the owner only by the site root', () => {
    expect(
      removalRefusal(actingAt(ROOT, { owner: true }), target(ROOT, { uid: 1, owner: true })),
    ).not.toBeNull();
    expect(removalRefusal(actingAt(ADMIN), target(ADMIN, { uid: 1 }))).not.toBeNull();
    expect(removalRefusal(actingAt(ROOT), target(ROOT, { owner: true }))).not.toBeNull();
    expect(removalRefusal(actingAt(ROOT, { siteRoot: true }), target(ROOT, { owner: true }))).toBeNull();
  });

  it('lets an admin remove rows below their level only', () => {
    expect(removalRefusal(actingAt(ADMIN), target(MEMBER))).toBeNull();
    expect(removalRefusal(actingAt(ADMIN), target(APPLYING))).toBeNull();
    expect(removalRefusal(actingAt(ADMIN), target(ADMIN))).not.toBeNull();
    expect(removalRefusal(actingAt(MEMBER), target(APPLYING))).not.toBeNull();
    expect(removalRefusal(actingAt(ROOT, { owner: true }), target(ROOT))).toBeNull();
  });
});
