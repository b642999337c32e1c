import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { isRoot, canManageUsers, isAdminRole } from '@judge/contract';
import { PublicLayout } from '../layouts/PublicLayout';
import { HomePage } from '../pages/home/HomePage';
import { LogoutPage } from '../pages/logout/LogoutPage';
import { PageLoading } from '../components/PageLoading';
import { RouteErrorPage } from '../components/RouteErrorPage';
import { withChunkTimeout } from './chunk-timeout';
import { withBackOfficeTexts } from './back-office-texts';
import { redirectUnknownAdminPath, requireBackOfficeRole, requireLogin } from './guards';
import { adminProblemRoutes } from './admin-problem-routes';
import { requirePublicDiscussion } from '../pages/discussion/discussion-guard';
import { adminContestRoutes } from './admin-contest-routes';
import { contestChildRoutes } from './contest-routes';
import { adminTrainingRoutes } from './admin-training-routes';
import { adminSystemRoutes } from './admin-system-routes';
import { adminClassRoutes } from './admin-class-routes';
import { adminSimilarityRoutes, siteSimilarityRoutes } from './admin-similarity-routes';
import { trainingChildRoutes } from './training-routes';
import { groupChildRoutes } from './group-routes';

/**
 * Every route that has a page. Menu entries whose pages come with later modules (problem, contest,
 * ...) fall through to the 404 page until then. The back office is loaded on demand.
 */
