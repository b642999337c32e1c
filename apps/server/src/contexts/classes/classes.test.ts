import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { addStudents, assignHomework, createClass } from '../../../test/classes-kit.ts';
import { createContest } from '../../../test/contests-kit.ts';
import {
  createProblem,
  createTestApp,
  createUser,
  signedInUser,
  TEST_DIALECT,
  login,
  type TestApp,
} from '../../../test/test-app.ts';
import {
  addTrainingProblems,
  createTraining,
  judgeByHand,
  submitThroughTraining,
} from '../../../test/trainings-kit.ts';

/** Classes (docs/classes.md): management, students, homework, completion and the rank against real submissions. */
let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let teacher: Awaited<ReturnType<typeof signedInUser>>;
let otherTeacher: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  teacher = await signedInUser(app, Role.TEACHER);
  otherTeacher = await signedInUser(app, Role.TEACHER);
  // Students submit one after another here; the site's interval between submissions is not under test.
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
});
afterAll(() => app.close());

const get = (token: string, url: string, query: Record<string, string | number>) =>
  app.request({
    url,
    token,
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });

describe(`classes (${TEST_DIALECT})`, () => {
  it('lists a teacher their own classes only, and admins every class', async () => {
    const mine = await createClass(app, teacher.token, { name: 'Mine 1A' });
    const theirs = await createClass(app, otherTeacher.token, { name: 'Theirs 1B' });
    const ids = async (token: string) =>
      (await get(token, '/api/admin/class/get-class-list', { limit: 100 })).body.data.records.map(
        (r: { id: number }) => r.id,
      );
    expect(await ids(teacher.token)).toContain(mine);
    expect(await ids(teacher.token)).not.toContain(theirs);
    expect(await ids(root.token)).toEqual(expect.arrayContaining([mine, theirs]));
    const detail = await get(teacher.token, '/api/admin/class/get-class-details', { classId: mine });
    expect(detail.body.data).toMatchObject({
      id: mine,
      name: 'Mine 1A',
      state: 0,
      teacher: teacher.username,
    });
    const refused = await get(teacher.token, '/api/admin/class/get-class-details', { classId: theirs });
    expect([refused.statusCode, refused.body.code]).toEqual([403, 'FORBIDDEN']);
    expect(refused.body.msgKey).toBe("Only the class's teacher or an administrator may do this");
  });

  it('adds students by username, reports the unknown ones, and refuses additions to a finished class', async () => {
    const classId = await createClass(app, teacher.token);
    const a = await createUser(app);
    const b = await createUser(app);
    const result = await addStudents(app, teacher.token, classId, [
      a.username,
      'nobody-here',
      b.username,
      a.username,
    ]);
    expect(result).toEqual({ added: [a.username, b.username], already: [], notFound: ['nobody-here'] });
    expect((await addStudents(app, teacher.token, classId, [a.username])).already).toEqual([a.username]);

    const list = await get(teacher.token, '/api/admin/class/get-student-list', { classId });
    expect(list.body.data.records.map((r: { username: string }) => r.username).sort()).toEqual(
      [a.username, b.username].sort(),
    );
    const others = await get(teacher.token, '/api/admin/class/get-other-student-list', {
      classId,
      keyword: a.username,
    });
    expect(others.body.data.total).toBe(0);

    const update = await app.request({
      method: 'PUT',
      url: '/api/admin/class',
      token: teacher.token,
      body: { id: classId, name: 'Finished class', state: 1 },
    });
    expect(update.statusCode).toBe(200);
    const c = await createUser(app);
    const refused = await app.request({
      method: 'POST',
      url: '/api/admin/class/student',
      token: teacher.token,
      body: { classId, usernames: [c.username] },
    });
    expect([refused.statusCode, refused.body.msgKey]).toEqual([
      400,
      'The class is finished: students cannot be added',
    ]);

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/class/student',
      token: teacher.token,
      query: { classId: String(classId), uid: String(a.uid) },
    });
    expect(removed.statusCode).toBe(200);
    expect(
      (await get(teacher.token, '/api/admin/class/get-class-details', { classId })).body.data.studentCount,
    ).toBe(1);
  });

  it("ranks the students by their real submissions of the class's homework", async () => {
    const p1 = await createProblem(app, root.token);
    const p2 = await createProblem(app, root.token);
    const tid = await createTraining(app, root.token);
    await addTrainingProblems(app, root.token, tid, [p1.pid, p2.pid]);
    const cid = await createContest(app, root.token);

    const classId = await createClass(app, teacher.token);
    const alice = await createUser(app, { username: `alice${Date.now() % 100000}` });
    const bob = await createUser(app, { username: `bob${Date.now() % 100000}` });
    const carol = await createUser(app, { username: `carol${Date.now() % 100000}` });
    await addStudents(app, teacher.token, classId, [alice.username, bob.username, carol.username]);
    const hw = await assignHomework(app, teacher.token, classId, 'training', tid);
    await assignHomework(app, teacher.token, classId, 'contest', cid);

    const submit = async (user: { username: string; password: string }, pid: number, status: number) => {
      const token = await login(app, user.username, user.password);
      const response = await submitThroughTraining(app, token, { tid, pid });
      expect(response.statusCode).toBe(200);
      await judgeByHand(app, root.token, response.body.data.submitId, status);
    };
    // Alice: both solved, one wrong try first. Bob: p1 solved at once. Carol: p2 tried and failed.
    await submit(alice, p1.pid, JudgeStatus.WRONG_ANSWER);
    await submit(alice, p1.pid, JudgeStatus.ACCEPTED);
    await submit(alice, p2.pid, JudgeStatus.ACCEPTED);
    await submit(bob, p1.pid, JudgeStatus.ACCEPTED);
    await submit(carol, p2.pid, JudgeStatus.TIME_LIMIT_EXCEEDED);

    const grades = await get(teacher.token, '/api/admin/class/get-class-grades', { classId });
    expect(grades.statusCode).toBe(200);
    const rows = grades.body.data.records as {
      username: string;
      rank: number;
      solved: number;
      total: number;
      submissions: number;
      accepted: number;
      acRate: number;
      marks: Record<string, string | null>;
    }[];
    expect(rows.map((r) => [r.username, r.rank, r.solved, r.submissions, r.accepted, r.acRate])).toEqual([
      [alice.username, 1, 2, 3, 2, 66.67],
      [bob.username, 2, 1, 1, 1, 100],
      [carol.username, 3, 0, 1, 0, 0],
    ]);
    expect(rows[0].total).toBe(2);
    expect(rows[2].marks).toEqual({ [`${hw}-${p1.pid}`]: null, [`${hw}-${p2.pid}`]: 'tried' });
    expect(grades.body.data.problemStats[`${hw}-${p1.pid}`]).toEqual({ solved: 2, tried: 2 });

    const completion = await get(teacher.token, '/api/admin/class/get-homework-completion', {
      classId,
      homeworkId: hw,
    });
    expect(
      completion.body.data.records.map((r: { username: string; solved: number; total: number }) => [
        r.username,
        r.solved,
        r.total,
      ]),
    ).toEqual([
      [alice.username, 2, 2],
      [bob.username, 1, 2],
      [carol.username, 0, 2],
    ]);
    expect(completion.body.data.records[0].lastSubmitTime).toEqual(expect.any(String));

    const person = await get(teacher.token, '/api/admin/class/get-student-grades', {
      classId,
      uid: alice.uid,
    });
    expect(person.body.data.rank).toMatchObject({ rank: 1, solved: 2 });
    expect(
      person.body.data.homework.map((h: { homework: { kind: string }; solved: number }) => [
        h.homework.kind,
        h.solved,
      ]),
    ).toEqual([
      ['training', 2],
      ['contest', 0],
    ]);
    const submissions = await get(teacher.token, '/api/admin/class/get-student-submission-list', {
      classId,
      uid: alice.uid,
    });
    expect(submissions.body.data.total).toBe(3);
    expect(submissions.body.data.records.every((r: { uid: number }) => r.uid === alice.uid)).toBe(true);

    // Another teacher sees none of it.
    const refused = await get(otherTeacher.token, '/api/admin/class/get-class-grades', { classId });
    expect(refused.statusCode).toBe(403);
  });

  it("counts a contest homework from that contest's submissions only, a training homework from any outside contests", async () => {
    const p = await createProblem(app, root.token);
    const tid = await createTraining(app, root.token);
    await addTrainingProblems(app, root.token, tid, [p.pid]);
    const cid = await createContest(app, root.token);
    await app.request({
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      token: root.token,
      body: { cid, pid: p.pid, displayId: 'A' },
    });
    const classId = await createClass(app, teacher.token);
    const dana = await createUser(app);
    await addStudents(app, teacher.token, classId, [dana.username]);
    const training = await assignHomework(app, teacher.token, classId, 'training', tid);
    const contest = await assignHomework(app, teacher.token, classId, 'contest', cid);
    const token = await login(app, dana.username, dana.password);
    const send = async (body: object, status: number) => {
      const response = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token,
        body: { pid: p.pid, language: 'C++', code: 'int main() {}', ...body },
      });
      expect(response.statusCode).toBe(200);
      await judgeByHand(app, root.token, response.body.data.submitId, status);
    };
    // Solved in the bank (counts for the training), only tried in the contest.
    await send({}, JudgeStatus.ACCEPTED);
    await send({ cid }, JudgeStatus.WRONG_ANSWER);

    const completion = async (homeworkId: number) =>
      (await get(teacher.token, '/api/admin/class/get-homework-completion', { classId, homeworkId })).body
        .data.records[0];
    expect(await completion(training)).toMatchObject({ solved: 1, total: 1, submissions: 1 });
    expect(await completion(contest)).toMatchObject({ solved: 0, total: 1, submissions: 1 });
    expect((await completion(contest)).marks).toEqual({ [p.pid]: 'tried' });
    const grades = await get(teacher.token, '/api/admin/class/get-class-grades', { classId });
    expect(grades.body.data.records[0]).toMatchObject({
      solved: 1,
      total: 2,
      submissions: 2,
      accepted: 1,
      acRate: 50,
    });
    expect(grades.body.data.problems.map((problem: { displayId: string }) => problem.displayId)).toEqual([
      p.problemId,
      'A',
    ]);
  });

  it('refuses homework that does not exist or that the class already has, naming refId', async () => {
    const classId = await createClass(app, teacher.token);
    const tid = await createTraining(app, root.token);
    await assignHomework(app, teacher.token, classId, 'training', tid);
    for (const body of [
      { classId, kind: 'training', refId: tid },
      { classId, kind: 'training', refId: 999_999 },
      { classId, kind: 'contest', refId: 999_999 },
    ]) {
      const response = await app.request({
        method: 'POST',
        url: '/api/admin/class/homework',
        token: teacher.token,
        body,
      });
      expect([response.statusCode, response.body.data?.field]).toEqual([400, 'refId']);
    }
  });

  it('deletes a class with its students and homework', async () => {
    const classId = await createClass(app, teacher.token);
    const a = await createUser(app);
    await addStudents(app, teacher.token, classId, [a.username]);
    const response = await app.request({
      method: 'DELETE',
      url: '/api/admin/class',
      token: teacher.token,
      query: { id: String(classId) },
    });
    expect(response.statusCode).toBe(200);
    expect(
      await app.db.selectFrom('classStudents').where('classId', '=', classId).selectAll().execute(),
    ).toEqual([]);
    expect((await get(root.token, '/api/admin/class/get-class-details', { classId })).statusCode).toBe(404);
  });
});
