import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { addTrainingProblems, createTraining, judgeByHand } from '../trainings-kit.ts';
import { expectShape } from './shape.ts';

/**
 * The reference client's training pages (HimitZH/HOJ hoj-vue src/common/api.js getTrainingList, getTraining,
 * getTrainingProblemList, getProblem and submitCode with tid; views/oj/training/*, views/oj/problem/Problem.vue).
 */

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let tid: number;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  root = await signedInUser(app, Role.ROOT);
  problem = await createProblem(app, root.token, { languages: ['C++'] });
  tid = await createTraining(app, root.token, { title: 'Warm-up' });
  await addTrainingProblems(app, root.token, tid, [problem.pid]);
});
afterAll(() => app.close());

describe(`reference client: trainings (${TEST_DIALECT})`, () => {
  it('api.js getTrainingList, getTraining, getTrainingProblemList: TrainingVO and ProblemVO rows', async () => {
    const user = await signedInUser(app);
    // getTrainingList(currentPage, limit, query): only the set filters (categoryId, auth, keyword) are sent.
    const list = await app.request({
      url: '/api/get-training-list',
      token: user.token,
      query: { currentPage: '1', limit: '15' },
    });
    expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
    const row = list.body.data.records.find((r: { id: number }) => r.id === tid);
    expectShape(
      row,
      {
        id: 'number',
        title: 'string',
        auth: 'string',
        rank: 'number',
        problemCount: 'number',
        gmtModified: 'string',
      },
      'TrainingVO (list)',
    );
    const detail = await app.request({
      url: '/api/get-training-detail',
      token: user.token,
      query: { tid: String(tid) },
    });
    expect(detail.statusCode).toBe(200);
    expectShape(
      detail.body.data,
      { id: 'number', title: 'string', description: 'string', auth: 'string' },
      'TrainingVO',
    );
    const problems = await app.request({
      url: '/api/get-training-problem-list',
      token: user.token,
      query: { tid: String(tid) },
    });
    expect(problems.statusCode).toBe(200);
    expectShape(
      problems.body.data[0],
      { pid: 'number', problemId: 'string', title: 'string', difficulty: 'number' },
      'ProblemVO (training problem)',
    );
  });

  it('Problem.vue in a training: submitCode with the text problem id and tid from the route', async () => {
    const user = await signedInUser(app);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: {
        pid: problem.problemId,
        language: 'C++',
        code: 'int main() { return 0; }',
        cid: 0,
        tid: String(tid),
        gid: null,
        isRemote: false,
      },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    await judgeByHand(app, root.token, submitted.body.data.submitId, JudgeStatus.ACCEPTED);
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(submitted.body.data.submitId) },
    });
    expect(detail.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
  });
});
