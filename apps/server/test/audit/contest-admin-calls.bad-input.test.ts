import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/contract';
import { createContest } from '../contests-kit.ts';
import {
  createProblem,
  createTestApp,
  problemBody,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
} from '../test-app.ts';
import { expectBadInput, NOT_FOUND, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to a contest organiser's calls: a 400 naming the field (data.field, and msg contains it), or 404
 * for a contest, problem or link that does not exist. Refused calls write nothing and requeue nothing.
 */
let app: TestApp;
let root: string;
let cid: number;
let pid: number;
let outsider: number;
let written: ReturnType<typeof problemBody>;

const UNKNOWN = '999999';
const BIG = '2147483648';

beforeAll(async () => {
  app = await createTestApp();
  root = (await signedInUser(app, Role.ROOT)).token;
  cid = await createContest(app, root);
  written = problemBody();
  const created = await app.request({
    method: 'POST',
    url: '/api/admin/contest/problem',
    token: root,
    body: { ...written, cid, contestProblem: { displayId: 'A', displayTitle: 'Sum' } },
  });
  pid = created.body.data.pid;
  outsider = (await createProblem(app, root)).pid;
  const user = await signedInUser(app);
  await app.request({
    method: 'POST',
    url: '/api/submit-problem-judge',
    token: user.token,
    body: { pid, cid, language: 'C++', code: 'int main(){}' },
  });
});
afterAll(() => app.close());

const field = (call: string, request: BadInputRow['request'], name: string): BadInputRow => ({
  call,
  request,
  field: name,
});
const missing = (call: string, request: BadInputRow['request']): BadInputRow => ({
  call,
  request,
  refusal: NOT_FOUND,
});

const rejudgeRows = (): BadInputRow[] => {
  const rejudge = (query: Record<string, string>) => ({
    url: '/api/admin/judge/rejudge-contest-problem',
    token: root,
    query,
  });
  return [
    field('rejudge', rejudge({ pid: String(pid) }), 'cid'),
    field('rejudge', rejudge({ cid: String(cid) }), 'pid'),
    field('rejudge', rejudge({ cid: 'x', pid: String(pid) }), 'cid'),
    field('rejudge', rejudge({ cid: BIG, pid: String(pid) }), 'cid'),
    field('rejudge', rejudge({ cid: String(cid), pid: '0' }), 'pid'),
    missing('rejudge (unknown contest)', rejudge({ cid: UNKNOWN, pid: String(pid) })),
    missing('rejudge (problem not in the contest)', rejudge({ cid: String(cid), pid: String(outsider) })),
  ];
};

const problemRows = (): BadInputRow[] => {
  const get = (query: Record<string, string>) => ({ url: '/api/admin/contest/problem', token: root, query });
  const post = (body: Record<string, unknown>) => ({
    method: 'POST' as const,
    url: '/api/admin/contest/problem',
    token: root,
    body: { ...problemBody(), cid, contestProblem: { displayId: 'B', displayTitle: 'New' }, ...body },
  });
  const put = (body: Record<string, unknown>) => ({
    method: 'PUT' as const,
    url: '/api/admin/contest/problem',
    token: root,
    body: { ...written, pid, cid, contestProblem: { displayId: 'A', displayTitle: 'Sum' }, ...body },
  });
  const link = (fields: Record<string, unknown>) => ({ displayId: 'B', displayTitle: 'New', ...fields });
  return [
    field('get', get({ cid: String(cid) }), 'pid'),
    field('get', get({ pid: String(pid), cid: 'x' }), 'cid'),
    field('get', get({ pid: BIG }), 'pid'),
    missing('get (unknown problem)', get({ pid: UNKNOWN })),
    missing('get (not in the contest)', get({ pid: String(outsider), cid: String(cid) })),
    missing('get (unknown contest)', get({ pid: String(pid), cid: UNKNOWN })),

    field('post', post({ cid: undefined }), 'cid'),
    field('post', post({ cid: 0 }), 'cid'),
    field('post', post({ cid: Number(BIG) }), 'cid'),
    field('post', post({ contestProblem: link({ displayId: ' ' }) }), 'contestProblem.displayId'),
    field('post', post({ contestProblem: link({ displayId: 'B'.repeat(33) }) }), 'contestProblem.displayId'),
    field('post', post({ contestProblem: link({ displayTitle: undefined }) }), 'contestProblem.displayTitle'),
    field(
      'post',
      post({ contestProblem: link({ displayTitle: 'a\u0000b' }) }),
      'contestProblem.displayTitle',
    ),
    field('post', post({ contestProblem: link({ color: 'red' }) }), 'contestProblem.color'),
    field(
      'post (display id in use)',
      post({ contestProblem: link({ displayId: 'A' }) }),
      'contestProblem.displayId',
    ),
    field('post', post({ problem: { ...written.problem, problemId: 'NEW1', title: '' } }), 'problem.title'),
    field('post (problem id in use)', post({ problem: written.problem }), 'problem.problemId'),
    field('post', post({ languages: [] }), 'languages'),
    missing('post (unknown contest)', post({ cid: Number(UNKNOWN) })),

    field('put', put({ pid: undefined }), 'pid'),
    field('put', put({ pid: 'x' }), 'pid'),
    field('put', put({ contestProblem: { displayId: '', displayTitle: 'Sum' } }), 'contestProblem.displayId'),
    field('put', put({ problem: { ...written.problem, input: '' } }), 'problem.input'),
    missing('put (not in the contest)', put({ pid: outsider })),
    missing('put (unknown contest)', put({ cid: Number(UNKNOWN) })),
  ];
};

const downloadRows = (): BadInputRow[] => {
  const download = (query: Record<string, string>) => ({
    url: '/api/file/download-contest-ac-submission',
    token: root,
    query,
  });
  return [
    field('download', download({}), 'cid'),
    field('download', download({ cid: BIG }), 'cid'),
    field('download', download({ cid: String(cid), excludeAdmin: 'yes' }), 'excludeAdmin'),
    field('download', download({ cid: String(cid), splitType: 'team' }), 'splitType'),
    missing('download (unknown contest)', download({ cid: UNKNOWN })),
  ];
};

describe(`contest admin calls: bad input (${TEST_DIALECT})`, () => {
  it('400 naming the field, 404 for unknown ids; nothing written, nothing requeued', async () => {
    const state = async () => ({
      problems: await app.db
        .selectFrom('problems')
        .select(['id', 'problemId', 'title', 'input'])
        .orderBy('id')
        .execute(),
      links: await app.db.selectFrom('contestProblems').selectAll().orderBy('id').execute(),
      submissions: await app.db.selectFrom('submissions').select(['id', 'priority', 'version']).execute(),
    });
    const before = await state();
    for (const row of [...rejudgeRows(), ...problemRows(), ...downloadRows()])
      expectBadInput(row, await app.request(row.request));
    expect(await state()).toEqual(before);
  });
});
