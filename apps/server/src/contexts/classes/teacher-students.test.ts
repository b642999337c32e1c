import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, IMPORT_COLUMNS, JudgeStatus, Role } from '@judge/contract';
import { addStudents, createClass } from '../../../test/classes-kit.ts';
import { addMember, createGroup, OPEN_GATES, textQuery } from '../../../test/groups-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  login,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../../../test/test-app.ts';
import { judgeByHand } from '../../../test/trainings-kit.ts';

/**
 * The teacher's student page (docs/classes.md "The teacher's students"): root's user management asked with a
 * scope, the students of the teacher's classes and of the groups they administer; and a student's judge log.
 */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let teacher: Awaited<ReturnType<typeof signedInUser>>;
let otherTeacher: Awaited<ReturnType<typeof signedInUser>>;
let classId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ ...OPEN_GATES, defaultSubmitInterval: 0 });
  root = await signedInUser(app, Role.ROOT);
  teacher = await signedInUser(app, Role.TEACHER);
  otherTeacher = await signedInUser(app, Role.TEACHER);
  classId = await createClass(app, teacher.token, { name: 'Class 7C' });
});
afterAll(() => app.close());

const listed = async (token: string, query: Record<string, string | number> = {}) => {
  const response = await app.request({
    url: '/api/admin/student/get-student-list',
    token,
    query: textQuery({ limit: 100, ...query }),
  });
  expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
  return (response.body.data.records as { username: string }[]).map((row) => row.username);
};

const edit = (token: string, body: Record<string, unknown>) =>
  app.request({ method: 'PUT', url: '/api/admin/student/edit-student', token, body });

const generate = (token: string, body: Record<string, unknown>) =>
  app.request({
    method: 'POST',
    url: '/api/admin/student/generate-student',
    token,
    body: { suffix: '', numberFrom: 1, numberTo: 2, passwordLength: 8, ...body },
  });

