// The site's package import reports what `npm run judge -- check` prints (expected and obtained verdict and score,
// left to a person, notes, submissions not judged and why, group scores, warnings, the tally), and imports
// Codeforces Polygon packages (full, or standard with its tests made on import) as problems the site judges as the
// CLI does: limits, cases, the testlib checker with its headers, points, samples and the statement.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { zipSync } from 'fflate';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, readPackageMessage, Role } from '@judge/contract';
import { checkPackage, createJudgeWorker, loadProblem, outcomeOf } from '@judge/judge';
import {
  createTestApp,
  multipartFile,
  signedInUser,
  TEST_DIALECT,
  waitForVerdict,
  type TestApp,
} from '../../../../test/test-app.ts';

const judgeTests = join(import.meta.dirname, '..', '..', '..', '..', '..', 'judge', 'test');

/** A package folder of the judge's tests as the zip a setter uploads, with files added, replaced or left out. */
function zipPackage(
  folder: string,
  name: string,
  change: {
    add?: Record<string, string | Buffer>;
    drop?: (path: string) => boolean;
    edit?: Record<string, (text: string) => string>;
  } = {},
): Buffer {
  const dir = join(judgeTests, folder);
  const files: Record<string, Uint8Array> = {};
  const walk = (path: string) => {
    for (const entry of readdirSync(path)) {
      const full = join(path, entry);
      const inside = relative(dir, full);
      if (statSync(full).isDirectory()) walk(full);
      else if (!change.drop?.(inside)) {
        const edit = change.edit?.[inside];
        files[`${name}/${inside}`] = edit
          ? Buffer.from(edit(readFileSync(full, 'utf8')))
          : readFileSync(full);
      }
    }
  };
  walk(dir);
  for (const [path, content] of Object.entries(change.add ?? {}))
    files[`${name}/${path}`] = typeof content === 'string' ? Buffer.from(content) : content;
  return Buffer.from(zipSync(files));
}

let app: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  app = await createTestApp({ embeddedJudge: true });
  admin = await signedInUser(app, Role.ROOT);
});
afterAll(() => app.close());

const importZip = (content: Buffer) =>
  app.request({
    method: 'POST',
    url: '/api/admin/problem/import-icpc',
    token: admin.token,
    ...multipartFile('file', 'package.zip', content),
  });

interface Line {
  path: string;
  expected: string[];
  verdict: string;
  siteVerdict?: string;
  score: number;
  ok: boolean;
  outcome?: string;
  expectedScore?: number | [number, number];
  manual?: boolean;
  notes?: string[];
  notJudged?: string;
  groups?: { name: string; verdict: string; score: number }[];
}

const byPath = (lines: Line[]) => Object.fromEntries(lines.map((line) => [line.path, line]));

/** The statement sections Polygon writes, in one language. */
const sections = (language: string, legend: string) => ({
  [`statement-sections/${language}/name.tex`]: language === 'chinese' ? 'A 加 B' : 'A plus B, scored',
  [`statement-sections/${language}/legend.tex`]: legend,
  [`statement-sections/${language}/input.tex`]: 'Two integers $a$ and $b$ ($1 \\le a, b \\le 10^9$).',
  [`statement-sections/${language}/output.tex`]: 'Print \\textbf{one} integer~--- their sum.',
  [`statement-sections/${language}/notes.tex`]: 'Use 64-bit integers: $$a + b \\le 2 \\cdot 10^9$$',
  [`statement-sections/${language}/tutorial.tex`]: 'The editorial: just add them.',
});

