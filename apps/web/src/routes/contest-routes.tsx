import type { RouteObject } from 'react-router';
import { requireContestComment } from '../pages/contest/contest-comment-guard';
import { withBackOfficeTexts } from './back-office-texts';

/**
 * The children of /contest/:contestID, one per tab of the shell (spec 2 §2.1) plus the problem and
 * submission pages under the problems tab. Each tab's entry in `pages/contest/contest-tabs.tsx` names
 * the path it lives at here. The rejudge and Contest API accounts pages speak the back office's texts and wait
 * for them; the shell itself, and so every contestant, does without (its tab labels are the site's).
 */
export const contestChildRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestOverview')).ContestOverview,
    }),
  },
  {
    path: 'problems',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestProblemList')).ContestProblemList,
    }),
  },
  {
    path: 'problem/:problemID',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestProblemPage')).ContestProblemPage,
    }),
  },
  {
    path: 'problem/:problemID/submission-detail/:submitID',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestSubmissionDetail')).ContestSubmissionDetail,
    }),
  },
  {
    path: 'submissions',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestSubmissions')).ContestSubmissions,
    }),
  },
  {
    path: 'rank',
    lazy: async () => ({ Component: (await import('../pages/contest/ContestRank')).ContestRank }),
  },
  {
    path: 'announcements',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestAnnouncements')).ContestAnnouncements,
    }),
  },
  {
    path: 'comment',
    loader: requireContestComment,
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestComment')).ContestComment,
    }),
  },
  {
    path: 'print',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestPrint')).ContestPrint,
    }),
  },
  {
    path: 'ac-info',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestAcInfo')).ContestAcInfo,
    }),
  },
  {
    path: 'teams',
    lazy: async () => ({ Component: (await import('../pages/contest/teams/ContestTeams')).ContestTeams }),
  },
  {
    path: 'team-slips',
    lazy: async () => ({
      Component: (await import('../pages/contest/teams/ContestTeamSlips')).ContestTeamSlips,
    }),
  },
  {
    path: 'volunteers',
    lazy: async () => ({
      Component: (await import('../pages/contest/volunteers/ContestVolunteers')).ContestVolunteers,
    }),
  },
  {
    path: 'windows',
    lazy: async () => ({
      Component: (await import('../pages/contest/windows/ContestWindows')).ContestWindows,
    }),
  },
  {
    path: 'clics-accounts',
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/contest/ContestClicsAccounts')).ContestClicsAccounts,
    })),
  },
  {
    path: 'admin-print',
    lazy: async () => ({
      Component: (await import('../pages/contest/ContestAdminPrint')).ContestAdminPrint,
    }),
  },
  {
    path: 'rejudge',
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/contest/ContestRejudge')).ContestRejudge,
    })),
  },
  {
    path: 'scroll-board',
    lazy: async () => ({
      Component: (await import('../pages/scroll-board/ScrollBoardSetup')).ScrollBoardSetup,
    }),
  },
];
