import {
  IMPORT_COLUMNS,
  type AdminUserRow,
  type GeneratedUsersResult,
  type GroupWorkList,
  type ImportUsersResult,
  type Page,
  type StudentEditBody,
  type SubmissionRow,
  type TeacherGroup,
} from '@judge/contract';
import { adminUsersApi } from './admin-users';
import { request, requestFile } from './request';

/** What a form that makes accounts calls: root's user page, or the teacher's student page with a class. */
export interface AccountCreation {
  importRows(users: string[][]): Promise<ImportUsersResult>;
  generate(body: Parameters<typeof adminUsersApi.generate>[0]): Promise<GeneratedUsersResult>;
  downloadGenerated(key: string): Promise<{ blob: Blob; fileName: string }>;
}

export const STUDENTS_KEY = ['admin', 'students'] as const;

/** The teacher's student page and the class pages tied to groups (docs/classes.md "The teacher's students"). */
export const teacherStudentsApi = {
  list: (query: { currentPage: number; limit: number; keyword?: string; classId?: number }) =>
    request<Page<AdminUserRow>>('/api/admin/student/get-student-list', {
      params: { ...query, keyword: query.keyword || undefined },
    }),
  edit: (body: StudentEditBody) => request<null>('/api/admin/student/edit-student', { method: 'PUT', body }),
  /** The new accounts join `classId` (a teacher must name one of theirs). */
  creatingInto: (classId: number | undefined): AccountCreation => ({
    importRows: (users) =>
      request<ImportUsersResult>('/api/admin/student/insert-batch-student', {
        method: 'POST',
        body: { users, columns: IMPORT_COLUMNS, classId },
      }),
    generate: (body) =>
      request<GeneratedUsersResult>('/api/admin/student/generate-student', {
        method: 'POST',
        body: { ...body, classId },
      }),
    downloadGenerated: (key) =>
      requestFile('/api/admin/student/generated-list', { key }, `students-${key}.csv`),
  }),
  judgeLog: (uid: number, page: { currentPage: number; limit: number }) =>
    request<Page<SubmissionRow>>('/api/admin/user/judge/log', { params: { uid, ...page } }),
  groups: () => request<TeacherGroup[]>('/api/admin/class/get-group-list'),
  groupWork: (gid: number) =>
    request<GroupWorkList>('/api/admin/class/get-group-work-list', { params: { gid } }),
};
