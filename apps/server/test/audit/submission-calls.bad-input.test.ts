import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the submission calls: a 400 naming the field, or 404 for an unknown id. Code rules are
 * spec 1-core §5 (trimmed not empty, at most 65535), test input at most 10000 characters (§9).
 */
const CODE = 'int main() { return 0; }';

let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;
let root: Awaited<ReturnType<typeof signedInUser>>;
let problem: Awaited<ReturnType<typeof createProblem>>;
let submitId: number;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  user = await signedInUser(app);
  root = await signedInUser(app, Role.ROOT);
  problem = await createProblem(app, root.token);
  const submitted = await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid: problem.pid, language: 'C++', code: CODE },
  });
  submitId = submitted.body.data.submitId;
});
afterAll(() => app.close());

const UNKNOWN = '999999';
const row = (call: string, request: BadInputRow['request'], field: string): BadInputRow => ({
  call,
  request,
  field,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});

/** A submission or test-run body with one field changed (undefined drops it). */
const codeBody = (patch: Record<string, unknown>) => ({
  pid: problem.pid,
  language: 'C++',
  code: CODE,
  ...patch,
});

const submitRows = (): BadInputRow[] => {
  const submit = (patch: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/submit-problem-judge',
    token: user.token,
    body: codeBody(patch),
  });
  const testRun = (patch: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/submit-problem-test-judge',
    token: user.token,
    body: codeBody({ userInput: '1 2', ...patch }),
  });
  return [
    row('submit', submit({ code: undefined }), 'code'),
    row('submit', submit({ code: '' }), 'code'),
    row('submit', submit({ code: ' \n\t ' }), 'code'),
    row('submit', submit({ code: 'x'.repeat(65536) }), 'code'),
    row('submit', submit({ code: 12 }), 'code'),
    row('submit', submit({ language: undefined }), 'language'),
    row('submit', submit({ language: ' ' }), 'language'),
    row('submit', submit({ language: 'Brainfuck' }), 'language'),
    row('submit', submit({ pid: undefined }), 'pid'),
    // A text pid is the id shown on the page (the reference client's): blank, too long or not text is refused.
    row('submit', submit({ pid: ' ' }), 'pid'),
    row('submit', submit({ pid: 'x'.repeat(33) }), 'pid'),
    row('submit', submit({ pid: true }), 'pid'),
    missing('submit', submit({ pid: 'NO-SUCH-PROBLEM' })),
    row('submit', submit({ pid: 0 }), 'pid'),
    // A contest that does not exist (contest submissions: contexts/contests/contest-problems).
    missing('submit', submit({ cid: Number(UNKNOWN) })),
    // A group that does not exist (group submissions: groups-calls.bad-input.test.ts).
    missing('submit', submit({ gid: Number(UNKNOWN) })),
    row('submit', submit({ gid: -1 }), 'gid'),
    row('submit', submit({ cid: -1 }), 'cid'),
    missing('submit', submit({ pid: Number(UNKNOWN) })),
    row('test run', testRun({ userInput: 'x'.repeat(10001) }), 'userInput'),
    row('test run', testRun({ userInput: 5 }), 'userInput'),
    row('test run', testRun({ code: '   ' }), 'code'),
    row('test run', testRun({ code: 'x'.repeat(65536) }), 'code'),
    row('test run', testRun({ language: undefined }), 'language'),
    row('test run', testRun({ language: 'Brainfuck' }), 'language'),
    row('test run', testRun({ pid: 0 }), 'pid'),
    row('test run', testRun({ expectedOutput: 'x'.repeat(100_001) }), 'expectedOutput'),
    missing('test run', testRun({ pid: Number(UNKNOWN) })),
    row('last accepted code', { url: '/api/get-last-ac-code', token: user.token }, 'pid'),
    row(
      'last accepted code',
      { url: '/api/get-last-ac-code', token: user.token, query: { pid: 'x' } },
      'pid',
    ),
    row(
      'last accepted code',
      { url: '/api/get-last-ac-code', token: user.token, query: { pid: String(problem.pid), cid: '-1' } },
      'cid',
    ),
    row('test result', { url: '/api/get-test-judge-result', token: user.token }, 'testJudgeKey'),
    row(
      'test result',
      { url: '/api/get-test-judge-result', token: user.token, query: { testJudgeKey: 'k'.repeat(101) } },
      'testJudgeKey',
    ),
    missing('test result', {
      url: '/api/get-test-judge-result',
      token: user.token,
      query: { testJudgeKey: 'no-such-key' },
    }),
  ];
};

/** The calls that take one submitId in the query: missing, not a number, not positive, unknown. */
const SUBMIT_ID_CALLS: [string, string, 'user' | 'root', Record<string, string>][] = [
  ['GET', '/api/get-submission-detail', 'user', {}],
  ['GET', '/api/get-all-case-result', 'user', {}],
  ['GET', '/api/resubmit', 'user', {}],
  ['GET', '/api/file/download-testcase-one', 'user', {}],
  ['GET', '/api/admin/judge/rejudge', 'root', {}],
  ['GET', '/api/admin/judge/manual-judge', 'root', { status: '0' }],
  ['GET', '/api/admin/judge/cancel-judge', 'root', {}],
  ['GET', '/api/admin/judge/delete-judge', 'root', {}],
];

