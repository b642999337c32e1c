import type { AddStudentsResult, ClassState, HomeworkView, ProblemMark } from '@judge/contract';

/** The i18n key of a class state. */
export const stateName = (state: ClassState) => (state === 1 ? 'finished' : 'normal');

/** What a cell of the rank and completion tables shows for a student's mark on a problem. */
export const markSymbol = (mark: ProblemMark | undefined): string =>
  mark === 'ac' ? '✓' : mark === 'tried' ? '✗' : '';

/** The counts the add-students message says. */
export const addStudentsCounts = (result: AddStudentsResult) => ({
  added: result.added.length,
  already: result.already.length,
  notFound: result.notFound.length,
});

/** A homework's title, or its kind and id with the "deleted" mark once its training or contest is gone. */
export const homeworkLabel = (homework: HomeworkView, deleted: string) =>
  homework.title ?? `#${homework.refId} ${deleted}`;

/** The class pages' paths (spec 3 "class" sub-routes: detail, homeWork, homeWork/:id, rank, personRank). */
export const classPaths = {
  list: () => '/admin/class',
  detail: (classId: number) => `/admin/class/${classId}/detail`,
  homework: (classId: number) => `/admin/class/${classId}/homeWork`,
  completion: (classId: number, homeworkId: number) => `/admin/class/${classId}/homeWork/${homeworkId}`,
  rank: (classId: number) => `/admin/class/${classId}/rank`,
  person: (classId: number, uid: number) => `/admin/class/${classId}/personRank/${uid}`,
  submissions: (classId: number, uid: number) => `/admin/class/${classId}/studentSubmissionList/${uid}`,
  workList: (classId: number, groupId: number) => `/admin/class/${classId}/workList/${groupId}`,
};
