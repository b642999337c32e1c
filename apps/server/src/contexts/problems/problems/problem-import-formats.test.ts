import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/contract';
import { readZip, writeZip } from '../testdata/zip.ts';
import { cdata, fpsItem, fpsXml, qduojProblem } from './exchange/test-fixtures.ts';
import {
  createProblem,
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files)));
const QDUOJ_URL = '/api/file/import-qdoj-problem';
const FPS_URL = '/api/file/import-fps-problem';
const HYDRO_URL = '/api/file/import-hydro-problem';

function importFile(app: TestApp, url: string, token: string | undefined, name: string, content: Buffer) {
  return app.request({ method: 'POST', url, token, ...multipartFile('file', name, content) });
}

async function problemCount(app: TestApp) {
  const row = await app.db
    .selectFrom('problems')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function storedProblem(app: TestApp, token: string, problemId: string) {
  const list = await app.request({
    url: '/api/admin/problem/get-problem-list',
    token,
    query: { keyword: problemId },
  });
  const row = list.body.data.records.find((r: { problemId: string }) => r.problemId === problemId);
  expect(row, `problem ${problemId} is listed`).toBeDefined();
  return (await app.request({ url: `/api/admin/problem?pid=${row.id}`, token })).body.data;
}

const unique = () => Math.random().toString(36).slice(2, 8).toUpperCase();

// One app with the embedded judge: special judges compile on import, and imported problems are judged.
let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  admin = await signedInUser(app, Role.PROBLEM_ADMIN);
});
afterAll(() => app.close());

