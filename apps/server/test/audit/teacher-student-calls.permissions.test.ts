import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_COLUMNS } from '@judge/contract';
import { addStudents, createClass } from '../classes-kit.ts';
import { createGroup, OPEN_GATES } from '../groups-kit.ts';
import { createTestApp, createUser, type TestApp } from '../test-app.ts';
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
 * Who may make the teacher's student calls and the class calls tied to groups (docs/classes.md "The teacher's
 * students"): root, admin and a teacher on their own students, classes and groups; every other role 403, guests
 * 401. A group's work list is for its admins (the site's root is one), not the site's admin.
 */
let app: TestApp;
let signed: Signed;
let classId: number;
let studentUid: number;
let gid: number;
let made = 0;

beforeAll(async () => {
  app = await createTestApp();
  signed = await signInEveryRole(app);
  await app.services.siteConfig.updateSwitches(OPEN_GATES);
  classId = await createClass(app, signed.teacher.token);
  const student = await createUser(app);
  studentUid = student.uid;
  await addStudents(app, signed.teacher.token, classId, [student.username]);
  gid = await createGroup(app, signed.teacher.token);
});
afterAll(() => app.close());

const ALLOWED: Caller[] = ['root', 'admin', 'teacher'];
const denied = (allowed: Caller[]): PermissionRow['denied'] => [
  [['guest'], GUEST_REFUSED],
  [SIGNED_IN.filter((caller) => !allowed.includes(caller)), FORBIDDEN],
];
/** A name no earlier call used (each allowed caller makes accounts). */
const fresh = () => `tsc${(made += 1)}x${Math.random().toString(36).slice(2, 6)}`;

describe("the teacher's student calls", () => {
  const rows: PermissionRow[] = [
    {
      call: 'GET /api/admin/student/get-student-list',
      request: () => ({ url: '/api/admin/student/get-student-list' }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: 'PUT /api/admin/student/edit-student',
      request: () => ({
        method: 'PUT',
        url: '/api/admin/student/edit-student',
        body: { uid: studentUid, realname: 'Edited' },
      }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: 'POST /api/admin/student/insert-batch-student',
      request: () => ({
        method: 'POST',
        url: '/api/admin/student/insert-batch-student',
        body: { users: [[fresh(), 'secret123']], columns: IMPORT_COLUMNS, classId },
      }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: 'POST /api/admin/student/generate-student',
      request: () => ({
        method: 'POST',
        url: '/api/admin/student/generate-student',
        body: { prefix: fresh().slice(0, 10), numberFrom: 1, numberTo: 1, passwordLength: 6, classId },
      }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: 'GET /api/admin/user/judge/log',
      request: () => ({ url: '/api/admin/user/judge/log', query: { uid: String(studentUid) } }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: 'GET /api/admin/class/get-group-list',
      request: () => ({ url: '/api/admin/class/get-group-list' }),
      allowed: ALLOWED,
      denied: denied(ALLOWED),
    },
    {
      call: "GET /api/admin/class/get-group-work-list (the teacher's group)",
      request: () => ({ url: '/api/admin/class/get-group-work-list', query: { gid: String(gid) } }),
      allowed: ['root', 'teacher'],
      denied: denied(['root', 'teacher']),
    },
  ];
  for (const row of rows)
    it(row.call, async () => {
      expect(await checkPermissionRow(app, signed, row)).toEqual([]);
    });
});
