import type { GroupAuth, GroupLevel } from '@judge/contract';

/**
 * The texts' keys of the group's kinds and levels: the server speaks numbers (GROUP_AUTH, GROUP_LEVEL), and
 * i18next's typed keys cannot be built from them, so each value names its word here once.
 */
export const AUTH_KEYS = { 1: 'public', 2: 'protected', 3: 'private' } as const satisfies Record<
  GroupAuth,
  string
>;
export const LEVEL_KEYS = {
  0: 'none',
  1: 'applying',
  2: 'refused',
  3: 'member',
  4: 'admin',
  5: 'root',
} as const satisfies Record<GroupLevel, string>;

export const authLabelKey = (auth: GroupAuth) => `group.auth.${AUTH_KEYS[auth]}` as const;
export const authTipKey = (auth: GroupAuth) => `group.authTip.${AUTH_KEYS[auth]}` as const;
export const levelLabelKey = (level: GroupLevel) => `group.level.${LEVEL_KEYS[level]}` as const;
