import type { FastifyInstance } from 'fastify';
import {
  classAddStudentsBody,
  classCreateBody,
  classHomeworkBody,
  classHomeworkQuery,
  classIdQuery,
  classListQuery,
  classQuery,
  classStudentListQuery,
  classStudentQuery,
  classStudentSubmissionQuery,
  classUpdateBody,
  addStudentsResponse,
  classGradesResponse,
  classPageResponse,
  classStudentPageResponse,
  classStudentResponse,
  classStudentSubmissionPageResponse,
  classViewResponse,
  homeworkCompletionResponse,
  homeworkListResponse,
  newIdResponse,
  noDataResponse,
  studentGradesResponse,
} from '@judge/contract';
import { defineRoute } from '../../http/route.ts';
import { classGrades, studentGrades, studentSubmissions } from './class-grades.ts';
import { assignHomework, homeworkCompletion, listHomework, removeHomework } from './class-homework.ts';
import {
  addStudents,
  listOtherStudents,
  listStudents,
  removeStudent,
  studentInfo,
} from './class-students.ts';
import type { ClassesDeps } from './classes.deps.ts';
import { classDetails, createClass, listClasses, removeClass, updateClass } from './manage-classes.ts';
import { registerTeacherStudentRoutes } from './teacher-students.routes.ts';

const BASE = '/api/admin/class';

/**
 * Classes for teachers (docs/api.md "Classes", docs/classes.md): the back office's class management of spec 3
 * §7, in the reference's style of paths. The policy lets teachers, admins and root in; the classes module then
 * keeps a teacher to their own classes.
 */
export function registerClassRoutes(app: FastifyInstance, deps: ClassesDeps) {
  const access = 'classes' as const;
  registerTeacherStudentRoutes(app, deps);
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-class-list`,
      access,
      query: classListQuery,
      response: classPageResponse,
    },
    ({ actor, query }) => listClasses(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-class-details`,
      access,
      query: classQuery,
      response: classViewResponse,
    },
    ({ actor, query }) => classDetails(deps, actor, query.classId),
  );
  defineRoute(
    app,
    { method: 'POST', url: BASE, access, body: classCreateBody, response: newIdResponse('id') },
    ({ actor, body }) => createClass(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'PUT', url: BASE, access, body: classUpdateBody, response: noDataResponse },
    ({ actor, body }) => updateClass(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: BASE, access, query: classIdQuery, response: noDataResponse },
    ({ actor, query }) => removeClass(deps, actor, query.id),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-student-list`,
      access,
      query: classStudentListQuery,
      response: classStudentPageResponse,
    },
    ({ actor, query }) => listStudents(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-other-student-list`,
      access,
      query: classStudentListQuery,
      response: classStudentPageResponse,
    },
    ({ actor, query }) => listOtherStudents(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${BASE}/student`,
      access,
      body: classAddStudentsBody,
      response: addStudentsResponse,
    },
    ({ actor, body }) => addStudents(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: `${BASE}/student`, access, query: classStudentQuery, response: noDataResponse },
    ({ actor, query }) => removeStudent(deps, actor, query.classId, query.uid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-user-info`,
      access,
      query: classStudentQuery,
      response: classStudentResponse,
    },
    ({ actor, query }) => studentInfo(deps, actor, query.classId, query.uid),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-homework-list`,
      access,
      query: classQuery,
      response: homeworkListResponse,
    },
    ({ actor, query }) => listHomework(deps, actor, query.classId),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${BASE}/homework`,
      access,
      body: classHomeworkBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => assignHomework(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${BASE}/homework`,
      access,
      query: classHomeworkQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => removeHomework(deps, actor, query.classId, query.homeworkId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-homework-completion`,
      access,
      query: classHomeworkQuery,
      response: homeworkCompletionResponse,
    },
    ({ actor, query }) => homeworkCompletion(deps, actor, query.classId, query.homeworkId),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-class-grades`,
      access,
      query: classQuery,
      response: classGradesResponse,
    },
    ({ actor, query }) => classGrades(deps, actor, query.classId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-student-grades`,
      access,
      query: classStudentQuery,
      response: studentGradesResponse,
    },
    ({ actor, query }) => studentGrades(deps, actor, query.classId, query.uid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${BASE}/get-student-submission-list`,
      access,
      query: classStudentSubmissionQuery,
      response: classStudentSubmissionPageResponse,
    },
    ({ actor, query }) => studentSubmissions(deps, actor, query),
  );
}
