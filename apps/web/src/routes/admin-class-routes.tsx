import { canManageClasses } from '@judge/contract';
import type { RouteObject } from 'react-router';
import { requireBackOfficeRole } from './guards';

/**
 * Class management under /admin (spec 3 "Admin area": class with default, detail, rank, personRank,
 * studentSubmissionList, homeWork, homeWork/{id}, workList/{groupID}; teacher-only, and admins) and the
 * teacher's student page (student, with each student's judge log): the server's `classes` policy.
 * A teacher's calls on another teacher's class are refused by the server.
 */
const requireClassRole = requireBackOfficeRole(canManageClasses);

const page = (load: () => Promise<{ Component: React.ComponentType }>) => ({
  loader: requireClassRole,
  lazy: load,
});

export const adminClassRoutes: RouteObject[] = [
  {
    path: 'class',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/ClassListPage')).ClassListPage,
    })),
  },
  {
    path: 'class/:classId/detail',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/ClassDetailPage')).ClassDetailPage,
    })),
  },
  {
    path: 'class/:classId/homeWork',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/ClassHomeworkPage')).ClassHomeworkPage,
    })),
  },
  {
    path: 'class/:classId/homeWork/:homeworkId',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/HomeworkCompletionPage')).HomeworkCompletionPage,
    })),
  },
  {
    path: 'class/:classId/rank',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/ClassRankPage')).ClassRankPage,
    })),
  },
  {
    path: 'class/:classId/workList/:groupID',
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/GroupWorkListPage')).GroupWorkListPage,
    })),
  },
  {
    path: 'student',
    ...page(async () => ({
      Component: (await import('../pages/admin/students/StudentManagementPage')).StudentManagementPage,
    })),
  },
  {
    path: 'student/:uid/judge-log',
    ...page(async () => ({
      Component: (await import('../pages/admin/students/StudentJudgeLogPage')).StudentJudgeLogPage,
    })),
  },
  ...['class/:classId/personRank/:uid', 'class/:classId/studentSubmissionList/:uid'].map((path) => ({
    path,
    ...page(async () => ({
      Component: (await import('../pages/admin/classes/StudentGradesPage')).StudentGradesPage,
    })),
  })),
];
