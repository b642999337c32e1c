// A Codeforces Polygon package judged as Polygon judges it, in the real sandbox: its own checker compiled with the
// header it ships, its points per test and per group, each solution held to its tag; and what cannot be judged
// refused with one line on load (never Accepted on zero cases).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkPackage } from '../src/problem/check-package.ts';
import { loadProblem } from '../src/problem/load-problem.ts';
import { preparePolygonPackage } from '../src/problem/polygon/generate-tests.ts';
import { createJudgeWorker, type JudgeWorker } from '../src/worker.ts';

const here = dirname(fileURLToPath(import.meta.url));
const scored = join(here, 'polygon', 'aplusb-scored');
const tsx = join(here, '..', '..', '..', 'node_modules', '.bin', 'tsx');
const cli = join(here, '..', 'src', 'cli.ts');
const copies: string[] = [];
let worker: JudgeWorker;
beforeAll(async () => {
  worker = await createJudgeWorker({ concurrency: 1, log: () => undefined });
});
afterAll(async () => {
  await worker?.close();
  copies.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

/** The scored package with problem.xml rewritten by `edit` and files added or removed. */
function variant(edit: (xml: string) => string, files: Record<string, string | null> = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'polygon-'));
  copies.push(dir);
  cpSync(scored, dir, { recursive: true });
  const xmlPath = join(dir, 'problem.xml');
  writeFileSync(xmlPath, edit(readFileSync(xmlPath, 'utf8')));
  for (const [path, content] of Object.entries(files))
    if (content === null) rmSync(join(dir, path));
    else writeFileSync(join(dir, path), content);
  return dir;
}

/** problem.xml keeping only the solution at `path`, under `tag`. */
const onlySolution = (path: string, tag: string) => (xml: string) =>
  xml.replace(
    /<solutions>[\s\S]*<\/solutions>/,
    `<solutions><solution tag="${tag}"><source path="${path}" type="cpp.g++17"/></solution></solutions>`,
  );

describe('a Polygon package whose groups depend on others', () => {
  it('scores a group only when every group it depends on is accepted, and runs none of its tests otherwise', async () => {
    const dir = join(here, 'polygon', 'aplusb-dependencies');
    const report = await checkPackage(worker, loadProblem(dir), dir);
    const outcome = report.submissions.map((check) => [check.path, check.score, check.ok]);
    expect(outcome).toEqual([
      ['solutions/sum.cpp', 100, true],
      // 10 for its passing small test; without the dependency the large group would add 60.
      ['solutions/no-negatives.cpp', 10, true],
      // The sample fails: neither the small group nor the large one counts (100 without the dependencies).
      ['solutions/sample-wrong.cpp', 0, true],
    ]);
    const sampleWrong = report.submissions[2].result!.cases;
    expect(sampleWrong.map((result) => [result.index, result.message ?? ''])).toEqual([
      [0, expect.not.stringContaining('not run')],
      ...[1, 2].map((index) => [
        index,
        'not run: group "samples", which its group depends on, was not accepted',
      ]),
      ...[3, 4].map((index) => [
        index,
        'not run: group "small", which its group depends on, was not accepted',
      ]),
    ]);
  });
});

describe('a scored Polygon package', () => {
  it('gives every solution the verdict its tag names and the points its groups give', async () => {
    const loaded = loadProblem(scored);
    expect(loaded.format).toBe('polygon');
    expect(loaded.name).toBe('A plus B, scored');
    expect(loaded.problem).toMatchObject({
      timeLimitMs: 1000,
      memoryLimitMb: 256,
      stackLimitMb: 256,
      type: 1,
      languageFactors: false,
    });
    expect(Object.keys(loaded.problem.judgeExtraFiles ?? {})).toEqual(['numbers.h']);
    const report = await checkPackage(worker, loaded, scored);
    const outcome = report.submissions.map((check) => [check.path, check.folder, check.score, check.ok]);
    expect(outcome).toEqual([
      ['solutions/sum.cpp', 'main', 100, true],
      ['solutions/sum.py', 'accepted', 100, true],
      ['solutions/small-only.cpp', 'rejected', 40, true],
      ['solutions/difference.cpp', 'wrong-answer', 0, true],
      ['solutions/spin.cpp', 'time-limit-exceeded', 0, true],
    ]);
    // The points a rejected solution earns come with its first failure (as ICPC scoring reports it) or as PA.
    expect(['WA', 'PA']).toContain(report.submissions[2].verdict);
    expect(report.submissions.map((check) => check.verdict)).toEqual(
      expect.arrayContaining(['AC', 'AC', 'WA', 'TLE']),
    );
  });

  it('a solution that does not get the verdict of its tag is reported', async () => {
    const dir = variant(onlySolution('solutions/difference.cpp', 'accepted'));
    const report = await checkPackage(worker, loadProblem(dir), dir);
    const wrong = report.submissions.filter((check) => !check.ok).map((check) => [check.path, check.unmet]);
    expect(wrong).toEqual([['solutions/difference.cpp', ['WA (expected AC)']]]);
  });

  it('the checker the package ships decides: one that accepts everything accepts a wrong answer', async () => {
    const dir = variant(onlySolution('solutions/difference.cpp', 'wrong-answer'), {
      'files/check.cpp': 'int main() { return 0; }\n',
    });
    const loaded = loadProblem(dir);
    const report = await checkPackage(worker, loaded, dir);
    expect(report.submissions[0]).toMatchObject({
      path: 'solutions/difference.cpp',
      verdict: 'AC',
      score: 100,
      ok: false,
    });
  });
});

