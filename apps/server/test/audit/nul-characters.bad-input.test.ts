import { afterAll, beforeAll, describe, it } from 'vitest';
import { Role } from '@judge/contract';
import { createProblem, createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, type BadInputRow } from './audit-kit.ts';

/**
 * A NUL character (U+0000) in any text. PostgreSQL cannot store or even compare it, so these calls
 * answered 500 there (and stored it on SQLite); now every one answers 400 naming the field, on both.
 * A lone UTF-16 surrogate (half of a pair, which JSON's \uD800 escapes can send) is no character at all: both
 * databases stored U+FFFD instead of what was sent. Refused the same way in bodies (issue 14.2); a URL cannot
 * carry one (its percent-encoded UTF-8 decodes to U+FFFD before any route sees it), so query rows are NUL's.
 */
const BAD_TEXTS = {
  NUL: 'a\u0000b',
  'a lone high surrogate': 'a\uD800b',
  'a lone low surrogate': 'a\uDC00b',
  'a high surrogate at the end': 'ab\uDBFF',
};

let app: TestApp;
let root: string;
let problem: Awaited<ReturnType<typeof createProblem>>;

beforeAll(async () => {
  app = await createTestApp();
  await app.services.siteConfig.updateSwitches({ defaultSubmitInterval: 0 });
  root = (await signedInUser(app, Role.ROOT)).token;
  problem = await createProblem(app, root);
});
afterAll(() => app.close());

const rows = (NUL: string): BadInputRow[] => {
  const inUrl = NUL.includes('\u0000');
  const get = (url: string, query: Record<string, string>, field: string): BadInputRow => ({
    call: url,
    request: { url, token: root, query },
    field,
  });
  const send = (
    method: 'POST' | 'PUT',
    url: string,
    body: unknown,
    field: string,
    query?: Record<string, string>,
  ): BadInputRow => ({ call: `${method} ${url}`, request: { method, url, token: root, body, query }, field });
  const code = { pid: problem.pid, language: 'C++', code: 'int main() {}' };
  const queries = [
    get('/api/get-problem-list', { keyword: NUL }, 'keyword'),
    get('/api/get-problem-detail', { problemId: NUL }, 'problemId'),
    get('/api/get-all-problem-tags', { oj: NUL }, 'oj'),
    get('/api/get-submission-list', { username: NUL }, 'username'),
    get('/api/get-submission-list', { problemID: NUL }, 'problemID'),
    get('/api/get-test-judge-result', { testJudgeKey: NUL }, 'testJudgeKey'),
    get('/api/admin/problem/get-problem-list', { keyword: NUL }, 'keyword'),
  ];
  return [
    ...(inUrl ? queries : []),
    send('POST', '/api/save-problem-code', { pid: problem.pid, code: NUL }, 'code', { lang: 'C++' }),
    ...(inUrl
      ? [
          send('POST', '/api/save-problem-code', { pid: problem.pid, code: 'x' }, 'lang', {
            lang: `C++${NUL}`,
          }),
        ]
      : []),
    send('POST', '/api/submit-problem-judge', { ...code, code: NUL }, 'code'),
    send('POST', '/api/submit-problem-test-judge', { ...code, userInput: NUL }, 'userInput'),
    send('POST', '/api/submit-problem-test-judge', { ...code, expectedOutput: NUL }, 'expectedOutput'),
    send(
      'POST',
      '/api/admin/problem',
      { ...problem.body, problem: { ...problem.body.problem, problemId: 'NUL1', title: NUL } },
      'problem.title',
    ),
    send(
      'POST',
      '/api/admin/problem',
      {
        ...problem.body,
        problem: { ...problem.body.problem, problemId: 'NUL2' },
        samples: [{ input: NUL, output: '1' }],
      },
      'samples.0.input',
    ),
    send(
      'POST',
      '/api/admin/problem',
      {
        ...problem.body,
        problem: { ...problem.body.problem, problemId: 'NUL3' },
        codeTemplates: [{ language: 'C++', code: NUL }],
      },
      'codeTemplates.0.code',
    ),
    send('POST', '/api/admin/tag', { name: NUL }, 'name'),
    send('POST', '/api/admin/tag/classification', { name: NUL }, 'name'),
    send('POST', '/api/admin/problem/compile-spj', { code: NUL, language: 'C++' }, 'code'),
    send('POST', '/api/login', { username: NUL, password: 'secret123' }, 'username'),
    send('POST', '/api/change-userInfo', { signature: NUL }, 'signature'),
  ];
};

describe(`NUL characters and lone surrogates in text (${TEST_DIALECT})`, () => {
  it.each(Object.entries(BAD_TEXTS))(
    '%s: every text field answers 400 naming itself, never 500, and nothing is written',
    async (_name, bad) => {
      for (const input of rows(bad)) expectBadInput(input, await app.request(input.request));
      const written = await app.db
        .selectFrom('problems')
        .select('id')
        .where('problemId', 'in', ['NUL1', 'NUL2', 'NUL3'])
        .execute();
      if (written.length > 0) throw new Error(`problems written: ${JSON.stringify(written)}`);
    },
  );
});
