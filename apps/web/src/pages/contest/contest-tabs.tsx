import { CONTEST_TYPE, type ContestInfo, type PublicWebsiteConfig } from '@judge/contract';

/** What decides whether a tab of the contest shell is shown. */
export interface ContestTabContext {
  info: ContestInfo;
  config: Pick<PublicWebsiteConfig, 'openContestComment'>;
  /** The signed-in user is the super admin (root). */
  root: boolean;
}

/**
 * One tab of the contest shell (spec 2 §2.2): its key, the path under /contest/:id it lives at
 * (routes/contest-routes.tsx), its label (an i18n key), whether it needs access to the contest, and
 * when it is shown at all. Tabs are added here, one object each, in the order they appear.
 */
export interface ContestTab {
  key: string;
  /** '' for the overview; otherwise the first path segment(s) under /contest/:id. */
  path: string;
  labelKey: string;
  /** Disabled while the caller has no access (spec 2 §2.2: the menu is disabled until access). */
  needsAccess: boolean;
  /** Other path prefixes that belong to this tab (a problem page belongs to the problems tab). */
  alsoMatches?: string[];
  shown?: (ctx: ContestTabContext) => boolean;
}

export const CONTEST_TABS: ContestTab[] = [
  { key: 'overview', path: '', labelKey: 'contest.overview', needsAccess: false },
  {
    key: 'problems',
    path: 'problems',
    labelKey: 'contestProblem.tabProblems',
    needsAccess: true,
    alsoMatches: ['problem/'],
  },
  { key: 'submissions', path: 'submissions', labelKey: 'contestProblem.tabSubmissions', needsAccess: true },
  { key: 'rank', path: 'rank', labelKey: 'scoreboard.tab', needsAccess: true },
  {
    key: 'announcements',
    path: 'announcements',
    labelKey: 'contestTools.tabs.announcements',
    needsAccess: true,
  },
  {
    key: 'comment',
    path: 'comment',
    labelKey: 'contestTools.tabs.comment',
    needsAccess: true,
    shown: ({ config }) => config.openContestComment,
  },
  {
    key: 'print',
    path: 'print',
    labelKey: 'contestTools.tabs.print',
    needsAccess: true,
    shown: ({ info }) => info.openPrint,
  },
  {
    key: 'ac-info',
    path: 'ac-info',
    labelKey: 'contestTools.tabs.acInfo',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin && info.type === CONTEST_TYPE.ACM,
  },
  {
    key: 'admin-print',
    path: 'admin-print',
    labelKey: 'contestTools.tabs.adminPrint',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin && info.openPrint,
  },
  {
    // Team contests (docs/contest-teams.md): the admins manage the teams; contestants see or form their own.
    key: 'teams',
    path: 'teams',
    labelKey: 'contestTeams.tab',
    needsAccess: false,
    alsoMatches: ['team-slips'],
    shown: ({ info }) => info.isContestAdmin || info.teamContest,
  },
  {
    // Balloon and print volunteers (docs/contest-volunteers.md): the admins give the duty.
    key: 'volunteers',
    path: 'volunteers',
    labelKey: 'contestVolunteers.tab',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin,
  },
  {
    // Per-contestant time windows (docs/contest-rules.md "Own time windows").
    key: 'windows',
    path: 'windows',
    labelKey: 'contestWindows.tab',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin,
  },
  {
    key: 'clics-accounts',
    path: 'clics-accounts',
    labelKey: 'contest.adminTabs.clicsAccounts',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin,
  },
  {
    key: 'rejudge',
    path: 'rejudge',
    labelKey: 'contest.adminTabs.rejudge',
    needsAccess: true,
    shown: ({ root }) => root,
  },
  {
    key: 'scroll-board',
    path: 'scroll-board',
    labelKey: 'scrollBoard.tab',
    needsAccess: true,
    shown: ({ info }) => info.isContestAdmin && info.type === CONTEST_TYPE.ACM,
  },
];

/** The tabs this caller sees, in order. */
export function visibleContestTabs(ctx: ContestTabContext): ContestTab[] {
  return CONTEST_TABS.filter((tab) => tab.shown?.(ctx) ?? true);
}

/** The tab a path under /contest/:contestID belongs to; the overview for anything else. */
export function contestTabOf(pathname: string): string {
  const rest = pathname.replace(/^\/contest\/[^/]+\/?/, '');
  for (const tab of CONTEST_TABS) {
    if (!tab.path) continue;
    if (rest === tab.path || rest.startsWith(`${tab.path}/`)) return tab.key;
    if (tab.alsoMatches?.some((prefix) => rest.startsWith(prefix))) return tab.key;
  }
  return 'overview';
}