describe('an interactive Polygon package', () => {
  it('the checker judges what the interactor wrote, after the interactor accepts', async () => {
    const dir = join(here, 'polygon', 'interactive-sum');
    const report = await checkPackage(worker, loadProblem(dir), dir);
    expect(report.submissions.map((check) => [check.path, check.verdict, check.ok])).toEqual([
      ['solutions/sum.cpp', 'AC', true],
      // The interactor accepts every reply; only the checker, reading tout, finds them wrong.
      ['solutions/difference.cpp', 'WA', true],
    ]);
    expect(report.submissions[1].result?.cases[0].message).toMatch(/reply 1 is -1, expected 3/);
  });
});

describe('a standard Polygon package: the tests it leaves out are made as doall.sh makes them', () => {
  /** The scored package as Polygon's standard package holds it: generated inputs and every answer left out. */
  const standard = (edit: (xml: string) => string = (xml) => xml) =>
    variant(edit, {
      'tests/04': null,
      'tests/05': null,
      ...Object.fromEntries(['01', '02', '03', '04', '05'].map((test) => [`tests/${test}.a`, null])),
    });

  it("generators make the inputs, the main solution the answers; the setter's folder is left as it was", async () => {
    const dir = standard(onlySolution('solutions/sum.cpp', 'main'));
    const prepared = await preparePolygonPackage(dir);
    try {
      expect(prepared.dir).not.toBe(dir);
      expect(prepared.made).toEqual([
        'tests/01.a',
        'tests/02.a',
        'tests/03.a',
        'tests/04',
        'tests/04.a',
        'tests/05',
        'tests/05.a',
      ]);
      for (const file of prepared.made)
        expect(readFileSync(join(prepared.dir, file), 'utf8'), file).toBe(
          readFileSync(join(scored, file), 'utf8'),
        );
      expect(existsSync(join(dir, 'tests/05'))).toBe(false);
      const report = await checkPackage(worker, loadProblem(prepared.dir), prepared.dir);
      expect(report.submissions.map((check) => [check.path, check.verdict, check.score])).toEqual([
        ['solutions/sum.cpp', 'AC', 100],
      ]);
    } finally {
      await prepared.dispose();
    }
    expect(existsSync(prepared.dir)).toBe(false);
  });

  it('the CLI makes them before checking, and says so; no folder warning for solution tags', () => {
    const dir = standard(onlySolution('solutions/sum.cpp', 'main'));
    const run = spawnSync(tsx, [cli, 'check', dir], { encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain("made 7 test file(s) with the package's generators and main solution");
    expect(run.stdout).toMatch(/^ok +solutions\/sum\.cpp +AC +AC +- +100/m);
    expect(run.stdout).not.toContain('warning');
  });

  it('a full package is loaded as it is', async () => {
    const prepared = await preparePolygonPackage(scored);
    expect(prepared).toMatchObject({ dir: scored, made: [] });
  });

  it.each([
    [
      'a generator the package does not hold',
      (xml: string) => xml.replace('cmd="gen 123456789', 'cmd="gen2 123456789'),
      /generator "gen2" is not among the package's executables/,
    ],
    [
      'a command writing other files',
      (xml: string) => xml.replace('cmd="gen 123456789 987654321"', 'cmd="gen 1 2 &gt; {5-6}"'),
      /output redirection is not supported/,
    ],
    [
      'no main solution to compute answers',
      (xml: string) => xml.replace('<solution tag="main">', '<solution tag="accepted">'),
      /no answer and the package names no main solution/,
    ],
    [
      'a generator that fails',
      (xml: string) => xml.replace('cmd="gen 123456789 987654321"', 'cmd="gen 1"'),
      /making test 5: "gen 1" failed: exit code 1/,
    ],
  ])('%s is refused with one line', async (_what, edit, message) => {
    await expect(preparePolygonPackage(standard(edit))).rejects.toThrow(message);
  });
});

describe('a Polygon package that cannot be judged is refused on load with one line', () => {
  it('tests the package does not hold, when loaded without making them', () => {
    const dir = variant((xml) => xml, { 'tests/05': null, 'tests/05.a': null });
    expect(() => loadProblem(dir)).toThrow(
      /Polygon package: 2 test file\(s\) of testset "tests" are not in the package \(tests\/05, tests\/05\.a\): the tests are generated; download the full package/,
    );
  });

  it('a testset without tests', () => {
    const dir = variant((xml) =>
      xml.replace(/<tests>[\s\S]*<\/tests>/, '<tests/>').replace(/<groups>[\s\S]*<\/groups>/, ''),
    );
    expect(() => loadProblem(dir)).toThrow(/testset "tests" has no test: there is nothing to judge on/);
  });

  it('a checker named but missing', () => {
    const dir = variant((xml) => xml, { 'files/check.cpp': null });
    expect(() => loadProblem(dir)).toThrow(
      /problem.xml names checker files\/check.cpp, which is not in the package/,
    );
  });

  it('unknown solution tags are left out with a warning; do-not-run silently', () => {
    const dir = variant((xml) => xml.replace('<solution tag="accepted">', '<solution tag="slow-but-fine">'));
    const loaded = loadProblem(dir);
    expect(loaded.warnings).toEqual(['solutions/sum.py: unknown solution tag "slow-but-fine": not run']);
    expect(loaded.submissions.map((entry) => entry.folder)).toEqual([
      'main',
      'rejected',
      'wrong-answer',
      'time-limit-exceeded',
    ]);
  });
});
