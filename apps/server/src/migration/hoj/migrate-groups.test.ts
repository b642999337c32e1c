import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/contract';
import { createTestApp, login, type TestApp } from '../../../test/test-app.ts';
import {
  insertHojProblem,
  insertHojSubmission,
  insertHojUser,
  migrateSite,
  startHojSite,
  type HojSite,
} from '../../../test/hoj/hoj-site.ts';
import type { MigrationReport } from './migrate.ts';

let site: HojSite;
let app: TestApp;
let report: MigrationReport;

const migrate = () => migrateSite(site, app);

const one = <T>(rows: T[]) => {
  expect(rows).toHaveLength(1);
  return rows[0];
};

beforeAll(async () => {
  site = await startHojSite();
  insertHojUser(site, { uuid: 'a1', username: 'alice', password: 'alice-pass' });
  insertHojUser(site, { uuid: 'b2', username: 'bob', password: 'bob-pass' });
  insertHojUser(site, { uuid: 'c3', username: 'carol', password: 'carol-pass' });
  site.insert('group', {
    id: 1000,
    name: 'ACM 集训队',
    short_name: 'acm',
    brief: '每周训练',
    owner: 'alice',
    uid: 'a1',
    auth: 1,
    code: 'X7Y8Z9',
  });
  site.insert('group_member', { gid: 1000, uid: 'a1', auth: 5 });
  site.insert('group_member', { gid: 1000, uid: 'b2', auth: 3 });
  site.insert('group_member', { gid: 1000, uid: 'c3', auth: 1, reason: '我想加入' });
  site.insert('tag', { id: 5, name: '图论', oj: 'ME', gid: 1000 });
  insertHojProblem(site, 1000, 'acmP1', { gid: 1000, is_group: 1, is_upload_case: 0 });
  site.insert('problem_case', { pid: 1000, input: '1 2\n', output: '3\n', score: 100 });
  site.sql('INSERT INTO problem_tag (pid, tid) VALUES (1000, 5)');
  site.insert('contest', {
    id: 20,
    uid: 'a1',
    title: '组内赛',
    auth: 0,
    start_time: '2024-03-01 19:00:00',
    end_time: '2024-03-01 21:00:00',
    duration: 7200,
    gid: 1000,
    is_group: 1,
  });
  site.insert('training_category', { id: 3, name: '入门', color: '#00ff00', gid: 1000 });
  site.insert('training', {
    id: 9,
    title: '第一周',
    description: '基础',
    author: 'alice',
    auth: 'Public',
    rank: 1,
    status: 1,
    gid: 1000,
    is_group: 1,
  });
  site.insert('mapping_training_category', { tid: 9, cid: 3 });
  site.insert('training_problem', { tid: 9, pid: 1000, rank: 1, display_id: 'acmP1' });
  site.insert('training_register', { tid: 9, uid: 'b2', status: 1 });
  insertHojSubmission(site, {
    submit_id: 500,
    pid: 1000,
    display_pid: 'acmP1',
    uid: 'b2',
    username: 'bob',
    status: JudgeStatus.ACCEPTED,
    submit_time: '2024-03-02 08:00:00',
    gid: 1000,
  });
  site.insert('training_record', { tid: 9, tpid: 1, pid: 1000, uid: 'b2', submit_id: 500 });
  site.insert('discussion', {
    id: 30,
    category_id: 1,
    title: '组内讨论',
    content: '...',
    uid: 'a1',
    author: 'alice',
    gid: 1000,
  });
  site.insert('announcement', { id: 40, title: '组内公告', content: '本周停训', uid: 'a1', gid: 1000 });
  app = await createTestApp();
  report = await migrate();
}, 60_000);

afterAll(async () => {
  await app?.close();
  site?.stop();
});

describe('npm run migrate:hoj: groups and all their content', () => {
  it('carries the group with its members at their levels', async () => {
    expect(report.skips).toEqual([]);
    const group = await app.db
      .selectFrom('groups')
      .selectAll()
      .where('id', '=', 1000)
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({
      name: 'ACM 集训队',
      shortName: 'acm',
      brief: '每周训练',
      auth: 1,
      code: 'X7Y8Z9',
      visible: 1,
    });
    const members = await app.db
      .selectFrom('groupMembers')
      .innerJoin('users', 'users.uid', 'groupMembers.uid')
      .select(['users.username', 'groupMembers.auth', 'groupMembers.reason'])
      .where('gid', '=', 1000)
      .orderBy('users.username')
      .execute();
    expect(members).toEqual([
      { username: 'alice', auth: 5, reason: null },
      { username: 'bob', auth: 3, reason: null },
      { username: 'carol', auth: 1, reason: '我想加入' },
    ]);
  });

  it("carries the group's problem (with its tag), contest, training, discussion and announcement into the group", async () => {
    const token = await login(app, 'bob', 'bob-pass');
    const problems = await app.request({ url: '/api/group/get-problem-list', token, query: { gid: '1000' } });
    expect(problems.statusCode, JSON.stringify(problems.body).slice(0, 300)).toBe(200);
    expect(problems.body.data.records.map((p: { problemId: string }) => p.problemId)).toEqual(['acmP1']);
    expect(
      one(await app.db.selectFrom('tags').select(['name', 'gid']).where('name', '=', '图论').execute()),
    ).toEqual({ name: '图论', gid: 1000 });
    expect(
      one(await app.db.selectFrom('contests').select(['id', 'gid']).where('title', '=', '组内赛').execute()),
    ).toEqual({ id: 20, gid: 1000 });
    const training = one(await app.db.selectFrom('trainings').selectAll().where('id', '=', 9).execute());
    expect(training).toMatchObject({ title: '第一周', gid: 1000 });
    const category = one(
      await app.db
        .selectFrom('trainingCategories')
        .selectAll()
        .where('id', '=', training.categoryId!)
        .execute(),
    );
    expect(category).toMatchObject({ name: '入门', gid: 1000 });
    expect(one(await app.db.selectFrom('discussions').select(['id', 'gid']).execute())).toEqual({
      id: 30,
      gid: 1000,
    });
    expect(
      one(
        await app.db.selectFrom('announcements').select(['title', 'gid']).where('gid', '=', 1000).execute(),
      ),
    ).toEqual({ title: '组内公告', gid: 1000 });
  });

  it("a submission HOJ recorded through a training counts in that training's rank", async () => {
    const submission = one(
      await app.db.selectFrom('submissions').select(['gid', 'tid']).where('id', '=', 500).execute(),
    );
    expect(submission).toEqual({ gid: 1000, tid: 9 });
    const token = await login(app, 'bob', 'bob-pass');
    const rank = await app.request({
      url: '/api/get-training-rank',
      token,
      query: { tid: '9', gid: '1000' },
    });
    expect(rank.statusCode, JSON.stringify(rank.body).slice(0, 300)).toBe(200);
    const row = rank.body.data.records.find((r: { username: string }) => r.username === 'bob');
    expect(row).toMatchObject({ ac: 1 });
  });
});