const submitIdRows = (): BadInputRow[] =>
  SUBMIT_ID_CALLS.flatMap(([method, url, who, extra]) => {
    const token = who === 'root' ? root.token : user.token;
    const request = (submitIdValue?: string) => ({
      method: method as 'GET',
      url,
      token,
      query: submitIdValue === undefined ? extra : { ...extra, submitId: submitIdValue },
    });
    return [
      row(url, request(), 'submitId'),
      row(url, request('abc'), 'submitId'),
      row(url, request('0'), 'submitId'),
      row(url, request('1.5'), 'submitId'),
      missing(url, request(UNKNOWN)),
    ];
  });

const otherRows = (): BadInputRow[] => [
  row('submission list', { url: '/api/get-submission-list', query: { onlyMine: 'yes' } }, 'onlyMine'),
  row('submission list', { url: '/api/get-submission-list', query: { status: 'wrong' } }, 'status'),
  row('submission list', { url: '/api/get-submission-list', query: { limit: '0' } }, 'limit'),
  row('submission list', { url: '/api/get-submission-list', query: { currentPage: 'x' } }, 'currentPage'),
  row(
    'submission list',
    { url: '/api/get-submission-list', query: { problemID: 'p'.repeat(33) } },
    'problemID',
  ),
  row(
    'submission list',
    { url: '/api/get-submission-list', query: { completeProblemID: 'maybe' } },
    'completeProblemID',
  ),
  row('check status', { method: 'POST', url: '/api/check-submissions-status', body: {} }, 'submitIds'),
  row(
    'check status',
    { method: 'POST', url: '/api/check-submissions-status', body: { submitIds: '1,2' } },
    'submitIds',
  ),
  row(
    'check status',
    { method: 'POST', url: '/api/check-submissions-status', body: { submitIds: [1, -2] } },
    'submitIds.1',
  ),
  row(
    'check status',
    {
      method: 'POST',
      url: '/api/check-submissions-status',
      body: { submitIds: Array.from({ length: 101 }, (_, i) => i + 1) },
    },
    'submitIds',
  ),
  row(
    'share',
    { method: 'PUT', url: '/api/submission', token: user.token, body: { share: true } },
    'submitId',
  ),
  row('share', { method: 'PUT', url: '/api/submission', token: user.token, body: { submitId } }, 'share'),
  row(
    'share',
    { method: 'PUT', url: '/api/submission', token: user.token, body: { submitId, share: 'yes' } },
    'share',
  ),
  missing('share', {
    method: 'PUT',
    url: '/api/submission',
    token: user.token,
    body: { submitId: Number(UNKNOWN), share: true },
  }),
  row(
    'manual judge',
    { url: '/api/admin/judge/manual-judge', token: root.token, query: { submitId: String(submitId) } },
    'status',
  ),
  row(
    'manual judge',
    {
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: String(submitId), status: 'x' },
    },
    'status',
  ),
  row(
    'manual judge',
    {
      url: '/api/admin/judge/manual-judge',
      token: root.token,
      query: { submitId: String(submitId), status: '0', score: '-1' },
    },
    'score',
  ),
  ...[JudgeStatus.CANCELLED, JudgeStatus.JUDGING, JudgeStatus.COMPILE_ERROR, JudgeStatus.PENDING, 99].map(
    (status) =>
      row(
        `manual judge to ${status}`,
        {
          url: '/api/admin/judge/manual-judge',
          token: root.token,
          query: { submitId: String(submitId), status: String(status) },
        },
        'status',
      ),
  ),
];

describe(`submission calls: bad input (${TEST_DIALECT})`, () => {
  it('submit and test runs (code rules of spec §5)', async () => {
    for (const input of submitRows()) expectBadInput(input, await app.request(input.request));
  });
  it('every call that takes a submitId', async () => {
    for (const input of submitIdRows()) expectBadInput(input, await app.request(input.request));
  });
  it('list, status check, share and manual judge', async () => {
    for (const input of otherRows()) expectBadInput(input, await app.request(input.request));
  });

  it('refused input writes nothing: no submission, no test run, the submission untouched', async () => {
    const count = async (table: 'submissions' | 'testRuns') =>
      Number(
        (await app.db.selectFrom(table).select(app.db.fn.countAll().as('n')).executeTakeFirstOrThrow()).n,
      );
    expect(await count('submissions')).toBe(1);
    expect(await count('testRuns')).toBe(0);
    const stored = await app.db
      .selectFrom('submissions')
      .select(['status', 'isManual', 'share'])
      .where('id', '=', submitId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ status: JudgeStatus.PENDING, isManual: 0, share: 0 });
  });

  it('takes code of exactly 65535 characters and test input of exactly 10000', async () => {
    const body = codeBody({ code: `${CODE}//${'x'.repeat(65535 - CODE.length - 2)}` });
    expect(body.code).toHaveLength(65535);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body,
    });
    expect(submitted.statusCode).toBe(200);
    const run = await app.request({
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      token: user.token,
      body: { ...body, userInput: '1'.repeat(10000) },
    });
    expect(run.statusCode).toBe(200);
  });
});
