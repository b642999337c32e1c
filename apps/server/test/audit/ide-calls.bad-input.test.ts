import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInUser, TEST_DIALECT, type TestApp } from '../test-app.ts';
import { expectBadInput, type BadInputRow } from './audit-kit.ts';

/**
 * Bad input to the online IDE's test run (POST /api/submit-problem-test-judge without a pid, docs/api.md
 * "Online IDE"): a 400 naming the field. Code: trimmed not empty, at most 65535 (spec 1-core §5); input at
 * most 10000 characters; the language one the IDE offers (C++, C++ With O2, Python3, spec 2 §9).
 */
const CODE = 'print(sum(map(int, input().split())))\n';

let app: TestApp;
let user: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  app = await createTestApp();
  user = await signedInUser(app);
});
afterAll(() => app.close());

const ideRun = (patch: Record<string, unknown>): BadInputRow['request'] => ({
  method: 'POST',
  url: '/api/submit-problem-test-judge',
  body: { language: 'Python3', code: CODE, userInput: '1 2', ...patch },
});
const row = (patch: Record<string, unknown>, field: string): BadInputRow => ({
  call: 'IDE test run',
  request: ideRun(patch),
  field,
});

const ROWS: BadInputRow[] = [
  row({ code: undefined }, 'code'),
  row({ code: '' }, 'code'),
  row({ code: ' \n\t ' }, 'code'),
  row({ code: 'x'.repeat(65536) }, 'code'),
  row({ code: 12 }, 'code'),
  row({ language: undefined }, 'language'),
  row({ language: ' ' }, 'language'),
  // Languages the judge runs but the IDE does not offer, and ones nobody runs.
  row({ language: 'C' }, 'language'),
  row({ language: 'Java' }, 'language'),
  row({ language: 'Brainfuck' }, 'language'),
  row({ language: 'c++' }, 'language'),
  row({ userInput: 'x'.repeat(10001) }, 'userInput'),
  row({ userInput: 5 }, 'userInput'),
  row({ pid: 0 }, 'pid'),
  row({ pid: -1 }, 'pid'),
  row({ pid: 'abc' }, 'pid'),
  row({ pid: null }, 'pid'),
];

describe(`online IDE test run: bad input (${TEST_DIALECT})`, () => {
  it.each(ROWS.map((r) => [JSON.stringify(r.request.body).slice(0, 80), r]))('%s', async (_name, r) => {
    expectBadInput(r, await app.request({ ...r.request, token: user.token }));
  });

  it('a refused run writes nothing; input of exactly 10000 characters is taken', async () => {
    const before = (await app.db.selectFrom('testRuns').select('runKey').execute()).length;
    for (const r of ROWS) await app.request({ ...r.request, token: user.token });
    expect(await app.db.selectFrom('testRuns').select('runKey').execute()).toHaveLength(before);
    const longest = await app.request({ ...ideRun({ userInput: '1'.repeat(10000) }), token: user.token });
    expect(longest.statusCode).toBe(200);
    expect(typeof longest.body.data).toBe('string');
  });
});