describe(`the teacher's students (${TEST_DIALECT})`, () => {
  it('generates accounts straight into one of their classes, then lists them as their students', async () => {
    const response = await generate(teacher.token, { prefix: 'g7c', classId });
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    expect(response.body.data.users.map((u: { username: string }) => u.username)).toEqual(['g7c1', 'g7c2']);
    const inClass = await app.request({
      url: '/api/admin/class/get-student-list',
      token: teacher.token,
      query: textQuery({ classId }),
    });
    expect(inClass.body.data.records.map((r: { username: string }) => r.username)).toEqual(['g7c1', 'g7c2']);
    expect(await listed(teacher.token)).toEqual(expect.arrayContaining(['g7c1', 'g7c2']));
    expect(await listed(teacher.token, { classId })).toEqual(['g7c2', 'g7c1']);
    // Not another teacher's, and the generated list's CSV is the maker's alone.
    expect(await listed(otherTeacher.token)).toEqual([]);
    const csv = (token: string) =>
      app.request({
        url: '/api/admin/student/generated-list',
        token,
        query: { key: response.body.data.key },
      });
    const own = await csv(teacher.token);
    expect([own.statusCode, own.raw.body.split('\n')[1].split(',')[0]]).toEqual([200, 'g7c1']);
    expect((await csv(otherTeacher.token)).statusCode).toBe(404);
  });

  it('imports CSV rows (the user import columns) into a class; a teacher must name one of theirs, open', async () => {
    const rows = [
      ['imp7c1', 'secret123', 'Ada Lovelace', 'female', '', ''],
      ['imp7c2', 'secret123', 'Alan Turing', '0', '', ''],
    ];
    const send = (token: string, body: Record<string, unknown>) =>
      app.request({
        method: 'POST',
        url: '/api/admin/student/insert-batch-student',
        token,
        body: { users: rows, columns: IMPORT_COLUMNS, ...body },
      });
    const noClass = await send(teacher.token, {});
    expect([noClass.statusCode, noClass.body.data?.field, noClass.body.msgKey]).toEqual([
      400,
      'classId',
      'Choose one of your classes for the new students',
    ]);
    const notTheirs = await send(otherTeacher.token, { classId });
    expect([notTheirs.statusCode, notTheirs.body.code]).toEqual([403, 'FORBIDDEN']);
    const finished = await createClass(app, teacher.token, { state: 1 });
    const closed = await send(teacher.token, { classId: finished });
    expect([closed.statusCode, closed.body.msgKey]).toEqual([
      400,
      'The class is finished: students cannot be added',
    ]);
    // Nothing was made by the refused calls.
    expect(await app.db.selectFrom('users').where('username', '=', 'imp7c1').selectAll().execute()).toEqual(
      [],
    );

    const imported = await send(teacher.token, { classId });
    expect([imported.statusCode, imported.body.data]).toEqual([200, { count: 2 }]);
    expect(await listed(teacher.token, { keyword: 'imp7c' })).toEqual(['imp7c2', 'imp7c1']);
    const ada = await app.db
      .selectFrom('users')
      .select(['realname', 'gender', 'role'])
      .where('username', '=', 'imp7c1')
      .executeTakeFirstOrThrow();
    expect(ada).toEqual({ realname: 'Ada Lovelace', gender: 'female', role: Role.USER });
  });

  it('resets a forgotten password and edits the profile of their own students only', async () => {
    const student = await createUser(app);
    await addStudents(app, teacher.token, classId, [student.username]);
    const reset = await edit(teacher.token, {
      uid: student.uid,
      password: 'fresh-pass-1',
      realname: 'Grace Hopper',
      school: 'Navy School',
      // Not the teacher's to change: a student edit has no role, which is left as it was.
      role: Role.ADMIN,
    });
    expect(reset.statusCode, JSON.stringify(reset.body)).toBe(200);
    await expect(login(app, student.username, student.password)).rejects.toThrow();
    expect(await login(app, student.username, 'fresh-pass-1')).toBeTruthy();
    const row = await app.db
      .selectFrom('users')
      .select(['realname', 'school', 'role'])
      .where('uid', '=', student.uid)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ realname: 'Grace Hopper', school: 'Navy School', role: Role.USER });

    const refusedAs = async (token: string, uid: number) => {
      const response = await edit(token, { uid, password: 'taken-over-1' });
      expect([response.statusCode, response.body.code, response.body.msgKey]).toEqual([
        403,
        'FORBIDDEN',
        'Teachers manage only the students of their classes and groups',
      ]);
    };
    // Someone else's student, anyone outside their classes, and a back-office account even inside one.
    await refusedAs(otherTeacher.token, student.uid);
    await refusedAs(teacher.token, (await createUser(app)).uid);
    const admin = await createUser(app, { role: Role.ADMIN });
    await addStudents(app, teacher.token, classId, [admin.username]);
    await refusedAs(teacher.token, admin.uid);
    await refusedAs(teacher.token, root.uid);
    expect(await listed(teacher.token, { keyword: admin.username })).toEqual([]);
    // Root's user management itself stays root's and admins'.
    const rootRoute = await app.request({
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      token: teacher.token,
      body: { uid: student.uid, password: 'taken-over-1' },
    });
    expect(rootRoute.statusCode).toBe(403);
  });

  it('reaches the members of the groups they administer, and not of groups they only belong to', async () => {
    const administered = await createGroup(app, teacher.token);
    const joined = await createGroup(app, (await signedInUser(app)).token);
    await addMember(app, joined, teacher.uid, GROUP_LEVEL.MEMBER);
    const inMine = await createUser(app);
    const inTheirs = await createUser(app);
    await addMember(app, administered, inMine.uid, GROUP_LEVEL.MEMBER);
    await addMember(app, joined, inTheirs.uid, GROUP_LEVEL.MEMBER);
    expect(await listed(teacher.token, { keyword: inMine.username })).toEqual([inMine.username]);
    expect(await listed(teacher.token, { keyword: inTheirs.username })).toEqual([]);
    expect((await edit(teacher.token, { uid: inMine.uid, nickname: 'mine' })).statusCode).toBe(200);
    expect((await edit(teacher.token, { uid: inTheirs.uid, nickname: 'theirs' })).statusCode).toBe(403);
    const groups = await app.request({ url: '/api/admin/class/get-group-list', token: teacher.token });
    expect(groups.body.data.map((g: { id: number }) => g.id)).toEqual([administered]);
  });

  it('lets admins and root reach every ordinary account, as the user page does; other roles are refused', async () => {
    const anyone = await createUser(app);
    expect(await listed(root.token, { keyword: anyone.username })).toEqual([anyone.username]);
    const admin = await signedInUser(app, Role.ADMIN);
    expect((await edit(admin.token, { uid: anyone.uid, realname: 'Set by admin' })).statusCode).toBe(200);
    const generated = await generate(admin.token, { prefix: 'adm7c' });
    expect(generated.statusCode).toBe(200);
    for (const role of [Role.USER, Role.PROBLEM_ADMIN]) {
      const other = await signedInUser(app, role);
      const response = await app.request({ url: '/api/admin/student/get-student-list', token: other.token });
      expect(response.statusCode).toBe(403);
    }
  });

  it("shows a teacher their student's judge log (every place), and nobody else's", async () => {
    const student = await createUser(app);
    await addStudents(app, teacher.token, classId, [student.username]);
    const problem = await createProblem(app, root.token);
    const token = await login(app, student.username, student.password);
    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token,
      body: { pid: problem.pid, language: 'C++', code: 'int main() {}' },
    });
    expect(sent.statusCode).toBe(200);
    await judgeByHand(app, root.token, sent.body.data.submitId, JudgeStatus.WRONG_ANSWER);
    const log = (asToken: string, uid: number) =>
      app.request({ url: '/api/admin/user/judge/log', token: asToken, query: textQuery({ uid }) });
    const mine = await log(teacher.token, student.uid);
    expect(mine.statusCode).toBe(200);
    expect(
      mine.body.data.records.map((r: { submitId: number; status: number }) => [r.submitId, r.status]),
    ).toEqual([[sent.body.data.submitId, JudgeStatus.WRONG_ANSWER]]);
    const refused = await log(otherTeacher.token, student.uid);
    expect([refused.statusCode, refused.body.msgKey]).toEqual([
      403,
      'The student is not in any of your classes',
    ]);
    expect((await log(root.token, student.uid)).body.data.total).toBe(1);
  });
});
