import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createCategory } from '../trainings-kit.ts';
import { expectShape, type Shape } from './shape.ts';

/**
 * The reference client's back office training pages (HimitZH/HOJ hoj-vue src/common/api.js admin_getTrainingList,
 * admin_changeTrainingStatus, admin_createTraining, admin_getTraining, admin_editTraining, admin_deleteTraining,
 * admin_getTrainingProblemList, admin_addTrainingProblemFromPublic, admin_updateTrainingProblem,
 * admin_deleteTrainingProblem, admin_addCategory/updateCategory/deleteCategory; views/admin/training/*.vue,
 * components/admin/AddPublicProblem.vue).
 */

/** Training as TrainingList.vue and Training.vue read it. */
const TRAINING: Shape = {
  id: 'number',
  rank: 'number',
  title: 'string',
  auth: 'string', // 'Public' | 'Private' | 'Protected' (TRAINING_TYPE[row.auth])
  status: 'boolean', // the Visible switch's v-model
  author: 'string?',
  uid: 'number',
  gmtCreate: 'string',
  gmtModified: 'string',
};

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

describe(`reference client: back office trainings (${TEST_DIALECT})`, () => {
  it('Category.vue and Training.vue: create {training, trainingCategory: {id}}, get, edit what it got, list, visibility, delete', async () => {
    // Category.vue: admin_addCategory({name, color}) answers the category (its id is chosen in Training.vue).
    const category = await app.request({
      method: 'POST',
      url: '/api/admin/training/category',
      token: root.token,
      body: { name: 'Basics', color: '#409eff' },
    });
    expect(category.statusCode, JSON.stringify(category.body)).toBe(200);
    expectShape(category.body.data, { id: 'number', name: 'string', color: 'string' }, 'TrainingCategory');
    const categoryId = category.body.data.id;

    // saveTraining: the form plus author (the username) on create; the category as {id}.
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/training',
      token: root.token,
      body: {
        training: {
          rank: 1000,
          title: 'Loops',
          description: 'Iterate.',
          privatePwd: '',
          auth: 'Public',
          author: root.username,
        },
        trainingCategory: { id: categoryId },
      },
    });
    expect(created.statusCode, JSON.stringify(created.body)).toBe(200);

    // admin_getTrainingList(currentPage, limit, keyword): records, total.
    const list = await app.request({
      url: '/api/admin/training/get-training-list',
      token: root.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    expect(typeof list.body.data.total).toBe('number');
    const row = list.body.data.records.find((r: { title: string }) => r.title === 'Loops');
    expectShape(row, TRAINING, 'Training (admin list)');
    const tid = row.id;
    const searched = await app.request({
      url: '/api/admin/training/get-training-list',
      token: root.token,
      query: { currentPage: '1', limit: '10', keyword: 'Loop' },
    });
    expect(searched.body.data.records.map((r: { id: number }) => r.id)).toContain(tid);

    // getTraining: data.training (the form) and data.trainingCategory.id.
    const got = await app.request({
      url: '/api/admin/training',
      token: root.token,
      query: { tid: String(tid) },
    });
    expect(got.statusCode, JSON.stringify(got.body)).toBe(200);
    expectShape(got.body.data, { training: 'object', trainingCategory: 'object' }, 'TrainingDTO');
    expectShape(
      got.body.data.training,
      { ...TRAINING, description: 'string', privatePwd: 'string?' },
      'TrainingDTO.training',
    );
    expect(got.body.data.trainingCategory.id).toBe(categoryId);

    // admin_editTraining: what it got, with the edits (a second category chosen).
    const other = await createCategory(app, root.token, 'Advanced');
    const edited = await app.request({
      method: 'PUT',
      url: '/api/admin/training',
      token: root.token,
      body: {
        training: {
          ...got.body.data.training,
          title: 'Loops and arrays',
          auth: 'Private',
          privatePwd: 'secret',
        },
        trainingCategory: { id: other },
      },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const again = await app.request({
      url: '/api/admin/training',
      token: root.token,
      query: { tid: String(tid) },
    });
    expect(again.body.data.training).toMatchObject({ title: 'Loops and arrays', auth: 'Private' });
    expect(again.body.data.trainingCategory.id).toBe(other);

    // changeTrainingStatus(row.id, row.status, row.author): query parameters, the switch's boolean as text.
    const hidden = await app.request({
      method: 'PUT',
      url: '/api/admin/training/change-training-status',
      token: root.token,
      query: { tid: String(tid), status: 'false', author: root.username },
    });
    expect(hidden.statusCode, JSON.stringify(hidden.body)).toBe(200);
    const afterHide = await app.request({
      url: '/api/admin/training/get-training-list',
      token: root.token,
      query: { currentPage: '1', limit: '10' },
    });
    expect(afterHide.body.data.records.find((r: { id: number }) => r.id === tid).status).toBe(false);

    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/training',
      token: root.token,
      query: { tid: String(tid) },
    });
    expect(removed.statusCode).toBe(200);
    // admin_deleteCategory(cid) of the now unused first category.
    const removedCategory = await app.request({
      method: 'DELETE',
      url: '/api/admin/training/category',
      token: root.token,
      query: { cid: String(categoryId) },
    });
    expect(removedCategory.statusCode, JSON.stringify(removedCategory.body)).toBe(200);
  });

  it('TrainingProblemList.vue: add from public, list with trainingProblemMap, change the rank, remove', async () => {
    const categoryId = await createCategory(app, root.token);
    const created = await app.request({
      method: 'POST',
      url: '/api/admin/training',
      token: root.token,
      body: {
        training: {
          rank: 1,
          title: 'Graphs',
          description: 'BFS first.',
          auth: 'Public',
          author: root.username,
        },
        trainingCategory: { id: categoryId },
      },
    });
    expect(created.statusCode).toBe(200);
    const tid = created.body.data.tid ?? created.body.data.id;
    const problem = await createProblem(app, root.token);

    // AddPublicProblem.vue: {pid: row.id, tid: trainingID (text from the route), displayId: row.problemId}.
    const added = await app.request({
      method: 'POST',
      url: '/api/admin/training/add-problem-from-public',
      token: root.token,
      body: { pid: problem.pid, tid: String(tid), displayId: problem.problemId },
    });
    expect(added.statusCode, JSON.stringify(added.body)).toBe(200);

    // getProblemList: {limit, currentPage, keyword (filtered out when empty), tid, queryExisted: true}.
    const listed = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', tid: String(tid), queryExisted: 'true' },
    });
    expect(listed.statusCode, JSON.stringify(listed.body)).toBe(200);
    expectShape(
      listed.body.data,
      { problemList: 'object', trainingProblemMap: 'object' },
      'training problem list',
    );
    expect(typeof listed.body.data.problemList.total).toBe('number');
    const row = listed.body.data.problemList.records.find((r: { id: number }) => r.id === problem.pid);
    expectShape(
      row,
      { id: 'number', problemId: 'string', title: 'string', author: 'string?', auth: 'number' },
      'Problem (training problem list)',
    );
    const link = listed.body.data.trainingProblemMap[row.id];
    expectShape(
      link,
      { id: 'number', tid: 'number', pid: 'number', rank: 'number', displayId: 'string?' },
      'TrainingProblem (trainingProblemMap)',
    );

    // handleChangeRank(trainingProblemMap[row.id]): the link itself with its new rank.
    const ranked = await app.request({
      method: 'PUT',
      url: '/api/admin/training/problem',
      token: root.token,
      body: { ...link, rank: 7 },
    });
    expect(ranked.statusCode, JSON.stringify(ranked.body)).toBe(200);
    const relisted = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', tid: String(tid), queryExisted: 'true' },
    });
    expect(relisted.body.data.trainingProblemMap[row.id].rank).toBe(7);

    // AddPublicProblem.vue lists the problems not yet in the training (queryExisted false).
    const candidates = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', tid: String(tid), queryExisted: 'false' },
    });
    expect(candidates.statusCode).toBe(200);
    expect(candidates.body.data.problemList.records.map((r: { id: number }) => r.id)).not.toContain(
      problem.pid,
    );

    // deleteProblem(id): admin_deleteTrainingProblem(id, null) sends no tid; the reference then deleted the bank
    // problem. Here this call only unlinks (docs/api.md): without tid it is a 400 naming tid and the problem stays.
    const noTid = await app.request({
      method: 'DELETE',
      url: '/api/admin/training/problem',
      token: root.token,
      query: { pid: String(problem.pid) },
    });
    expect([noTid.statusCode, noTid.body.data?.field]).toEqual([400, 'tid']);

    // removeProblem(pid): admin_deleteTrainingProblem(pid, trainingId).
    const removed = await app.request({
      method: 'DELETE',
      url: '/api/admin/training/problem',
      token: root.token,
      query: { pid: String(problem.pid), tid: String(tid) },
    });
    expect(removed.statusCode).toBe(200);
    const empty = await app.request({
      url: '/api/admin/training/get-problem-list',
      token: root.token,
      query: { limit: '10', currentPage: '1', tid: String(tid), queryExisted: 'true' },
    });
    expect(empty.body.data.problemList.records).toEqual([]);
  });
});
