import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLASS_ADD_STUDENTS_MAX, LIMITS, Role } from '@judge/contract';
import { addStudents, createClass } from '../classes-kit.ts';
import { createTestApp, createUser, signedInUser, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the class calls (docs/api.md "Classes"): a 400 naming the field (name required and at most 64
 * characters, state 0 or 1, ids positive integers up to 2147483647, usernames a non-empty list of names, kind
 * training or contest, paging), or 404 for an unknown class, student or homework; and nothing written.
 */
let app: TestApp;
let teacher: Awaited<ReturnType<typeof signedInUser>>;
let classId: number;
let studentUid: number;

beforeAll(async () => {
  app = await createTestApp();
  teacher = await signedInUser(app, Role.TEACHER);
  classId = await createClass(app, teacher.token);
  const student = await createUser(app);
  studentUid = student.uid;
  await addStudents(app, teacher.token, classId, [student.username]);
});
afterAll(() => app.close());

const BIG = String(LIMITS.idMax + 1);
const BASE = '/api/admin/class';

const rows = (): BadInputRow[] => {
  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    input: Record<string, unknown>,
    expected: Partial<BadInputRow>,
  ): BadInputRow => ({
    call: `${method} ${BASE}${path}`,
    request:
      method === 'POST' || method === 'PUT'
        ? { method, url: `${BASE}${path}`, token: teacher.token, body: input }
        : {
            method,
            url: `${BASE}${path}`,
            token: teacher.token,
            query: Object.fromEntries(Object.entries(input).map(([k, v]) => [k, String(v)])),
          },
    ...expected,
  });
  const field = (name: string) => ({ field: name });
  return [
    req('POST', '', {}, field('name')),
    req('POST', '', { name: '  ' }, field('name')),
    req('POST', '', { name: 'x'.repeat(65) }, field('name')),
    req('POST', '', { name: 5 }, field('name')),
    req('POST', '', { name: 'A', state: 2 }, field('state')),
    // A NUL (PostgreSQL cannot store one) or a lone surrogate in any text.
    req('POST', '', { name: 'a\u0000b' }, field('name')),
    req('POST', '', { name: 'A', description: 'a\uD800b' }, field('description')),
    req('POST', '/student', { classId, usernames: ['a\u0000b'] }, field('usernames.0')),
    req('GET', '/get-other-student-list', { classId, keyword: 'a\u0000b' }, field('keyword')),
    req('POST', '', { name: 'A', description: 'x'.repeat(256) }, field('description')),
    req('PUT', '', { name: 'A' }, field('id')),
    req('PUT', '', { id: 'x', name: 'A' }, field('id')),
    req('PUT', '', { id: BIG, name: 'A' }, field('id')),
    req('PUT', '', { id: 999_999, name: 'A' }, { refusal: NOT_FOUND }),
    req('DELETE', '', {}, field('id')),
    req('DELETE', '', { id: 0 }, field('id')),
    req('DELETE', '', { id: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-class-list', { currentPage: 0 }, field('currentPage')),
    req('GET', '/get-class-list', { limit: 1000 }, field('limit')),
    req('GET', '/get-class-list', { state: 3 }, field('state')),
    req('GET', '/get-class-details', {}, field('classId')),
    req('GET', '/get-class-details', { classId: -1 }, field('classId')),
    req('GET', '/get-class-details', { classId: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-student-list', { classId: 'x' }, field('classId')),
    req('GET', '/get-student-list', { classId, keyword: 'x'.repeat(65) }, field('keyword')),
    req('GET', '/get-other-student-list', {}, field('classId')),
    req('POST', '/student', { usernames: ['a'] }, field('classId')),
    req('POST', '/student', { classId }, field('usernames')),
    req('POST', '/student', { classId, usernames: [] }, field('usernames')),
    req('POST', '/student', { classId, usernames: ['  '] }, field('usernames')),
    req('POST', '/student', { classId, usernames: 'abc' }, field('usernames')),
    req('POST', '/student', { classId, usernames: ['x'.repeat(21)] }, field('usernames.0')),
    req(
      'POST',
      '/student',
      { classId, usernames: Array.from({ length: CLASS_ADD_STUDENTS_MAX + 1 }, (_, i) => `u${i}`) },
      field('usernames'),
    ),
    req('POST', '/student', { classId: 999_999, usernames: ['a'] }, { refusal: NOT_FOUND }),
    req('DELETE', '/student', { classId }, field('uid')),
    req('DELETE', '/student', { classId, uid: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-user-info', { classId, uid: 'x' }, field('uid')),
    req('GET', '/get-user-info', { classId, uid: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-homework-list', { classId: BIG }, field('classId')),
    req('POST', '/homework', { classId, refId: 1 }, field('kind')),
    req('POST', '/homework', { classId, kind: 'exam', refId: 1 }, field('kind')),
    req('POST', '/homework', { classId, kind: 'training' }, field('refId')),
    req('POST', '/homework', { classId, kind: 'training', refId: 999_999 }, field('refId')),
    req('POST', '/homework', { classId, kind: 'contest', refId: 999_999 }, field('refId')),
    req('DELETE', '/homework', { classId }, field('homeworkId')),
    req('DELETE', '/homework', { classId, homeworkId: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-homework-completion', { classId, homeworkId: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-class-grades', {}, field('classId')),
    req('GET', '/get-student-grades', { classId }, field('uid')),
    req('GET', '/get-student-grades', { classId, uid: 999_999 }, { refusal: NOT_FOUND }),
    req('GET', '/get-student-submission-list', { classId, uid: studentUid, limit: 0 }, field('limit')),
    req('GET', '/get-student-submission-list', { classId, uid: 999_999 }, { refusal: NOT_FOUND }),
  ];
};

describe('class calls: bad input', () => {
  it('answers 400 naming the field, or 404 for what does not exist', async () => {
    for (const row of rows()) expectBadInput(row, await app.request(row.request));
  });

  it('and writes nothing on refusal', async () => {
    const snapshot = async () => ({
      classes: await app.db.selectFrom('classes').selectAll().orderBy('id').execute(),
      students: await app.db.selectFrom('classStudents').selectAll().orderBy('id').execute(),
      homework: await app.db.selectFrom('classHomework').selectAll().orderBy('id').execute(),
    });
    const before = await snapshot();
    for (const row of rows()) await app.request(row.request);
    expect(await snapshot()).toEqual(before);
  });
});