describe(`QDUOJ and FPS import (${TEST_DIALECT})`, () => {
  it.each([QDUOJ_URL, FPS_URL])('%s: 401 for a guest, 403 for a user or teacher', async (url) => {
    const before = await problemCount(app);
    expect((await importFile(app, url, undefined, 'x.zip', Buffer.from('x'))).statusCode).toBe(401);
    for (const role of [Role.USER, Role.TEACHER]) {
      const user = await signedInUser(app, role);
      expect((await importFile(app, url, user.token, 'x.zip', Buffer.from('x'))).statusCode).toBe(403);
    }
    expect(await problemCount(app)).toBe(before);
  });

  it('imports a QDUOJ ACM problem and an OI problem with its scores', async () => {
    const [acm, oi] = [`QA${unique()}`, `QO${unique()}`];
    const zip = zipOf({
      '1/problem.json': qduojProblem({ display_id: acm }),
      '1/testcase/1.in': '1 2\r\n',
      '1/testcase/1.out': '3\r\n',
      '1/testcase/2.in': '5 5\n',
      '1/testcase/2.out': '10\n',
      '2/problem.json': qduojProblem({
        display_id: oi,
        title: 'Scored',
        rule_type: 'OI',
        time_limit: 2500,
        memory_limit: 128,
        test_case_score: [
          { score: 40, input_name: '1.in', output_name: '1.out' },
          { score: 60, input_name: '2.in', output_name: '2.out' },
        ],
      }),
      '2/testcase/1.in': '7',
      '2/testcase/1.out': '7',
      '2/testcase/2.in': '8',
      '2/testcase/2.out': '8',
    });
    const response = await importFile(app, QDUOJ_URL, admin.token, 'problem-export.zip', zip);
    expect(response.statusCode).toBe(200);
    expect(response.body.data).toEqual({ count: 2, problemIds: [acm, oi] });

    const first = await storedProblem(app, admin.token, acm);
    expect(first.problem).toMatchObject({
      problemId: acm,
      title: 'A+B',
      description: 'Add **two** numbers.',
      output: 'The **sum**.',
      examples: '<input>1 2\n</input><output>3</output>',
      timeLimit: 1000,
      memoryLimit: 256,
      type: 0,
      source: 'QDU',
      author: admin.username,
    });
    expect(first.isUploadTestCase).toBe(true);
    expect(
      first.samples.map((s: { inputName: string; input: string; output: string }) => [
        s.inputName,
        s.input,
        s.output,
      ]),
    ).toEqual([
      ['1.in', '1 2\n', '3\n'],
      ['2.in', '5 5\n', '10\n'],
    ]);
    expect(first.tags.map((t: { name: string }) => t.name).sort()).toEqual(['basics', 'math']);
    expect(first.codeTemplates).toEqual([
      { language: 'C++', code: '#include <cstdio>\nint add(int a, int b) { }\nint main() {}', status: true },
    ]);

    const second = await storedProblem(app, admin.token, oi);
    expect(second.problem).toMatchObject({ type: 1, timeLimit: 2500, memoryLimit: 128, ioScore: 100 });
    expect(second.samples.map((s: { score: number }) => s.score)).toEqual([40, 60]);
    const download = await app.request({
      url: `/api/file/download-testcase?pid=${second.problem.id}`,
      token: admin.token,
    });
    const files = readZip(download.raw.rawPayload);
    expect(Object.fromEntries([...files].map(([name, content]) => [name, content.toString()]))).toEqual({
      '1.in': '7',
      '1.out': '7',
      '2.in': '8',
      '2.out': '8',
    });
  });

  it('imports FPS items with s and ms, kb memory and the old form, under the next free FPS-<n> ids', async () => {
    const xml = fpsXml(
      fpsItem(
        'Sum of two',
        `<time_limit unit="s">${cdata('1.5')}</time_limit>
<memory_limit unit="kb">${cdata('131072')}</memory_limit>
<test_input>${cdata('1 2\n')}</test_input><test_output>${cdata('3\n')}</test_output>
<test_input>${cdata('4 4\n')}</test_input><test_output>${cdata('8\n')}</test_output>`,
      ),
      fpsItem(
        'Old HUSTOJ',
        `<time_limit unit="ms">${cdata('300')}</time_limit>
<memory_limit unit="mb">${cdata('64')}</memory_limit>
<test_input>${cdata('9 1')}</test_input><test_input>${cdata('10')}</test_input>`,
      ),
    );
    const first = await importFile(app, FPS_URL, admin.token, 'problems.xml', xml);
    expect(first.statusCode).toBe(200);
    const ids: string[] = first.body.data.problemIds;
    expect(ids).toHaveLength(2);
    const n = Number(ids[0].slice('FPS-'.length));
    expect(ids).toEqual([`FPS-${n}`, `FPS-${n + 1}`]);

    const sum = await storedProblem(app, admin.token, ids[0]);
    expect(sum.problem).toMatchObject({
      title: 'Sum of two',
      timeLimit: 1500,
      memoryLimit: 128,
      input: 'Two integers.',
      examples: '<input>1 2</input><output>3</output><input>2 2</input><output>4</output>',
      source: 'HUSTOJ classics',
    });
    expect(sum.samples.map((s: { input: string; output: string }) => [s.input, s.output])).toEqual([
      ['1 2\n', '3\n'],
      ['4 4\n', '8\n'],
    ]);
    const old = await storedProblem(app, admin.token, ids[1]);
    expect(old.problem).toMatchObject({ title: 'Old HUSTOJ', timeLimit: 300, memoryLimit: 64 });
    expect(old.samples.map((s: { input: string; output: string }) => [s.input, s.output])).toEqual([
      ['9 1', '10'],
    ]);

    // Again: new ids above the ones taken, even after a problem named FPS-<bigger> by hand.
    await createProblem(app, admin.token, { problem: { problemId: `FPS-${n + 5}` } });
    const again = await importFile(app, FPS_URL, admin.token, 'problems.xml', xml);
    expect(again.body.data.problemIds).toEqual([`FPS-${n + 6}`, `FPS-${n + 7}`]);
  });

  it.each([
    ['QDUOJ: not a zip', QDUOJ_URL, 'x.zip', () => Buffer.from('not a zip'), 'not a readable zip'],
    ['QDUOJ: wrong file type', QDUOJ_URL, 'x.xml', () => zipOf({}), 'File type not supported'],
    ['QDUOJ: no problem.json', QDUOJ_URL, 'x.zip', () => zipOf({ 'a.txt': 'x' }), 'no 1/problem.json'],
    [
      'QDUOJ: a missing output in the second problem',
      QDUOJ_URL,
      'x.zip',
      () =>
        zipOf({
          '1/problem.json': qduojProblem({ display_id: `QM${unique()}` }),
          '1/testcase/1.in': '1',
          '1/testcase/1.out': '1',
          '2/problem.json': qduojProblem({ display_id: `QM${unique()}` }),
          '2/testcase/1.in': '1',
        }),
      '2/problem.json: the test case 2/testcase/1.out is missing',
    ],
    [
      'QDUOJ: a gap in the numbering',
      QDUOJ_URL,
      'x.zip',
      () =>
        zipOf({
          '1/problem.json': qduojProblem({ display_id: `QG${unique()}` }),
          '1/testcase/1.in': '1',
          '1/testcase/1.out': '1',
          '1/testcase/3.in': '1',
          '1/testcase/3.out': '1',
        }),
      '1/problem.json: the test case 1/testcase/2.in is missing',
    ],
    ['FPS: invalid XML', FPS_URL, 'x.xml', () => Buffer.from('<fps><item><title>x</item>'), 'not valid XML'],
    ['FPS: wrong file type', FPS_URL, 'x.zip', () => fpsXml(), 'File type not supported'],
    [
      'FPS: an item without a title after a good one',
      FPS_URL,
      'x.xml',
      () =>
        fpsXml(
          fpsItem('Fine', `<test_input>${cdata('1')}</test_input><test_output>${cdata('1')}</test_output>`),
          `<item><description>${cdata('x')}</description></item>`,
        ),
      'item 2: <title> is missing',
    ],
  ])('%s → 400 naming it, nothing created', async (_name, url, fileName, content, message) => {
    const before = await problemCount(app);
    const response = await importFile(app, url, admin.token, fileName, content());
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('file');
    expect(response.body.msg).toContain(message);
    expect(await problemCount(app)).toBe(before);
  });

  // Declarations are how XML reads files (external entities) or blows up (nested entities): only the DOCTYPE that
  // HUSTOJ writes, which declares nothing, is let through.
  const testPair = `<test_input>${cdata('1')}</test_input><test_output>&secret;</test_output>`;
  const declaring = (declarations: string) =>
    Buffer.from(
      `<?xml version="1.0"?>\n${declarations}\n<fps version="1.2">${fpsItem('Evil', testPair)}</fps>`,
    );
  it.each([
    ['an external entity', '<!DOCTYPE fps [<!ENTITY secret SYSTEM "file:///etc/passwd">]>'],
    ['an external DTD', '<!DOCTYPE fps SYSTEM "file:///etc/passwd">'],
    [
      'nested entities',
      `<!DOCTYPE fps [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;"><!ENTITY secret "&b;&b;&b;&b;">]>`,
    ],
    ['an internal entity', '<!DOCTYPE fps [<!ENTITY secret "1">]>'],
  ])('FPS with %s: 400 naming the file, nothing created', async (_name, declarations) => {
    const before = await problemCount(app);
    const response = await importFile(app, FPS_URL, admin.token, 'evil.xml', declaring(declarations));
    expect(response.statusCode).toBe(400);
    expect(response.body.data.field).toBe('file');
    expect(response.body.msg).toMatch(/^file: evil\.xml: .*DOCTYPE/);
    expect(await problemCount(app)).toBe(before);
  });

  it('FPS with an entity declared inside the document: 400 naming the file', async () => {
    const xml = Buffer.from(
      `<fps><!DOCTYPE x [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${fpsItem('Evil', testPair)}</fps>`,
    );
    const response = await importFile(app, FPS_URL, admin.token, 'inner.xml', xml);
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toMatch(/^file: inner\.xml: /);
  });

  it('refuses a QDUOJ display id that exists, or twice in the zip, importing none of the zip', async () => {
    const { problemId } = await createProblem(app, admin.token);
    const fresh = `QD${unique()}`;
    const cases = (n: number) => ({ [`${n}/testcase/1.in`]: '1', [`${n}/testcase/1.out`]: '1' });
    const before = await problemCount(app);
    const taken = await importFile(
      app,
      QDUOJ_URL,
      admin.token,
      'x.zip',
      zipOf({
        '1/problem.json': qduojProblem({ display_id: fresh }),
        ...cases(1),
        '2/problem.json': qduojProblem({ display_id: problemId.toLowerCase() }),
        ...cases(2),
      }),
    );
    expect(taken.statusCode).toBe(400);
    expect(taken.body.msg).toContain(
      `2/problem.json: The problem id ${problemId.toLowerCase()} already exists`,
    );
    const twice = await importFile(
      app,
      QDUOJ_URL,
      admin.token,
      'x.zip',
      zipOf({
        '1/problem.json': qduojProblem({ display_id: fresh }),
        ...cases(1),
        '2/problem.json': qduojProblem({ display_id: fresh }),
        ...cases(2),
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.body.msg).toContain(`2/problem.json: the problem id ${fresh} appears twice`);
    expect(await problemCount(app)).toBe(before);
  });

  it('refuses a special judge that does not compile, naming the problem', async () => {
    const before = await problemCount(app);
    const response = await importFile(
      app,
      QDUOJ_URL,
      admin.token,
      'x.zip',
      zipOf({
        '1/problem.json': qduojProblem({ display_id: `QF${unique()}` }),
        '1/testcase/1.in': '1',
        '1/testcase/1.out': '1',
        '2/problem.json': qduojProblem({
          display_id: `QS${unique()}`,
          spj: { language: 'C', code: 'int main( { return 0; }' },
        }),
        '2/testcase/1.in': '1',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toContain('2/problem.json: problem.spjCode: Compile Error');
    expect(await problemCount(app)).toBe(before);
  });
});

describe(`imported problems are judged (${TEST_DIALECT}, embedded judge)`, () => {
  /**
   * A HUSTOJ checker: `spj input answer user_output`, exit 0 accepted, 1 wrong (within 0.01). The
   * answer files carry a marker word the users' output lacks, so arguments in the wrong order fail.
   */
  const HUSTOJ_SPJ = `#include <stdio.h>
#include <math.h>
int main(int argc, char *args[]) {
  FILE *answer = fopen(args[2], "r"), *user = fopen(args[3], "r");
  double expected, got;
  char marker[16];
  if (fscanf(answer, "%lf %15s", &expected, marker) != 2) return 2;
  if (fscanf(user, "%lf", &got) != 1) return 1;
  return fabs(expected - got) < 0.01 ? 0 : 1;
}`;

  it('an FPS problem with a HUSTOJ special judge accepts a right answer and rejects a wrong one', async () => {
    const xml = fpsXml(
      fpsItem(
        'Half',
        `<time_limit>${cdata('1')}</time_limit><memory_limit>${cdata('128')}</memory_limit>
<test_input>${cdata('3\n')}</test_input><test_output>${cdata('1.500 ANSWER\n')}</test_output>
<test_input>${cdata('10\n')}</test_input><test_output>${cdata('5 ANSWER\n')}</test_output>
<spj language="C">${cdata(HUSTOJ_SPJ)}</spj>`,
      ),
    );
    const imported = await importFile(app, FPS_URL, admin.token, 'half.xml', xml);
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(200);
    const stored = await storedProblem(app, admin.token, imported.body.data.problemIds[0]);
    expect(stored.problem.judgeMode).toBe('spj');

    // One user per submission: a user's submissions are spaced by a cooldown.
    const verdictOf = async (code: string) => {
      const user = await signedInUser(app);
      const submitted = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid: stored.problem.id, language: 'Python3', code },
      });
      expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
      return (await waitForVerdict(app, submitted.body.data.submitId)).status;
    };
    expect(await verdictOf('print(int(input()) / 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(int(input()) // 2)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  /** One user per submission (a user's submissions are spaced by a cooldown): the verdict of `code` in Python. */
  const verdictIn = (pid: number) => async (code: string) => {
    const user = await signedInUser(app);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: { pid, language: 'Python3', code },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    return (await waitForVerdict(app, submitted.body.data.submitId)).status;
  };

  it("an FPS problem's HUSTOJ special judge in Python runs by HUSTOJ's argument order too", async () => {
    // No C wrapper can reorder a Python checker's arguments: only the hustoj dialect runs it right.
    const PYTHON_SPJ = `import sys
answer, user = open(sys.argv[2]).read().split(), open(sys.argv[3]).read().split()
sys.exit(0 if answer[1] == 'ANSWER' and user and abs(float(answer[0]) - float(user[0])) < 0.01 else 1)
`;
    const xml = fpsXml(
      fpsItem(
        'Half in Python',
        `<time_limit>${cdata('1')}</time_limit><memory_limit>${cdata('128')}</memory_limit>
<test_input>${cdata('3\n')}</test_input><test_output>${cdata('1.5 ANSWER\n')}</test_output>
<spj language="Python">${cdata(PYTHON_SPJ)}</spj>`,
      ),
    );
    const imported = await importFile(app, FPS_URL, admin.token, 'half-py.xml', xml);
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(200);
    const stored = await storedProblem(app, admin.token, imported.body.data.problemIds[0]);
    const verdictOf = verdictIn(stored.problem.id);
    expect(await verdictOf('print(int(input()) / 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(int(input()) // 2)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it("an admin's later edit of an imported problem's special judge in the form is what judges, not the profile", async () => {
    const xml = fpsXml(
      fpsItem(
        'Half, edited',
        `<time_limit>${cdata('1')}</time_limit><memory_limit>${cdata('128')}</memory_limit>
<test_input>${cdata('3\n')}</test_input><test_output>${cdata('1.5 ANSWER\n')}</test_output>
<spj language="C">${cdata(HUSTOJ_SPJ)}</spj>`,
      ),
    );
    const imported = await importFile(app, FPS_URL, admin.token, 'half-edited.xml', xml);
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(200);
    const stored = await storedProblem(app, admin.token, imported.body.data.problemIds[0]);
    // The edit: the site's own convention (`spj input user_output answer`) and a wider tolerance, so a rounded-down
    // half passes too. The imported checker (still in the profile) would reject it.
    const OUR_SPJ = HUSTOJ_SPJ.replace(
      'answer = fopen(args[2], "r"), *user = fopen(args[3], "r")',
      'answer = fopen(args[3], "r"), *user = fopen(args[2], "r")',
    ).replace('< 0.01', '< 0.6');
    expect(OUR_SPJ).toContain('< 0.6');
    const edited = await app.request({
      method: 'PUT',
      url: '/api/admin/problem',
      token: admin.token,
      body: {
        pid: stored.problem.id,
        problem: { ...stored.problem, spjCode: OUR_SPJ, spjLanguage: 'C' },
        samples: [],
        languages: ['Python3'],
        tags: [],
        codeTemplates: [],
        changeCases: false,
      },
    });
    expect(edited.statusCode, JSON.stringify(edited.body)).toBe(200);
    const verdictOf = verdictIn(stored.problem.id);
    expect(await verdictOf('print(int(input()) / 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(int(input()) // 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(0)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it("a QDUOJ problem's special judge runs by QDUOJ's convention: the input on stdin, the output as its file", async () => {
    // QDUOJ's spj: `spj input user_output`, the input also on stdin, no answer file; exit 0 accepted, 1 wrong.
    const QDUOJ_SPJ = `#include <stdio.h>
#include <math.h>
int main(int argc, char *argv[]) {
  double n, got;
  FILE *user = fopen(argv[2], "r");
  if (scanf("%lf", &n) != 1) return 255;
  if (!user || fscanf(user, "%lf", &got) != 1) return 1;
  return fabs(got * 2 - n) < 0.01 ? 0 : 1;
}`;
    const problemId = `QS${unique()}`;
    const zip = zipOf({
      '1/problem.json': qduojProblem({
        display_id: problemId,
        spj: { language: 'C', code: QDUOJ_SPJ },
        test_case_score: [],
      }),
      '1/testcase/1.in': '3\n',
      '1/testcase/2.in': '10\n',
    });
    const imported = await importFile(app, QDUOJ_URL, admin.token, 'spj.zip', zip);
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(200);
    const stored = await storedProblem(app, admin.token, problemId);
    const verdictOf = verdictIn(stored.problem.id);
    expect(await verdictOf('print(int(input()) / 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(int(input()) // 2)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it("a Hydro problem with a HUSTOJ checker (checker_type hustoj) is judged by HUSTOJ's convention", async () => {
    // HUSTOJ: \`spj input answer user_output\`; the answers carry a marker the users' output lacks.
    const HUSTOJ_CHECKER = `#include <stdio.h>
#include <math.h>
int main(int argc, char *args[]) {
  FILE *answer = fopen(args[2], "r"), *user = fopen(args[3], "r");
  double expected, got;
  char marker[16];
  if (fscanf(answer, "%lf %15s", &expected, marker) != 2) return 2;
  if (fscanf(user, "%lf", &got) != 1) return 1;
  return fabs(expected - got) < 0.01 ? 0 : 1;
}`;
    const pid = `HH${unique()}`;
    const zip = zipOf({
      'half/problem.yaml': `pid: ${pid}\ntitle: Half\n`,
      'half/problem.md': 'Print half of n.',
      'half/testdata/config.yaml': 'time: 1s\nmemory: 128m\nchecker_type: hustoj\nchecker: chk.c\n',
      'half/testdata/chk.c': HUSTOJ_CHECKER,
      'half/testdata/1.in': '3\n',
      'half/testdata/1.out': '1.5 ANSWER\n',
      'half/testdata/2.in': '10\n',
      'half/testdata/2.out': '5 ANSWER\n',
    });
    const imported = await importFile(app, HYDRO_URL, admin.token, 'hydro.zip', zip);
    expect(imported.statusCode, JSON.stringify(imported.body)).toBe(200);
    const stored = await storedProblem(app, admin.token, pid);
    expect(stored.problem.judgeMode).toBe('spj');
    const verdictOf = verdictIn(stored.problem.id);
    expect(await verdictOf('print(int(input()) / 2)\n')).toBe(JudgeStatus.ACCEPTED);
    expect(await verdictOf('print(int(input()) // 2)\n')).toBe(JudgeStatus.WRONG_ANSWER);
  });
});