describe(`package import report and Polygon packages (${TEST_DIALECT})`, () => {
  it('reports what judge check prints: left to a person, notes, not judged with its reason, warnings, the tally', async () => {
    const response = await importZip(
      zipPackage('conformance/submission-folders', 'submission-folders', {
        // Python 2, which the judge does not run: listed as not judged, as DOMjudge skips a language it lacks.
        add: { 'submissions/accepted/old.py2': 'print "hello"\n' },
        // The output flooder is the judge's conformance suite's to time: on a loaded machine it can run out of time
        // before it reaches the output limit, which says nothing about the report.
        drop: (path) => path.startsWith('submissions/output_limit/'),
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    const lines = byPath(report.submissions);
    expect(report.format).toBe('icpc');
    expect(lines['submissions/check_manually/judged-by-a-person.py']).toMatchObject({
      outcome: 'manual',
      manual: true,
      ok: true,
    });
    expect(lines['submissions/wrong_answer/annotated-twice.py'].notes?.join(' ')).toMatch(
      /more than one @EXPECTED_RESULTS@/,
    );
    expect(lines['submissions/accepted/old.py2']).toMatchObject({ outcome: 'skipped', verdict: '-' });
    expect(lines['submissions/accepted/old.py2'].notJudged).toMatch(/Python 2/);
    // Named inside the package, not in the server's temporary folder the upload was unpacked into.
    expect(lines['submissions/accepted/old.py2'].notJudged).toMatch(/: submissions\/accepted\/old\.py2$/);
    expect(lines['submissions/our_own_folder/anything.py'].outcome).toBe('listed');
    expect(report.warnings.join('\n')).toMatch(
      /submissions\/our_own_folder is not a folder DOMjudge or problemtools knows/,
    );
    expect(lines['submissions/accepted/hello.py']).toMatchObject({
      outcome: 'ok',
      expected: ['AC'],
      verdict: 'AC',
    });
    expect(
      report.submissions.filter((line: Line) => !line.ok),
      JSON.stringify(report.submissions.filter((line: Line) => !line.ok)),
    ).toEqual([]);
    expect(report.tally).toMatchObject({ DIFFERS: 0, skipped: 1, listed: 1 });
    expect(report.tally.manual).toBeGreaterThanOrEqual(1);
    const counted = Object.values(report.tally as Record<string, number>).reduce((a, b) => a + b, 0);
    expect(counted).toBe(report.submissions.length);
    expect(report.mismatches).toBe(0);
    // Every reason the judge gave is one of its catalogue's sentences, which the site's pages translate.
    const reasons = [
      report.timeLimitSource,
      ...report.warnings,
      ...report.submissions.flatMap((line: Line) => [...(line.notes ?? []), line.notJudged ?? []].flat()),
    ];
    expect(reasons.filter((reason: string) => !readPackageMessage(reason))).toEqual([]);
    expect(reasons.map((reason: string) => readPackageMessage(reason)?.code)).toEqual(
      expect.arrayContaining(['timeLimitGiven', 'unknownFolder', 'severalAnnotations', 'languageNotRun']),
    );
    // Kept with the problem: the judge profile holds the same report.
    const stored = await app.db
      .selectFrom('problems')
      .select('judgeProfile')
      .where('problemId', '=', 'submission-folders')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.judgeProfile!).importReport).toEqual(report);
  });

  it('reports a difference as judge check does (which exits 1 on it): the line, what it broke, the problem kept and flagged', async () => {
    // One space where the package wants two: WA under accepted/.
    const response = await importZip(
      zipPackage('conformance/space-sensitive', 'space-sensitive', {
        add: { 'submissions/accepted/one-space-only.py': "print('Hello World')\n" },
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    expect(byPath(report.submissions)['submissions/accepted/one-space-only.py']).toMatchObject({
      outcome: 'DIFFERS',
      ok: false,
      expected: ['AC'],
      verdict: 'WA',
      unmet: ['WA (expected AC)'],
    });
    expect(report.mismatches).toBe(1);
    expect(report.tally).toMatchObject({ ok: 4, DIFFERS: 1 });
    const problem = await app.db
      .selectFrom('problems')
      .select('id')
      .where('problemId', '=', 'space-sensitive')
      .executeTakeFirstOrThrow();
    const stored = await app.request({
      method: 'GET',
      url: `/api/admin/problem/import-report?pid=${problem.id}`,
      token: admin.token,
    });
    expect(stored.body.data).toEqual(report);
  });

  it('reports a scoring package: the expected score, the score and each group', async () => {
    const response = await importZip(zipPackage('conformance/scoring-domjudge', 'scoring-domjudge'));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    expect(report.mismatches).toBe(0);
    expect(report.grading).toMatch(/DOMjudge's reading of testdata.yaml/);
    const scored = report.submissions.filter((line: Line) => line.expectedScore !== undefined);
    expect(scored.length).toBeGreaterThan(0);
    for (const line of scored) expect(line.score).toBeCloseTo(line.expectedScore as number, 6);
    const accepted = byPath(report.submissions)['submissions/accepted/square.py'];
    expect(accepted.groups?.length).toBeGreaterThan(0);
    expect(accepted.groups?.every((group) => group.verdict === 'AC')).toBe(true);
  });

  it("an ICPC package's Java is compiled by the package's rules through the site, as the CLI compiles it", async () => {
    const java = (path: string) =>
      path.startsWith('submissions/') && !/\.java$/.test(path) && !path.includes('java-packages');
    const response = await importZip(
      zipPackage('conformance/package-languages', 'package-languages', { drop: java }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const lines = byPath(response.body.data.submissions);
    // No class holding main: a compile error under DOMjudge's and Kattis' rules (the site's own would run it).
    expect(lines['submissions/compile_error/no-main.java']).toMatchObject({ verdict: 'CE', ok: true });
    expect(lines['submissions/accepted/hello.java']).toMatchObject({ verdict: 'AC', ok: true });
    expect(response.body.data.mismatches).toBe(0);
  });

  it('imports a full Polygon package: limits, cases, checker and headers, points, samples, statement; its solutions judged', async () => {
    const response = await importZip(
      zipPackage('polygon/aplusb-scored', 'aplusb-scored', {
        add: {
          ...sections('english', 'Given $a$ and $b$, find $a + b$. See \\emph{the notes}.'),
          ...sections('russian', 'Даны $a$ и $b$.'),
        },
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    expect(report).toMatchObject({
      problemId: 'aplusb-scored',
      title: 'A plus B, scored',
      format: 'polygon',
      statementLanguage: 'english',
      madeTests: 0,
      timeLimitMs: 1000,
      mismatches: 0,
    });
    const lines = byPath(report.submissions);
    expect(Object.keys(lines).sort()).toEqual([
      'solutions/difference.cpp',
      'solutions/small-only.cpp',
      'solutions/spin.cpp',
      'solutions/sum.cpp',
      'solutions/sum.py',
    ]);
    expect(lines['solutions/sum.cpp']).toMatchObject({ verdict: 'AC', score: 100, outcome: 'ok' });
    expect(lines['solutions/sum.py']).toMatchObject({ verdict: 'AC', score: 100 });
    expect(lines['solutions/small-only.cpp']).toMatchObject({ verdict: 'WA', score: 40, outcome: 'ok' });
    expect(lines['solutions/difference.cpp']).toMatchObject({ verdict: 'WA', score: 0 });
    expect(lines['solutions/spin.cpp']).toMatchObject({ verdict: 'TLE', score: 0 });
    expect(lines['solutions/small-only.cpp'].groups).toEqual(
      expect.arrayContaining([
        { name: 'small', verdict: 'AC', score: 40 },
        { name: 'large', verdict: 'WA', score: 0 },
      ]),
    );
    expect(report.tally).toEqual({ ok: 5, DIFFERS: 0, manual: 0, listed: 0, skipped: 0 });

    // The same lines as `npm run judge -- check` on the package itself (its files, the judge library's worker).
    const worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
    try {
      const dir = join(judgeTests, 'polygon/aplusb-scored');
      const cli = await checkPackage(worker, loadProblem(dir), dir);
      const summary = (line: { path: string; verdict: string; score: number; expected: string[] }) =>
        [line.path, line.verdict, line.score, line.expected.join('|')].join(' ');
      expect(report.submissions.map(summary)).toEqual(cli.submissions.map(summary));
      expect(report.submissions.map((line: Line) => line.outcome)).toEqual(cli.submissions.map(outcomeOf));
      expect(report.warnings).toEqual(cli.warnings);
    } finally {
      await worker.close();
    }

    const detail = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'aplusb-scored' },
    });
    const problem = detail.body.data.problem;
    expect(problem).toMatchObject({ timeLimit: 1000, memoryLimit: 256, type: 1, judgeMode: 'spj' });
    expect(problem.description).toBe('Given $a$ and $b$, find $a + b$. See *the notes*.');
    expect(problem.input).toBe('Two integers $a$ and $b$ ($1 \\le a, b \\le 10^9$).');
    expect(problem.output).toBe('Print **one** integer — their sum.');
    expect(problem.hint).toBe('Use 64-bit integers: $$a + b \\le 2 \\cdot 10^9$$');
    expect(JSON.stringify(problem)).not.toContain('editorial');
    expect(problem.examples).toBe('<input>1 2\n</input><output>3\n</output>');

    const row = await app.db
      .selectFrom('problems')
      .selectAll()
      .where('problemId', '=', 'aplusb-scored')
      .executeTakeFirstOrThrow();
    expect(row.spjCode).toContain('#include "numbers.h"');
    expect(Object.keys(JSON.parse(row.judgeExtraFile ?? '{}'))).toEqual(['numbers.h']);
    const cases = await app.db
      .selectFrom('problemCases')
      .select(['position', 'score'])
      .where('pid', '=', row.id)
      .orderBy('position')
      .execute();
    // Each test's points, a complete-group group's on its last test: 100 in all, as the grading tree's maximum.
    expect(cases.map((c) => c.score)).toEqual([0, 10, 30, 0, 60]);
    // The report is stored with the problem and read again later from the problem's page.
    const storedReport = await app.request({
      url: '/api/admin/problem/import-report',
      token: admin.token,
      query: { pid: String(row.id) },
    });
    expect(storedReport.body.data).toEqual(report);
    const unknown = await app.request({
      url: '/api/admin/problem/import-report',
      token: admin.token,
      query: { pid: '999999' },
    });
    expect(unknown.statusCode).toBe(404);
    const profile = JSON.parse(row.judgeProfile!);
    expect(profile.checker).toMatchObject({ kind: 'testlib', language: expect.stringMatching(/C\+\+/) });
    // Every language under the same limits, and programs compiled by the package's rules, as the CLI judges it.
    expect(profile).toMatchObject({
      icpcScoring: true,
      languageFactors: false,
      programConventions: 'package',
    });
    expect(profile.icpcGrading.maxScore).toBe(100);

    // A user's submission gets the package's points through the ordinary queue.
    const user = await signedInUser(app);
    const submitted = await app.request({
      method: 'POST',
      url: '/api/submit-problem-judge',
      token: user.token,
      body: {
        pid: row.id,
        language: 'Python3',
        code: 'a, b = map(int, input().split())\nprint(a + b if a + b < 10**6 else 0)\n',
      },
    });
    expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
    const verdict = await waitForVerdict(app, submitted.body.data.submitId);
    expect(verdict.status).toBe(JudgeStatus.PARTIAL_ACCEPTED);
    expect(verdict.score).toBe(40);
  });

  it('imports a standard Polygon package: its generated tests and answers made on import, the statement in Chinese first', async () => {
    const response = await importZip(
      zipPackage('polygon/aplusb-scored', 'aplusb-standard', {
        // A standard package: no generated input, no answer at all.
        drop: (path) => /^tests\/(04|05)$/.test(path) || /^tests\/\d+\.a$/.test(path),
        edit: {
          'problem.xml': (xml) => xml.replace('short-name="aplusb-scored"', 'short-name="aplusb-standard"'),
        },
        add: {
          ...sections('english', 'Given $a$ and $b$.'),
          ...sections('chinese', '给定 $a$ 和 $b$，求 \\textbf{和}。'),
        },
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    expect(report).toMatchObject({
      problemId: 'aplusb-standard',
      // problem.xml names it in English and Russian: the title comes with the Chinese statement.
      title: 'A 加 B',
      statementLanguage: 'chinese',
      madeTests: 7,
      mismatches: 0,
    });
    const detail = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'aplusb-standard' },
    });
    expect(detail.body.data.problem.description).toBe('给定 $a$ 和 $b$，求 **和**。');
    const row = await app.db
      .selectFrom('problems')
      .select('id')
      .where('problemId', '=', 'aplusb-standard')
      .executeTakeFirstOrThrow();
    const cases = await app.db
      .selectFrom('problemCases')
      .selectAll()
      .where('pid', '=', row.id)
      .orderBy('position')
      .execute();
    expect(cases).toHaveLength(5);
  });

  it("imports an interactive Polygon package: the interactor as the problem's, its checker after it", async () => {
    const response = await importZip(zipPackage('polygon/interactive-sum', 'interactive-sum'));
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    // The wrong solution is one the interactor accepts: only the checker, run after it, rejects it.
    expect(report.submissions.map((line: Line) => [line.path, line.verdict, line.outcome])).toEqual([
      ['solutions/sum.cpp', 'AC', 'ok'],
      ['solutions/difference.cpp', 'WA', 'ok'],
    ]);
    const row = await app.db
      .selectFrom('problems')
      .selectAll()
      .where('problemId', '=', 'interactive-sum')
      .executeTakeFirstOrThrow();
    expect(row.judgeMode).toBe('interactive');
    expect(row.spjCode).toBe(
      readFileSync(join(judgeTests, 'polygon/interactive-sum/files/interactor.cpp'), 'utf8'),
    );
    expect(JSON.parse(row.judgeProfile!)).toMatchObject({
      interactorKind: 'testlib',
      checker: { kind: 'testlib' },
    });
  });

  it("imports a Polygon package with file input and output: its solutions and a user's submission judged on the files", async () => {
    const response = await importZip(
      zipPackage('polygon/aplusb-scored', 'aplusb-files', {
        edit: {
          'problem.xml': (xml) =>
            xml
              .replace('short-name="aplusb-scored"', 'short-name="aplusb-files"')
              .replace('input-file="" output-file=""', 'input-file="input.txt" output-file="output.txt"'),
          'solutions/sum.py': () =>
            'a, b = map(int, open("input.txt").read().split())\nopen("output.txt", "w").write(f"{a + b}\\n")\n',
          'solutions/sum.cpp': (cpp) =>
            cpp.replace(
              'int main() {',
              'int main() {\n  freopen("input.txt", "r", stdin);\n  freopen("output.txt", "w", stdout);',
            ),
        },
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const report = response.body.data;
    expect(report.mismatches).toBe(0);
    const lines = byPath(report.submissions);
    expect(lines['solutions/sum.cpp']).toMatchObject({ verdict: 'AC', score: 100, outcome: 'ok' });
    expect(lines['solutions/sum.py']).toMatchObject({ verdict: 'AC', score: 100, outcome: 'ok' });
    const row = await app.db
      .selectFrom('problems')
      .selectAll()
      .where('problemId', '=', 'aplusb-files')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ isFileIo: 1, ioReadFileName: 'input.txt', ioWriteFileName: 'output.txt' });

    // Users' submissions through the queue: the files are the problem's input and output, stdin is not.
    const verdictOf = async (code: string) => {
      const user = await signedInUser(app);
      const submitted = await app.request({
        method: 'POST',
        url: '/api/submit-problem-judge',
        token: user.token,
        body: { pid: row.id, language: 'Python3', code },
      });
      expect(submitted.statusCode, JSON.stringify(submitted.body)).toBe(200);
      return waitForVerdict(app, submitted.body.data.submitId);
    };
    const byFiles = await verdictOf(
      'a, b = map(int, open("input.txt").read().split())\nwith open("output.txt", "w") as out:\n    print(a + b, file=out)\n',
    );
    expect(byFiles).toMatchObject({ status: JudgeStatus.ACCEPTED, score: 100 });
    const byStdio = await verdictOf('a, b = map(int, input().split())\nprint(a + b)\n');
    expect(byStdio.status).not.toBe(JudgeStatus.ACCEPTED);
  });

  it("brings a Polygon statement's pictures along: stored as the site's pictures, shown by the imported statement", async () => {
    const picture = PNG.sync.write(new PNG({ width: 3, height: 2 }));
    const response = await importZip(
      zipPackage('polygon/interactive-sum', 'interactive-pictures', {
        edit: {
          'problem.xml': (xml) =>
            xml.replace('short-name="interactive-sum"', 'short-name="interactive-pictures"'),
        },
        add: {
          'statement-sections/english/legend.tex': 'Guess the sum. \\includegraphics[width=4cm]{game.png}',
          'statement-sections/english/game.png': picture,
          'statement-sections/english/notes.tex': 'As drawn: \\includegraphics{game.png}',
        },
      }),
    );
    expect(response.statusCode, JSON.stringify(response.body)).toBe(200);
    const detail = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'interactive-pictures' },
    });
    const { description, hint } = detail.body.data.problem;
    const link = /^Guess the sum\. !\[\]\((\/api\/public\/img\/md\/[0-9a-f]{64}\.png)\)$/.exec(
      description,
    )?.[1];
    expect(link, description).toBeDefined();
    expect(hint).toBe(`As drawn: ![](${link})`);
    const served = await app.request({ url: link! });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.raw.rawPayload.equals(picture)).toBe(true);
  });

  it('a Polygon package that cannot be judged is refused with its line, and nothing is created', async () => {
    const response = await importZip(
      zipPackage('polygon/aplusb-scored', 'aplusb-broken', {
        edit: {
          'problem.xml': (xml) =>
            xml
              .replace('short-name="aplusb-scored"', 'short-name="aplusb-broken"')
              .replace('gen 123456789 987654321', 'gen > {4-10}'),
        },
        drop: (path) => path === 'tests/05',
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.body.msg).toMatch(/Polygon package: generator command "gen > \{4-10\}"/);
    const missing = await app.request({
      url: '/api/get-problem-detail',
      query: { problemId: 'aplusb-broken' },
    });
    expect(missing.body.status).not.toBe(200);
  });
});
