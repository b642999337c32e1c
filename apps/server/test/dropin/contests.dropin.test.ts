import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { createContest } from '../contests-kit.ts';
import { expectShape, type Shape } from './shape.ts';

/**
 * The reference client's contest pages (HimitZH/HOJ hoj-vue src/common/api.js getContestList, getContest,
 * getContestProblemList, getContestProblem, submitCode with cid; views/oj/contest/ContestList.vue,
 * ContestDetails.vue, children/ContestProblemList.vue, views/oj/problem/Problem.vue), answered by this server.
 */

/** ContestVO as ContestList.vue and the contest store read it. */
const CONTEST: Shape = {
  id: 'number',
  title: 'string',
  type: 'number',
  auth: 'number',
  status: 'number',
  startTime: 'string',
  endTime: 'string',
  duration: 'number',
  author: 'string?',
};

const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';

let app: TestApp;
let cid: number;
let pid: number;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  const root = await signedInUser(app, Role.ROOT);
  pid = (await createProblem(app, root.token, { languages: ['C++'] })).pid;
  cid = await createContest(app, root.token, { title: 'Drop-in Cup' });
  const added = await app.request({
    method: 'POST',
    url: '/api/admin/contest/add-problem-from-public',
    token: root.token,
    body: { cid, pid, displayId: 'A' },
  });
  expect(added.statusCode).toBe(200);
});
afterAll(() => app.close());

describe(`reference client: contests (${TEST_DIALECT})`, () => {
  it('api.js getContestList(currentPage, limit, query): records of ContestVO', async () => {
    // ContestList.vue's filters send only what is set (query[element] truthy): no status, type or keyword here.
    const response = await app.request({
      url: '/api/get-contest-list',
      query: { currentPage: '1', limit: '10' },
    });
    expect(response.statusCode).toBe(200);
    const row = response.body.data.records.find((r: { id: number }) => r.id === cid);
    expectShape(row, CONTEST, 'get-contest-list record (ContestVO)');
  });

  it('api.js getContest(cid): ContestVO; then a user registers, lists the problems and opens A by its display id', async () => {
    // ContestController getContestInfo is @RequiresAuthentication there too.
    const user = await signedInUser(app);
    const info = await app.request({
      url: '/api/get-contest-info',
      token: user.token,
      query: { cid: String(cid) },
    });
    expect(info.statusCode).toBe(200);
    expectShape(
      info.body.data,
      { ...CONTEST, sealRank: 'boolean?', now: 'string?' },
      'get-contest-info (ContestVO)',
    );

    // registerContest(cid + '', password): a public contest needs none.
    const problems = await app.request({
      url: '/api/get-contest-problem',
      token: user.token,
      query: { cid: String(cid) },
    });
    expect(problems.statusCode, JSON.stringify(problems.body)).toBe(200);
    expectShape(
      problems.body.data[0],
      {
        id: 'number',
        displayId: 'string',
        displayTitle: 'string',
        pid: 'number',
        cid: 'number',
        ac: 'number?',
        total: 'number?',
      },
      'get-contest-problem (ContestProblemVO)',
    );

    const detail = await app.request({
      url: '/api/get-contest-problem-details',
      token: user.token,
      query: { displayId: 'A', cid: String(cid) },
    });
    expect(detail.statusCode).toBe(200);
    expectShape(
      detail.body.data,
      {
        problem: 'object',
        languages: 'array',
        problemCount: 'object',
        codeTemplate: 'object',
        tags: 'array',
      },
      'contest ProblemInfoVO',
    );
    expectShape(
      detail.body.data.problem,
      { id: 'number', title: 'string', examples: 'string', userExtraFile: 'string?', timeLimit: 'number' },
      'contest ProblemInfoVO.problem',
    );

    // Problem.vue: pid is the display id in a contest, cid the route's contestID (text from the route).
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: {
        pid: 'A',
        language: 'C++',
        code: CPP_AC,
        cid: String(cid),
        tid: null,
        gid: null,
        isRemote: false,
      },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    const submitId = submitted.body.data.submitId;

    // ContestSubmissionList polls check-contest-submissions-status with the ids as text.
    const deadline = Date.now() + 120_000;
    let status: number | undefined;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      const polled = await app.request({
        method: 'POST',
        url: '/api/check-contest-submissions-status',
        token: user.token,
        body: { submitIds: [String(submitId)], cid: String(cid) },
      });
      expect(polled.statusCode, JSON.stringify(polled.body)).toBe(200);
      status = polled.body.data[submitId]?.status;
    } while ((status === undefined || [5, 6, 7].includes(status)) && Date.now() < deadline);
    expect(status).toBe(JudgeStatus.ACCEPTED);

    // Problem.vue then asks the contest status of the problem by its number.
    const mine = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [detail.body.data.problem.id], isContestProblemList: true, cid: String(cid) },
    });
    expect(mine.statusCode, JSON.stringify(mine.body)).toBe(200);
    expect(mine.body.data[detail.body.data.problem.id].status).toBe(JudgeStatus.ACCEPTED);
  });
});
