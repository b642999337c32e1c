import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectShape, type Shape } from './shape.ts';

/**
 * The reference client's problem page and its submit box, call by call (HimitZH/HOJ hoj-vue
 * src/common/api.js and views/oj/problem/Problem.vue), answered by this server.
 */

/** Problem (pojo/entity/problem/Problem.java) as Problem.vue reads it. */
const PROBLEM: Shape = {
  id: 'number',
  problemId: 'string',
  title: 'string',
  author: 'string?',
  type: 'number',
  judgeMode: 'string',
  timeLimit: 'number',
  memoryLimit: 'number',
  stackLimit: 'number',
  description: 'string',
  input: 'string',
  output: 'string',
  // The examples stay one string; utils.stringToExamples splits it.
  examples: 'string',
  isRemote: 'boolean',
  source: 'string?',
  difficulty: 'number',
  hint: 'string?',
  auth: 'number',
  ioScore: 'number',
  codeShare: 'boolean',
  // JSON text: Problem.vue does JSON.parse(result.problem.userExtraFile) when it is set.
  userExtraFile: 'string?',
  isRemoveEndBlank: 'boolean',
  openCaseResult: 'boolean',
  gmtCreate: 'string',
  gmtModified: 'string',
};

/** ProblemCountVO: changePie reads total, ac and the verdict counts. */
const PROBLEM_COUNT: Shape = {
  total: 'number',
  ac: 'number',
  wa: 'number',
  ce: 'number',
  tle: 'number',
  mle: 'number',
  re: 'number',
  pe: 'number',
};

const CPP_AC = '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n';

let app: TestApp;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  const admin = await signedInUser(app, Role.ADMIN);
  problem = await createProblem(app, admin.token, {
    problem: { userExtraFile: { 'lib.h': '#pragma once\n' } },
    languages: ['C++'],
    codeTemplates: [{ language: 'C++', code: '// start here\n', status: true }],
  });
});
afterAll(() => app.close());

