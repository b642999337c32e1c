import { GROUP_LEVEL, type GroupLevel } from '@judge/contract';

/** What decides whether a tab of the group shell is shown and enabled. */
export interface GroupTabContext {
  level: GroupLevel;
  /** The site's openGroupDiscussion switch. */
  openGroupDiscussion: boolean;
}

/**
 * One tab of the group shell (spec 3 "Group details"): its key, its path under /group/:id (routes/group-routes.tsx),
 * the level it needs (0: anyone who sees the group; the tabs of members are disabled below it, spec 3 "Menu tabs are
 * disabled unless the user is a member"), other paths that belong to it, and when it is shown at all. The group
 * content (problems, trainings, contests, submissions) adds its tabs here, one object each, in order.
 */
export interface GroupTab {
  key: string;
  /** '' for the home; otherwise the first path segment under /group/:id. */
  path: string;
  needs: GroupLevel;
  /** Hidden (rather than disabled) below `needs`: the admins' and roots' own tabs. */
  hiddenBelow?: boolean;
  alsoMatches?: string[];
  shown?: (ctx: GroupTabContext) => boolean;
}

export const GROUP_TABS: GroupTab[] = [
  { key: 'home', path: '', needs: GROUP_LEVEL.NONE },
  {
    key: 'discussion',
    path: 'discussion',
    needs: GROUP_LEVEL.MEMBER,
    alsoMatches: ['discussion-detail/'],
    shown: (ctx) => ctx.openGroupDiscussion,
  },
  { key: 'problem', path: 'problem', needs: GROUP_LEVEL.MEMBER },
  { key: 'training', path: 'training', needs: GROUP_LEVEL.MEMBER },
  { key: 'contest', path: 'contest', needs: GROUP_LEVEL.MEMBER },
  {
    key: 'submission',
    path: 'submission',
    needs: GROUP_LEVEL.MEMBER,
    alsoMatches: ['submission-detail/'],
  },
  { key: 'member', path: 'member', needs: GROUP_LEVEL.MEMBER },
  { key: 'rank', path: 'rank', needs: GROUP_LEVEL.MEMBER },
  { key: 'problemAdmin', path: 'problem-admin', needs: GROUP_LEVEL.ADMIN, hiddenBelow: true },
  { key: 'trainingAdmin', path: 'training-admin', needs: GROUP_LEVEL.ADMIN, hiddenBelow: true },
  { key: 'contestAdmin', path: 'contest-admin', needs: GROUP_LEVEL.ADMIN, hiddenBelow: true },
  { key: 'announcement', path: 'announcement', needs: GROUP_LEVEL.ADMIN, hiddenBelow: true },
  // The group's part of the audit log (issue 25): what its admins changed.
  { key: 'auditLog', path: 'audit-log', needs: GROUP_LEVEL.ADMIN, hiddenBelow: true },
  { key: 'setting', path: 'setting', needs: GROUP_LEVEL.ROOT, hiddenBelow: true },
];

/** The tabs a caller sees, each with whether it is enabled. */
export const visibleTabs = (ctx: GroupTabContext) =>
  GROUP_TABS.filter((tab) => (tab.shown?.(ctx) ?? true) && !(tab.hiddenBelow && ctx.level < tab.needs)).map(
    (tab) => ({ ...tab, enabled: ctx.level >= tab.needs }),
  );

/** The tab an address under /group/:id belongs to. */
export function tabOfPath(rest: string): string {
  const path = rest.replace(/^\/+/, '');
  const found = GROUP_TABS.find(
    (tab) =>
      tab.path &&
      (path === tab.path ||
        path.startsWith(`${tab.path}/`) ||
        tab.alsoMatches?.some((p) => path.startsWith(p))),
  );
  return found?.key ?? 'home';
}
