import type { FastifyInstance } from 'fastify';
import {
  adminUserPageResponse,
  generatedListQuery,
  generatedUsersResponse,
  groupWorkListResponse,
  groupWorkQuery,
  importedUsersResponse,
  noDataResponse,
  studentEditBody,
  studentGenerateBody,
  studentImportBody,
  studentJudgeLogQuery,
  studentListQuery,
  submissionPageResponse,
  teacherGroupListResponse,
} from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../http/route.ts';
import type { ClassesDeps } from './classes.deps.ts';
import { groupWorkList, teacherGroups } from './group-work.ts';
import {
  editTeacherStudent,
  generatedStudentList,
  generateTeacherStudents,
  importTeacherStudents,
  listTeacherStudents,
  studentJudgeLog,
} from './teacher-students.ts';

const BASE = '/api/admin/student';

/**
 * The teacher's student page and the class pages tied to groups (docs/classes.md): the `classes` policy lets in
 * teachers, admins and root; the operations keep a teacher to their own students and groups.
 */
export function registerTeacherStudentRoutes(app: FastifyInstance, deps: ClassesDeps) {
  const access = 'classes' as const;
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-student-list`,
      access,
      query: studentListQuery,
      response: adminUserPageResponse,
    },
    ({ actor, query }) => listTeacherStudents(deps, actor, query),
  );
  defineRoute(
    app,
    { method: 'PUT', url: `${BASE}/edit-student`, access, body: studentEditBody, response: noDataResponse },
    ({ actor, body }) => editTeacherStudent(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${BASE}/insert-batch-student`,
      access,
      body: studentImportBody,
      response: importedUsersResponse,
    },
    ({ actor, body }) => importTeacherStudents(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${BASE}/generate-student`,
      access,
      body: studentGenerateBody,
      response: generatedUsersResponse,
    },
    ({ actor, body }) => generateTeacherStudents(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'GET', url: `${BASE}/generated-list`, access, query: generatedListQuery },
    async ({ actor, query, reply }) => {
      const csv = await generatedStudentList(deps, actor, query.key);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="students-${query.key.slice(0, 8)}.csv"`)
        .send(csv);
      return REPLY_SENT;
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/user/judge/log',
      access,
      query: studentJudgeLogQuery,
      response: submissionPageResponse,
    },
    ({ actor, query }) => studentJudgeLog(deps, actor, query),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/class/get-group-list', access, response: teacherGroupListResponse },
    ({ actor }) => teacherGroups(deps, actor),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/class/get-group-work-list',
      access,
      query: groupWorkQuery,
      response: groupWorkListResponse,
    },
    ({ actor, query }) => groupWorkList(deps, actor, query.gid),
  );
}
