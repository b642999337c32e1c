import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_LEVEL, JudgeStatus, Role } from '@judge/contract';
import { addStudents, assignHomework, createClass } from '../../../test/classes-kit.ts';
import {
  addMember,
  createGroupContest,
  createGroupTraining,
  groupContentCast,
  textQuery,
} from '../../../test/groups-kit.ts';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../../../test/test-app.ts';
import { createCategory, judgeByHand } from '../../../test/trainings-kit.ts';

/** Class homework from a group's trainings and contests (docs/classes.md "Homework"), the spec's workList. */
let app: TestApp;
let cast: Awaited<ReturnType<typeof groupContentCast>>;
let tid: number;
let cid: number;

beforeAll(async () => {
  app = await createTestApp();
  cast = await groupContentCast(app);
  tid = await createGroupTraining(
    app,
    cast.owner.token,
    cast.gid,
    await createCategory(app, cast.root.token),
  );
  const added = await app.request({
    method: 'POST',
    url: '/api/group/add-training-problem-from-group',
    token: cast.owner.token,
    query: textQuery({ problemId: cast.groupProblemId, tid }),
  });
  expect(added.statusCode, JSON.stringify(added.body)).toBe(200);
  cid = await createGroupContest(app, cast.owner.token, cast.gid);
});
afterAll(() => app.close());

describe(`class homework from a group (${TEST_DIALECT})`, () => {
  it("lists a group's trainings and contests to its admins (workList), not to a plain member", async () => {
    const work = await app.request({
      url: '/api/admin/class/get-group-work-list',
      token: cast.owner.token,
      query: textQuery({ gid: cast.gid }),
    });
    expect(work.statusCode, JSON.stringify(work.body)).toBe(200);
    expect(work.body.data.trainings.map((t: { id: number }) => t.id)).toEqual([tid]);
    expect(work.body.data.contests.map((c: { id: number }) => c.id)).toEqual([cid]);
    const memberTeacher = await signedInUser(app, Role.TEACHER);
    await addMember(app, cast.gid, memberTeacher.uid, GROUP_LEVEL.MEMBER);
    const refused = await app.request({
      url: '/api/admin/class/get-group-work-list',
      token: memberTeacher.token,
      query: textQuery({ gid: cast.gid }),
    });
    expect([refused.statusCode, refused.body.msgKey]).toEqual([403, "Only the group's admins may do this"]);
    const theirClass = await createClass(app, memberTeacher.token);
    const assign = await app.request({
      method: 'POST',
      url: '/api/admin/class/homework',
      token: memberTeacher.token,
      body: { classId: theirClass, kind: 'training', refId: tid },
    });
    expect(assign.statusCode).toBe(403);
  });

  it("gives the group's training and contest as homework; completion counts the group training's submissions", async () => {
    const classId = await createClass(app, cast.owner.token);
    await addStudents(app, cast.owner.token, classId, [cast.member.username]);
    const training = await assignHomework(app, cast.owner.token, classId, 'training', tid);
    const contest = await assignHomework(app, cast.owner.token, classId, 'contest', cid);
    const homework = await app.request({
      url: '/api/admin/class/get-homework-list',
      token: cast.owner.token,
      query: textQuery({ classId }),
    });
    expect(
      homework.body.data.map((h: { id: number; problemCount: number }) => [h.id, h.problemCount]),
    ).toEqual([
      [training, 1],
      [contest, 0],
    ]);

    const sent = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: cast.member.token,
      body: { pid: cast.groupPid, tid, language: 'C++', code: 'int main(){}' },
    });
    expect(sent.statusCode, JSON.stringify(sent.body)).toBe(200);
    await judgeByHand(app, cast.root.token, sent.body.data.submitId, JudgeStatus.ACCEPTED);
    const completion = await app.request({
      url: '/api/admin/class/get-homework-completion',
      token: cast.owner.token,
      query: textQuery({ classId, homeworkId: training }),
    });
    expect(completion.body.data.records[0]).toMatchObject({
      username: cast.member.username,
      solved: 1,
      total: 1,
      marks: { [cast.groupPid]: 'ac' },
    });
    const grades = await app.request({
      url: '/api/admin/class/get-class-grades',
      token: cast.owner.token,
      query: textQuery({ classId }),
    });
    expect(grades.body.data.records[0]).toMatchObject({ solved: 1, total: 1, accepted: 1 });
  });
});
