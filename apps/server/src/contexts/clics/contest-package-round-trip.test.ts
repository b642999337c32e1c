// A contest moves with its problems (issue 22, docs/clics.md "Contest package"): an admin's exported contest
// package carries each problem's ICPC problem package, and importing that zip through the Contest API makes new
// problems with the same title, limits, statement, special judge and test data (the bytes).
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { Role } from '@judge/contract';
import { addToContest } from '../../../test/contest-tools-kit.ts';
import { createContest, TIMES } from '../../../test/contests-kit.ts';
import {
  createProblem,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  type TestApp,
  createTestApp,
} from '../../../test/test-app.ts';
import type { ContestPackageReport } from './package-import/import-contest-package.ts';

/** A Kattis output validator (`validate input answer feedback_dir < team_output`): 42 accepts, 43 rejects. */
const VALIDATOR = [
  '#include <fstream>',
  '#include <iostream>',
  'int main(int argc, char** argv) {',
  '  std::ifstream answer(argv[2]);',
  '  long long expected, got;',
  '  answer >> expected;',
  '  if (!(std::cin >> got)) return 43;',
  '  return got == expected ? 42 : 43;',
  '}',
  '',
].join('\n');
const VALIDATOR_LANGUAGE = 'C++ 17 With O2';

let app: TestApp;
let root: Awaited<ReturnType<typeof signedInUser>>;
let cid: number;
const pids: number[] = [];

beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  root = await signedInUser(app, Role.ROOT);
  cid = await createContest(app, root.token, TIMES.running);
  // A sample and two test cases; a hint; limits of its own.
  const plain = await createProblem(app, root.token, {
    problem: { title: 'Sum of Two', hint: 'Mind the *sign*.', timeLimit: 1500, memoryLimit: 128 },
  });
  // A special judge that is a Kattis validator (as an ICPC package's is kept: the profile says how it runs).
  const checked = await createProblem(app, root.token, {
    problem: { title: 'Checked Sum', judgeMode: 'spj', spjCode: VALIDATOR, spjLanguage: VALIDATOR_LANGUAGE },
  });
  const profile = { checker: { kind: 'kattis', source: VALIDATOR, language: VALIDATOR_LANGUAGE, args: [] } };
  await app.db
    .updateTable('problems')
    .set({ judgeProfile: JSON.stringify(profile) })
    .where('id', '=', checked.pid)
    .execute();
  for (const [index, { pid }] of [plain, checked].entries()) {
    await addToContest(app, root.token, cid, pid, 'AB'[index]);
    pids.push(pid);
  }
}, 180_000);
afterAll(() => app.close());

/** The problem as the round trip must keep it, and its cases' bytes in order. */
async function problemOf(pid: number) {
  const row = await app.db.selectFrom('problems').selectAll().where('id', '=', pid).executeTakeFirstOrThrow();
  const cases = await app.db
    .selectFrom('problemCases')
    .innerJoin('testdataBlobs as input', 'input.hash', 'problemCases.inputHash')
    .leftJoin('testdataBlobs as answer', 'answer.hash', 'problemCases.outputHash')
    .select(['input.content as input', 'answer.content as answer'])
    .where('pid', '=', pid)
    .orderBy('position')
    .execute();
  const { title, timeLimit, memoryLimit, description, input, output, hint, examples, judgeMode, spjCode } =
    row;
  return {
    fields: { title, timeLimit, memoryLimit, description, input, output, hint, examples, judgeMode, spjCode },
    spjLanguage: row.spjLanguage,
    cases: cases.map((c) => [Buffer.from(c.input).toString(), Buffer.from(c.answer ?? '').toString()]),
  };
}

describe(`a contest package carries its problems (${TEST_DIALECT})`, () => {
  it('exports each problem as an ICPC package, and the import makes the same problems from them', async () => {
    const exported = await app.request({
      url: `/api/clics/contests/${cid}/package.zip`,
      token: root.token,
    });
    expect(exported.statusCode).toBe(200);
    const zip = exported.raw.rawPayload;
    const files = unzipSync(zip);
    expect(Object.keys(files).filter((name) => name.startsWith('problems/'))).toEqual([
      'problems/A/package.zip',
      'problems/B/package.zip',
    ]);
    const listed = JSON.parse(Buffer.from(files['problems.json']).toString()) as { package?: unknown }[];
    expect(listed.map((problem) => problem.package)).toEqual([
      [{ filename: 'package.zip', mime: 'application/zip' }],
      [{ filename: 'package.zip', mime: 'application/zip' }],
    ]);
    expect(parse(Buffer.from(files['problems.yaml']).toString())).toEqual(listed);
    const checkedPackage = unzipSync(files['problems/B/package.zip']);
    expect(Buffer.from(checkedPackage['output_validators/validator/validate.cpp']).toString()).toBe(
      VALIDATOR,
    );

    const { body, headers } = multipartFile('data', 'moved.zip', zip, 'application/zip');
    const imported = await app.request({
      method: 'POST',
      url: '/api/clics/contests',
      token: root.token,
      headers,
      body,
    });
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(201);
    const report = imported.body as unknown as ContestPackageReport;
    expect(report.problems.map((p) => [p.id, p.label, p.from])).toEqual([
      ['A', 'A', 'package'],
      ['B', 'B', 'package'],
    ]);
    for (const [index, made] of report.problems.entries()) {
      expect(made.pid).not.toBe(pids[index]);
      const before = await problemOf(pids[index]);
      const after = await problemOf(made.pid);
      expect(after.fields).toEqual(before.fields);
      expect(after.spjLanguage).toBe(index === 1 ? VALIDATOR_LANGUAGE : before.spjLanguage);
      // The examples are judged there too (an ICPC package's samples are test cases), ahead of the cases.
      expect(after.cases).toEqual([['1 2', '3'], ...before.cases]);
    }
    // The validator is judged as a Kattis validator there too.
    const checked = await app.db
      .selectFrom('problems')
      .select('judgeProfile')
      .where('id', '=', report.problems[1].pid)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(checked.judgeProfile!).checker).toEqual({
      kind: 'kattis',
      source: VALIDATOR,
      language: VALIDATOR_LANGUAGE,
      args: [],
    });
    const plain = await problemOf(report.problems[0].pid);
    expect(plain.fields).toMatchObject({ hint: 'Mind the *sign*.', timeLimit: 1500, memoryLimit: 128 });
    expect(plain.cases).toHaveLength(3);
  }, 180_000);

  it("leaves the problems' packages out of a public reader's package (their test data is the admins')", async () => {
    const answer = await app.request({ url: `/api/clics/contests/${cid}/package.zip` });
    expect(answer.statusCode).toBe(200);
    const files = unzipSync(answer.raw.rawPayload);
    expect(Object.keys(files).filter((name) => name.startsWith('problems/'))).toEqual([]);
    const listed = JSON.parse(Buffer.from(files['problems.json']).toString()) as object[];
    expect(listed).toHaveLength(2);
    expect(listed.every((problem) => !('package' in problem))).toBe(true);
  });
});