const siteRoutes: RouteObject[] = [
  {
    path: '/',
    element: <PublicLayout />,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      { path: 'home', element: <HomePage /> },
      // Pages other than the home page come with their own chunks (issue 15: a light first page).
      {
        path: 'reset-password',
        lazy: async () => ({
          Component: (await import('../pages/reset-password/ResetPasswordPage')).ResetPasswordPage,
        }),
      },
      {
        path: 'setting',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/setting/SettingPage')).SettingPage }),
      },
      // The logout page stays in the first load: it forgets the session at once.
      { path: 'logout', loader: requireLogin, element: <LogoutPage /> },
      {
        path: 'problem',
        lazy: async () => ({
          Component: (await import('../pages/problem/ProblemListPage')).ProblemListPage,
        }),
      },
      {
        path: 'problem/:problemID',
        lazy: async () => ({
          Component: (await import('../pages/problem/ProblemDetailPage')).ProblemDetailPage,
        }),
      },
      {
        path: 'training',
        lazy: async () => ({
          Component: (await import('../pages/training/TrainingListPage')).TrainingListPage,
        }),
      },
      {
        path: 'training/:trainingID',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/training/TrainingShell')).TrainingShell }),
        children: trainingChildRoutes,
      },
      {
        path: 'training/:trainingID/problem/:problemID',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('../pages/training/TrainingProblemPage')).TrainingProblemPage,
        }),
      },
      {
        path: 'group',
        lazy: async () => ({ Component: (await import('../pages/group/GroupListPage')).GroupListPage }),
      },
      {
        path: 'group/:groupID',
        loader: requireLogin,
        // A group's tabs reuse the back office's forms and texts (problem, training and contest admin, audit log).
        lazy: withBackOfficeTexts(async () => ({
          Component: (await import('../pages/group/GroupShell')).GroupShell,
        })),
        children: groupChildRoutes,
      },
      // A group's admins reach its similarity checks here (the back office is not theirs).
      ...siteSimilarityRoutes,
      // A group problem's page fills the screen as the bank's does, outside the group's card and tabs.
      {
        path: 'group/:groupID/problem/:problemID',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('../pages/group/GroupProblemPage')).GroupProblemPage,
        }),
      },
      // A group's training problem keeps the group's address (its problem list and rank are the group's card's).
      {
        path: 'group/:groupID/training/:trainingID/problem/:problemID',
        loader: requireLogin,
        lazy: async () => ({
          Component: (await import('../pages/training/TrainingProblemPage')).TrainingProblemPage,
        }),
      },
      {
        path: 'contest',
        lazy: async () => ({
          Component: (await import('../pages/contest/ContestListPage')).ContestListPage,
        }),
      },
      // The outside boards need no login (spec 2 §2.1); their static segment wins over contest/:contestID.
      {
        path: 'contest/acm-scoreboard/:contestID',
        lazy: async () => ({
          Component: (await import('../pages/scoreboard/OutsideScoreboardPage')).AcmOutsideScoreboard,
        }),
      },
      {
        path: 'contest/oi-scoreboard/:contestID',
        lazy: async () => ({
          Component: (await import('../pages/scoreboard/OutsideScoreboardPage')).OiOutsideScoreboard,
        }),
      },
      {
        path: 'contest/:contestID',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/contest/ContestShell')).ContestShell }),
        children: contestChildRoutes,
      },
      {
        path: 'status',
        lazy: async () => ({
          Component: (await import('../pages/status/SubmissionListPage')).SubmissionListPage,
        }),
      },
      {
        path: 'submission-detail/:submitID',
        lazy: async () => ({
          Component: (await import('../pages/submission/SubmissionDetailPage')).SubmissionDetailPage,
        }),
      },
      {
        path: 'discussion',
        loader: requirePublicDiscussion,
        lazy: async () => ({
          Component: (await import('../pages/discussion/DiscussionListPage')).DiscussionListPage,
        }),
      },
      {
        path: 'discussion/:problemID',
        loader: requirePublicDiscussion,
        lazy: async () => ({
          Component: (await import('../pages/discussion/DiscussionListPage')).DiscussionListPage,
        }),
      },
      {
        path: 'discussion-detail/:discussionID',
        loader: requirePublicDiscussion,
        lazy: async () => ({
          Component: (await import('../pages/discussion/DiscussionDetailPage')).DiscussionDetailPage,
        }),
      },
      {
        path: 'message',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/message/MessageCenter')).MessageCenter }),
        children: [
          { index: true, element: <Navigate to="/message/discuss" replace /> },
          ...(['DiscussMsg', 'ReplyMsg', 'LikeMsg', 'SysMsg', 'MineMsg'] as const).map((name) => ({
            path: name.slice(0, -3).toLowerCase(),
            lazy: async () => ({ Component: (await import('../pages/message/MessageLists'))[name] }),
          })),
        ],
      },
      {
        path: 'acm-rank',
        lazy: async () => ({ Component: (await import('../pages/rank/AcmRankPage')).AcmRankPage }),
      },
      {
        path: 'oi-rank',
        lazy: async () => ({ Component: (await import('../pages/rank/OiRankPage')).OiRankPage }),
      },
      {
        // Balloon and print volunteers' queues (docs/contest-volunteers.md).
        path: 'volunteer',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/volunteer/VolunteerPage')).VolunteerPage }),
      },
      {
        path: 'note',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/note/NoteListPage')).NoteListPage }),
      },
      {
        path: 'note/:id',
        loader: requireLogin,
        lazy: async () => ({ Component: (await import('../pages/note/NoteViewPage')).NoteViewPage }),
      },
      {
        path: 'user-home',
        lazy: async () => ({ Component: (await import('../pages/user-home/UserHomePage')).UserHomePage }),
      },
      {
        path: 'introduction',
        lazy: async () => ({
          Component: (await import('../pages/introduction/IntroductionPage')).IntroductionPage,
        }),
      },
      {
        path: 'ojide',
        lazy: async () => ({ Component: (await import('../pages/ide/OjIdePage')).OjIdePage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('../pages/not-found/NotFoundPage')).NotFoundPage }),
      },
    ],
  },
  // The scroll board (spec 2 §2.1): a full-screen page for the projector, outside the site's layout.
  {
    path: '/scrollBoard',
    loader: requireLogin,
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({
      Component: (await import('../pages/scroll-board/ScrollBoardPage')).ScrollBoardPage,
    }),
  },
  {
    path: '/admin/login',
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    lazy: async () => ({ Component: (await import('../pages/admin/AdminLoginPage')).AdminLoginPage }),
  },
  {
    path: '/admin',
    loader: requireBackOfficeRole(),
    hydrateFallbackElement: <PageLoading />,
    errorElement: <RouteErrorPage />,
    lazy: withBackOfficeTexts(async () => ({
      Component: (await import('../pages/admin/AdminLayout')).AdminLayout,
    })),
    children: [
      { index: true, element: <Navigate to="/admin/dashboard" replace /> },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('../pages/admin/DashboardPage')).DashboardPage }),
      },
      {
        path: 'user',
        loader: requireBackOfficeRole(canManageUsers),
        lazy: async () => ({
          Component: (await import('../pages/admin/users/UserManagementPage')).UserManagementPage,
        }),
      },
      ...adminProblemRoutes,
      ...adminContestRoutes,
      ...adminTrainingRoutes,
      ...adminSystemRoutes,
      ...adminClassRoutes,
      ...adminSimilarityRoutes,
      {
        path: 'notice',
        loader: requireBackOfficeRole(isRoot),
        lazy: async () => ({
          Component: (await import('../pages/admin/notices/NoticeAdminPage')).NoticeAdminPage,
        }),
      },
      {
        path: 'outbox',
        loader: requireBackOfficeRole(isRoot),
        lazy: async () => ({ Component: (await import('../pages/admin/outbox/OutboxPage')).OutboxPage }),
      },
      {
        path: 'announcement',
        loader: requireBackOfficeRole(isRoot),
        lazy: async () => ({
          Component: (await import('../pages/admin/announcements/AnnouncementAdminPage'))
            .AnnouncementAdminPage,
        }),
      },
      {
        path: 'home-content',
        loader: requireBackOfficeRole(isRoot),
        lazy: async () => ({
          Component: (await import('../pages/admin/home-content/HomeContentAdminPage')).HomeContentAdminPage,
        }),
      },
      {
        path: 'judges',
        loader: requireBackOfficeRole(isRoot),
        lazy: async () => ({
          Component: (await import('../pages/admin/judges/JudgeStatusPage')).JudgeStatusPage,
        }),
      },
      {
        path: 'discussion',
        loader: requireBackOfficeRole(isAdminRole),
        lazy: async () => ({
          Component: (await import('../pages/admin/discussions/DiscussionAdminPage')).DiscussionAdminPage,
        }),
      },
      { path: '*', loader: redirectUnknownAdminPath },
    ],
  },
];

/** The routes, each lazy page's code under the chunk timeout (spec 1-core: 120 s). */
export const router = createBrowserRouter(withChunkTimeout(siteRoutes));
