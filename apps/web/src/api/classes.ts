import type {
  AddStudentsResult,
  ClassCreateBody,
  ClassGrades,
  ClassStudent,
  ClassUpdateBody,
  ClassView,
  HomeworkCompletion,
  HomeworkKind,
  HomeworkView,
  Page,
  StudentGrades,
  SubmissionRow,
  CreatedId,
} from '@judge/contract';
import { request } from './request';

const BASE = '/api/admin/class';

/** Classes for teachers (docs/api.md "Classes"): a teacher's own classes, every class for admins. */
export const classesApi = {
  list: (params: { currentPage: number; limit: number; keyword?: string; state?: number }) =>
    request<Page<ClassView>>(`${BASE}/get-class-list`, { params }),
  details: (classId: number) => request<ClassView>(`${BASE}/get-class-details`, { params: { classId } }),
  create: (body: ClassCreateBody) => request<CreatedId<'id'>>(BASE, { method: 'POST', body }),
  update: (body: ClassUpdateBody) => request<null>(BASE, { method: 'PUT', body }),
  remove: (id: number) => request<null>(BASE, { method: 'DELETE', params: { id } }),

  students: (params: { classId: number; currentPage: number; limit: number; keyword?: string }) =>
    request<Page<ClassStudent>>(`${BASE}/get-student-list`, { params }),
  otherStudents: (params: { classId: number; currentPage: number; limit: number; keyword?: string }) =>
    request<Page<ClassStudent>>(`${BASE}/get-other-student-list`, { params }),
  addStudents: (classId: number, usernames: string[]) =>
    request<AddStudentsResult>(`${BASE}/student`, { method: 'POST', body: { classId, usernames } }),
  removeStudent: (classId: number, uid: number) =>
    request<null>(`${BASE}/student`, { method: 'DELETE', params: { classId, uid } }),
  studentInfo: (classId: number, uid: number) =>
    request<ClassStudent>(`${BASE}/get-user-info`, { params: { classId, uid } }),

  homework: (classId: number) =>
    request<HomeworkView[]>(`${BASE}/get-homework-list`, { params: { classId } }),
  assignHomework: (classId: number, kind: HomeworkKind, refId: number) =>
    request<CreatedId<'id'>>(`${BASE}/homework`, { method: 'POST', body: { classId, kind, refId } }),
  removeHomework: (classId: number, homeworkId: number) =>
    request<null>(`${BASE}/homework`, { method: 'DELETE', params: { classId, homeworkId } }),
  completion: (classId: number, homeworkId: number) =>
    request<HomeworkCompletion>(`${BASE}/get-homework-completion`, { params: { classId, homeworkId } }),

  grades: (classId: number) => request<ClassGrades>(`${BASE}/get-class-grades`, { params: { classId } }),
  studentGrades: (classId: number, uid: number) =>
    request<StudentGrades>(`${BASE}/get-student-grades`, { params: { classId, uid } }),
  studentSubmissions: (classId: number, uid: number, currentPage: number, limit: number) =>
    request<Page<SubmissionRow>>(`${BASE}/get-student-submission-list`, {
      params: { classId, uid, currentPage, limit },
    }),
};

/** Every class query starts with this key, so one invalidation refreshes them all after a change. */
export const CLASS_KEY = ['admin', 'classes'] as const;
