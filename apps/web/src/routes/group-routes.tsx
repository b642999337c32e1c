import type { RouteObject } from 'react-router';
import { requireGroupDiscussion } from '../pages/group/group-discussion-guard';
import { trainingChildRoutes } from './training-routes';

/**
 * The children of /group/:groupID, one per tab of the group's page (spec 3 "Group details", pages/group/group-tabs.ts):
 * home, discussion (and discussion-detail/:discussionID, behind openGroupDiscussion), member, rank, announcement
 * (group admins), setting (group roots); problem, training, contest and submission (members), problem-admin, training-admin and contest-admin (group admins, with the problem form's
 * create and edit). A group problem's own page is router.tsx's group/:groupID/problem/:problemID.
 */
const groupTrainingAdmin = (page: 'list' | 'create' | 'edit' | 'problems') => async () => {
  const { GroupTrainingAdmin } = await import('../pages/group/GroupTrainingAdmin');
  return { Component: () => <GroupTrainingAdmin page={page} /> };
};
const groupContestAdmin =
  (page: 'list' | 'create' | 'edit' | 'problems' | 'problem-create' | 'problem-edit' | 'announcement') =>
  async () => {
    const { GroupContestAdmin } = await import('../pages/group/GroupContestAdmin');
    return { Component: () => <GroupContestAdmin page={page} /> };
  };
const groupProblemForm = (mode: 'create' | 'edit') => async () => {
  const { GroupProblemForm } = await import('../pages/group/GroupProblemForm');
  return { Component: () => <GroupProblemForm mode={mode} /> };
};

export const groupChildRoutes: RouteObject[] = [
  { index: true, lazy: async () => ({ Component: (await import('../pages/group/GroupHome')).GroupHome }) },
  {
    path: 'discussion',
    loader: requireGroupDiscussion,
    lazy: async () => ({ Component: (await import('../pages/group/GroupDiscussions')).GroupDiscussions }),
  },
  {
    path: 'discussion/:problemID',
    loader: requireGroupDiscussion,
    lazy: async () => ({ Component: (await import('../pages/group/GroupDiscussions')).GroupDiscussions }),
  },
  {
    path: 'discussion-detail/:discussionID',
    loader: requireGroupDiscussion,
    lazy: async () => ({
      Component: (await import('../pages/group/GroupDiscussionDetail')).GroupDiscussionDetail,
    }),
  },
  {
    // The group's part of the audit log (issue 25), its admins' (the server decides).
    path: 'audit-log',
    lazy: async () => ({ Component: (await import('../pages/admin/audit-log/AuditLogPage')).AuditLogPage }),
  },
  {
    path: 'member',
    lazy: async () => ({ Component: (await import('../pages/group/GroupMembers')).GroupMembers }),
  },
  { path: 'rank', lazy: async () => ({ Component: (await import('../pages/group/GroupRank')).GroupRank }) },
  {
    path: 'problem',
    lazy: async () => ({ Component: (await import('../pages/group/GroupProblems')).GroupProblems }),
  },
  {
    path: 'problem-admin',
    lazy: async () => ({ Component: (await import('../pages/group/GroupProblemsAdmin')).GroupProblemsAdmin }),
  },
  {
    path: 'submission',
    lazy: async () => ({ Component: (await import('../pages/group/GroupSubmissions')).GroupSubmissions }),
  },
  // A submission of the group opens inside the group (spec 3: status and submission-detail/{submitID}).
  {
    path: 'submission-detail/:submitID',
    lazy: async () => ({
      Component: (await import('../pages/submission/SubmissionDetailPage')).SubmissionDetailPage,
    }),
  },
  {
    path: 'training',
    lazy: async () => ({ Component: (await import('../pages/group/GroupTrainings')).GroupTrainings }),
  },
  // A group's training inside the group's card (spec 3: training/{trainingID}/ with problems and rank).
  {
    path: 'training/:trainingID',
    lazy: async () => ({ Component: (await import('../pages/training/TrainingShell')).TrainingShell }),
    children: trainingChildRoutes,
  },
  { path: 'training-admin', lazy: groupTrainingAdmin('list') },
  { path: 'training-admin/create', lazy: groupTrainingAdmin('create') },
  { path: 'training-admin/:trainingId/edit', lazy: groupTrainingAdmin('edit') },
  { path: 'training-admin/:trainingId/problems', lazy: groupTrainingAdmin('problems') },
  {
    path: 'contest',
    lazy: async () => ({ Component: (await import('../pages/group/GroupContests')).GroupContests }),
  },
  { path: 'contest-admin', lazy: groupContestAdmin('list') },
  { path: 'contest-admin/create', lazy: groupContestAdmin('create') },
  { path: 'contest-admin/:contestID/edit', lazy: groupContestAdmin('edit') },
  { path: 'contest-admin/:contestID/problems', lazy: groupContestAdmin('problems') },
  { path: 'contest-admin/:contestID/problem/create', lazy: groupContestAdmin('problem-create') },
  { path: 'contest-admin/:contestID/problem/:problemID/edit', lazy: groupContestAdmin('problem-edit') },
  { path: 'contest-admin/:contestID/announcement', lazy: groupContestAdmin('announcement') },
  { path: 'problem-admin/create', lazy: groupProblemForm('create') },
  { path: 'problem-admin/edit/:pid', lazy: groupProblemForm('edit') },
  {
    path: 'announcement',
    lazy: async () => ({
      Component: (await import('../pages/group/GroupAnnouncementsAdmin')).GroupAnnouncementsAdmin,
    }),
  },
  {
    path: 'setting',
    lazy: async () => ({ Component: (await import('../pages/group/GroupSettings')).GroupSettings }),
  },
];
