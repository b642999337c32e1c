import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { addStudents, assignHomework, createClass } from '../classes-kit.ts';
import { createTraining } from '../trainings-kit.ts';
import { createTestApp, createUser, signedInUser, type RequestOptions, type TestApp } from '../test-app.ts';
import {
  checkPermissionRow,
  FORBIDDEN,
  GUEST_REFUSED,
  SIGNED_IN,
  signInEveryRole,
  type Caller,
  type PermissionRow,
  type Signed,
} from './audit-kit.ts';

/**
 * Who may make each class call (spec 3 "class ... all teacher-only"; docs/classes.md): root and admin on any
 * class, a teacher on their own; a teacher on another teacher's class, the problem admin and every other role
 * 403, guests 401. A refused call writes nothing.
 */
let app: TestApp;
let signed: Signed;
let otherTeacher: Awaited<ReturnType<typeof signedInUser>>;
let tid: number;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  otherTeacher = await signedInUser(app, Role.TEACHER);
  tid = await createTraining(app, signed.root.token);
});
afterAll(() => app.close());

const ALLOWED: Caller[] = ['root', 'admin', 'teacher'];
const REFUSED: Caller[] = SIGNED_IN.filter((caller) => !ALLOWED.includes(caller));
const denied: PermissionRow['denied'] = [
  [['guest'], GUEST_REFUSED],
  [REFUSED, FORBIDDEN],
];

/** A fresh class for the caller: the teacher's own, otherwise another teacher's (admins see every class). */
async function classFor(caller: Caller) {
  const owner = caller === 'teacher' ? signed.teacher.token : otherTeacher.token;
  const classId = await createClass(app, owner);
  const student = await createUser(app);
  await addStudents(app, owner, classId, [student.username]);
  const homeworkId = await assignHomework(app, owner, classId, 'training', tid);
  return { classId, uid: student.uid, username: student.username, homeworkId };
}

type Target = Awaited<ReturnType<typeof classFor>>;
const q = (values: Record<string, number | string>) =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [key, String(value)]));

/** Every call on a class, as a request for the given class. */
const CALLS: [string, (t: Target) => RequestOptions][] = [
  [
    'GET /api/admin/class/get-class-details',
    (t) => ({ url: '/api/admin/class/get-class-details', query: q({ classId: t.classId }) }),
  ],
  [
    'PUT /api/admin/class',
    (t) => ({ method: 'PUT', url: '/api/admin/class', body: { id: t.classId, name: 'Renamed', state: 0 } }),
  ],
  [
    'DELETE /api/admin/class',
    (t) => ({ method: 'DELETE', url: '/api/admin/class', query: q({ id: t.classId }) }),
  ],
  [
    'GET /api/admin/class/get-student-list',
    (t) => ({ url: '/api/admin/class/get-student-list', query: q({ classId: t.classId }) }),
  ],
  [
    'GET /api/admin/class/get-other-student-list',
    (t) => ({ url: '/api/admin/class/get-other-student-list', query: q({ classId: t.classId }) }),
  ],
  [
    'POST /api/admin/class/student',
    (t) => ({
      method: 'POST',
      url: '/api/admin/class/student',
      body: { classId: t.classId, usernames: [t.username] },
    }),
  ],
  [
    'DELETE /api/admin/class/student',
    (t) => ({
      method: 'DELETE',
      url: '/api/admin/class/student',
      query: q({ classId: t.classId, uid: t.uid }),
    }),
  ],
  [
    'GET /api/admin/class/get-user-info',
    (t) => ({ url: '/api/admin/class/get-user-info', query: q({ classId: t.classId, uid: t.uid }) }),
  ],
  [
    'GET /api/admin/class/get-homework-list',
    (t) => ({ url: '/api/admin/class/get-homework-list', query: q({ classId: t.classId }) }),
  ],
  [
    'POST /api/admin/class/homework',
    (t) => ({
      method: 'POST',
      url: '/api/admin/class/homework',
      body: { classId: t.classId, kind: 'training', refId: tid },
    }),
  ],
  [
    'DELETE /api/admin/class/homework',
    (t) => ({
      method: 'DELETE',
      url: '/api/admin/class/homework',
      query: q({ classId: t.classId, homeworkId: t.homeworkId }),
    }),
  ],
  [
    'GET /api/admin/class/get-homework-completion',
    (t) => ({
      url: '/api/admin/class/get-homework-completion',
      query: q({ classId: t.classId, homeworkId: t.homeworkId }),
    }),
  ],
  [
    'GET /api/admin/class/get-class-grades',
    (t) => ({ url: '/api/admin/class/get-class-grades', query: q({ classId: t.classId }) }),
  ],
  [
    'GET /api/admin/class/get-student-grades',
    (t) => ({ url: '/api/admin/class/get-student-grades', query: q({ classId: t.classId, uid: t.uid }) }),
  ],
  [
    'GET /api/admin/class/get-student-submission-list',
    (t) => ({
      url: '/api/admin/class/get-student-submission-list',
      query: q({ classId: t.classId, uid: t.uid }),
    }),
  ],
];

const snapshot = async () => ({
  classes: await app.db.selectFrom('classes').selectAll().orderBy('id').execute(),
  students: await app.db.selectFrom('classStudents').selectAll().orderBy('id').execute(),
  homework: await app.db.selectFrom('classHomework').selectAll().orderBy('id').execute(),
});

describe('class calls', () => {
  const rows: PermissionRow[] = [
    {
      call: 'GET /api/admin/class/get-class-list',
      request: () => ({ url: '/api/admin/class/get-class-list' }),
      allowed: ALLOWED,
      denied,
    },
    {
      call: 'POST /api/admin/class',
      request: () => ({ method: 'POST', url: '/api/admin/class', body: { name: 'New class' } }),
      allowed: ALLOWED,
      denied,
    },
    ...CALLS.map(([call, build]) => ({
      call,
      // The homework call adds one the class does not have yet: a fresh class gets the training only after.
      request: async (caller: Caller) => {
        const target = await classFor(caller);
        if (call === 'POST /api/admin/class/homework')
          await app.request({
            method: 'DELETE',
            url: '/api/admin/class/homework',
            token: caller === 'teacher' ? signed.teacher.token : otherTeacher.token,
            query: q({ classId: target.classId, homeworkId: target.homeworkId }),
          });
        if (call === 'POST /api/admin/class/student')
          await app.request({
            method: 'DELETE',
            url: '/api/admin/class/student',
            token: caller === 'teacher' ? signed.teacher.token : otherTeacher.token,
            query: q({ classId: target.classId, uid: target.uid }),
          });
        return build(target);
      },
      allowed: ALLOWED,
      denied,
    })),
  ];
  for (const row of rows)
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });

  it("refuses a teacher every call on another teacher's class (403) and writes nothing", async () => {
    const target = await classFor('root');
    const before = await snapshot();
    const wrong: string[] = [];
    for (const [call, build] of CALLS) {
      const response = await app.request({ ...build(target), token: signed.teacher.token });
      if (response.statusCode !== 403 || response.body.code !== 'FORBIDDEN')
        wrong.push(`${call}: ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
    expect(await snapshot()).toEqual(before);
  });

  it('a refused caller writes nothing', async () => {
    const target = await classFor('root');
    const before = await snapshot();
    for (const caller of ['guest', ...REFUSED] as Caller[]) {
      const token = caller === 'guest' ? undefined : signed[caller].token;
      for (const [, build] of CALLS)
        expect((await app.request({ ...build(target), token })).statusCode).toBeGreaterThanOrEqual(401);
    }
    expect(await snapshot()).toEqual(before);
  });
});