describe(`reference client: problem page and submit (${TEST_DIALECT})`, () => {
  it('api.js getProblem: /api/get-problem-detail?problemId=<its text id> answers ProblemInfoVO', async () => {
    // getProblem(problemId, cid, gid) sends { problemId, gid }; axios leaves out gid when undefined.
    const response = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: problem.problemId },
    });
    expect(response.statusCode).toBe(200);
    const data = response.body.data;
    expectShape(
      data,
      {
        problem: 'object',
        tags: 'array',
        languages: 'array',
        problemCount: 'object',
        codeTemplate: 'object',
      },
      'ProblemInfoVO',
    );
    expectShape(data.problem, PROBLEM, 'ProblemInfoVO.problem');
    expectShape(data.problemCount, PROBLEM_COUNT, 'ProblemInfoVO.problemCount');
    // languages: List<String>, indexOf(this.language); codeTemplate: language -> code.
    expect(data.languages).toEqual(['C++']);
    expect(data.codeTemplate).toEqual({ 'C++': '// start here\n' });
    expect(JSON.parse(data.problem.userExtraFile)).toEqual({ 'lib.h': '#pragma once\n' });
    expect(data.problem.id).toBe(problem.pid);
  });

  it('api.js getProblemList(limit, searchParams): ProblemList.vue sends oj "Mine" (its "All" sends none) and reads the rows', async () => {
    const queries: Record<string, string>[] = [
      { limit: '30', currentPage: '1', oj: 'Mine' },
      { limit: '30', currentPage: '1' },
      { limit: '30', currentPage: '1', oj: 'Mine', difficulty: '0', keyword: problem.problemId },
    ];
    for (const query of queries) {
      const list = await app.request({ url: '/api/get-problem-list', query });
      expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.total).toBe(1);
      expectShape(
        list.body.data.records[0],
        {
          pid: 'number',
          problemId: 'string',
          title: 'string',
          difficulty: 'number',
          type: 'number',
          tags: 'array',
          total: 'number',
          ac: 'number',
          // The progress popover's shares (getPercentage(problem.wa, problem.total) ...).
          wa: 'number',
          ce: 'number',
          pa: 'number',
          tle: 'number',
          mle: 'number',
          re: 'number',
          pe: 'number',
        },
        'ProblemVO (problem list row)',
      );
    }
  });

  it('api.js getUserProblemStatus: an entry per asked pid, read as statusMap[pid].status', async () => {
    const user = await signedInUser(app);
    const response = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [problem.pid], isContestProblemList: false, cid: 0 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body.data[problem.pid]).toEqual({ status: JudgeStatus.NOT_SUBMITTED, score: null });
  });

  it('Problem.vue submitCode: SubmitJudgeDTO with the text problem id and cid 0, then getSubmission and the status poll follow the verdict', async () => {
    const user = await signedInUser(app);
    // data = { pid: this.problemID, language, code, cid: this.contestID (0), tid, gid, isRemote } (tid and gid
    // null outside trainings and groups).
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: {
        pid: problem.problemId,
        language: 'C++',
        code: CPP_AC,
        cid: 0,
        tid: null,
        gid: null,
        isRemote: false,
      },
    });
    expect(submitted.statusCode).toBe(200);
    const submitId = submitted.body.data.submitId;
    expect(typeof submitId).toBe('number');

    // SubmissionList.vue polls with Object.keys(needCheckSubmitIds): the ids as text.
    const deadline = Date.now() + 120_000;
    let polled;
    do {
      await new Promise((resolve) => setTimeout(resolve, 200));
      polled = await app.request({
        method: 'POST',
        url: '/api/check-submissions-status',
        body: { submitIds: [String(submitId)] },
      });
      expect(polled.statusCode).toBe(200);
    } while ([5, 6, 7].includes(polled.body.data[submitId]?.status) && Date.now() < deadline);
    expectShape(
      polled.body.data[submitId],
      { submitId: 'number', status: 'number', score: 'number?', time: 'number?', memory: 'number?' },
      'check-submissions-status[submitId]',
    );
    expect(polled.body.data[submitId].status).toBe(JudgeStatus.ACCEPTED);

    // getSubmission(submitId): res.data.data.submission.status; SubmissionDetails reads the Judge fields.
    const detail = await app.request({
      url: '/api/get-submission-detail',
      token: user.token,
      query: { submitId: String(submitId) },
    });
    expect(detail.statusCode).toBe(200);
    expectShape(
      detail.body.data.submission,
      {
        submitId: 'number',
        pid: 'number',
        displayPid: 'string',
        status: 'number',
        time: 'number?',
        memory: 'number?',
        score: 'number?',
        length: 'number',
        language: 'string',
        code: 'string',
        username: 'string',
        uid: 'number',
        submitTime: 'string',
        share: 'boolean',
        cid: 'number',
        errorMessage: 'string?',
      },
      'SubmissionInfoVO.submission',
    );
    expect(detail.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
    expect(detail.body.data.submission.displayPid).toBe(problem.problemId);
    expect(typeof detail.body.data.codeShare).toBe('boolean');

    // SubmissionDetails.vue: getAllCaseResult(submitId) reads judgeCaseList (JudgeCaseVO) and the mode.
    const cases = await app.request({
      url: '/api/get-all-case-result',
      token: user.token,
      query: { submitId: String(submitId) },
    });
    expect(cases.statusCode).toBe(200);
    expectShape(cases.body.data, { judgeCaseMode: 'string', judgeCaseList: 'array' }, 'get-all-case-result');
    expectShape(
      cases.body.data.judgeCaseList[0],
      { caseId: 'number', status: 'number', time: 'number?', memory: 'number?', score: 'number?' },
      'JudgeCaseVO',
    );

    // updateSubmission({ submitId, share }): the owner shares the code.
    const shared = await app.request({
      method: 'PUT',
      url: '/api/submission',
      token: user.token,
      body: { submitId, share: true },
    });
    expect(shared.statusCode, JSON.stringify(shared.body)).toBe(200);

    const status = await app.request({
      method: 'POST',
      url: '/api/get-user-problem-status',
      token: user.token,
      body: { pidList: [problem.pid], isContestProblemList: false },
    });
    expect(status.body.data[problem.pid].status).toBe(JudgeStatus.ACCEPTED);
  });

  it('api.js getSubmissionList(limit, params): SubmissionList.vue filters (no status for "All") and the row fields', async () => {
    const user = await signedInUser(app);
    await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: problem.problemId, language: 'C++', code: CPP_AC, cid: 0 },
    });
    // buildQuery() through utils.filterEmptyValue: '' dropped, false kept; the route's problemID is the text id.
    const queries: Record<string, string>[] = [
      { onlyMine: 'true', currentPage: '1', limit: '15', completeProblemID: 'false' },
      {
        onlyMine: 'false',
        currentPage: '1',
        limit: '15',
        problemID: problem.problemId,
        completeProblemID: 'true',
      },
    ];
    for (const query of queries) {
      const list = await app.request({ url: '/api/get-submission-list', token: user.token, query });
      expect(list.statusCode, JSON.stringify(list.body)).toBe(200);
      expect(list.body.data.total).toBeGreaterThan(0);
      expectShape(
        list.body.data.records[0],
        {
          submitId: 'number',
          pid: 'number',
          displayPid: 'string',
          title: 'string',
          status: 'number',
          score: 'number?',
          time: 'number?',
          memory: 'number?',
          length: 'number',
          language: 'string',
          username: 'string',
          uid: 'number',
          submitTime: 'string',
          judger: 'string?',
          share: 'boolean',
        },
        'JudgeVO (submission list row)',
      );
    }
  });

  it('submitting an unknown text problem id is a missing problem (404), a number still names the problem', async () => {
    const user = await signedInUser(app);
    const missing = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: 'NO-SUCH-1', language: 'C++', code: CPP_AC, cid: 0 },
    });
    expect(missing.statusCode).toBe(404);
    const empty = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: '  ', language: 'C++', code: CPP_AC },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.msg).toContain('pid');
    const byNumber = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid: problem.pid, language: 'C++', code: CPP_AC },
    });
    expect(byNumber.statusCode).toBe(200);
  });
});
