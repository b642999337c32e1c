// The conformance suite (conformance-kit.ts): the packages but those of every language (conformance-languages.test.ts),
// and what the judge refuses or reads from a package.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkPackage } from '../src/problem/check-package.ts';
import { outcomeOf } from '../src/problem/check-report.ts';
import { loadProblem } from '../src/problem/load-problem.ts';
import {
  ALL_PACKAGES,
  CONFORMANCE_ROOT,
  judgesEveryPackage,
  LANGUAGE_PACKAGES,
  useJudgeWorker,
} from './conformance-kit.ts';

const worker = useJudgeWorker();
judgesEveryPackage(
  ALL_PACKAGES.filter((name) => !LANGUAGE_PACKAGES.includes(name)),
  worker,
);

describe('what the judge cannot judge is refused when the package loads, naming the feature', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  function pkg(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'icpc-refused-'));
    made.push(dir);
    const all = { 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n', ...files };
    for (const [path, content] of Object.entries(all)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }
  const refused: [string, Record<string, string>, RegExp][] = [
    [
      'a future format version',
      { 'problem.yaml': 'problem_format_version: 2030-01\n' },
      /problem_format_version: "2030-01"/,
    ],
    [
      'an unknown key',
      { 'problem.yaml': 'name: x\nvalidation_mode: strict\n' },
      /unknown key "validation_mode"/,
    ],
    [
      'allow_file_writing that is not true or false',
      { 'problem.yaml': 'problem_format_version: 2023-07-draft\nallow_file_writing: sometimes\n' },
      /allow_file_writing: must be true or false/,
    ],
    [
      'submit-answer problems',
      { 'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: submit-answer\n' },
      /type: submit-answer/,
    ],
    [
      'custom grading without a grader program',
      { 'problem.yaml': 'type: scoring\n', 'data/testdata.yaml': 'grading: custom\n' },
      /grading: custom, but the package has no graders\/ program/,
    ],
    ['included code', { 'problem.yaml': 'name: x\n', 'include/cpp/lib.h': '\n' }, /include\//],
    [
      'a static validator',
      { 'problem.yaml': 'name: x\n', 'static_validator/v.py': '\n' },
      /static_validator\//,
    ],
    [
      'several output validators',
      {
        'problem.yaml': 'validation: custom\n',
        'output_validators/a/a.py': '\n',
        'output_validators/b/b.py': '\n',
      },
      /several output validators/,
    ],
    [
      'validators with build scripts',
      {
        'problem.yaml': 'validation: custom\n',
        'output_validators/v/build': '\n',
        'output_validators/v/v.cpp': '\n',
      },
      /build\/run scripts/,
    ],
    [
      'an unknown default validator flag',
      { 'problem.yaml': 'validator_flags: float_tolerance 1e-6 ignore_case\n' },
      /unknown default validator flag "ignore_case"/,
    ],
    [
      'program arguments',
      { 'problem.yaml': 'problem_format_version: 2023-07-draft\n', 'data/secret/1.yaml': 'args: [x]\n' },
      /args/,
    ],
    [
      'input files beside stdin',
      { 'problem.yaml': 'name: x\n', 'data/secret/1.files/a.txt': 'x\n' },
      /\.files/,
    ],
    [
      'groups depending on others',
      {
        'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: scoring\n',
        'data/secret/g/test_group.yaml': 'scoring:\n  require_pass: sample\n',
        'data/secret/g/2.in': '1\n',
        'data/secret/g/2.ans': '1\n',
      },
      /require_pass/,
    ],
    [
      'unbounded scores',
      {
        'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: scoring\n',
        'data/secret/test_group.yaml': 'scoring:\n  score: unbounded\n',
      },
      /score: unbounded/,
    ],
    [
      'a language restriction',
      { 'problem.yaml': 'problem_format_version: 2023-07-draft\nlanguages: [cpp]\n' },
      /languages/,
    ],
    [
      'a minimised objective',
      { 'problem.yaml': 'type: scoring\ngrading:\n  objective: min\n' },
      /objective: min/,
    ],
    [
      'a case without its answer',
      { 'problem.yaml': 'name: x\n', 'data/secret/2.in': '1\n' },
      /2\.in has no \.ans/,
    ],
  ];
  for (const [feature, files, message] of refused)
    it(feature, () => expect(() => loadProblem(pkg(files))).toThrow(message));
});

describe('what the package expects, read as DOMjudge and problemtools read it', () => {
  const made: string[] = [];
  afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
  function pkg(files: Record<string, string>): string {
    const dir = mkdtempSync(join(tmpdir(), 'icpc-expected-'));
    made.push(dir);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), content);
    }
    return dir;
  }

  it('judges a package with samples alone (DOMjudge hello) on its samples, and refuses one with no case', () => {
    const samplesOnly = loadProblem(
      pkg({ 'problem.yaml': 'name: x\n', 'data/sample/1.in': '\n', 'data/sample/1.ans': 'Hello\n' }),
    );
    expect(samplesOnly.testCases).toHaveLength(1);
    expect(() => loadProblem(pkg({ 'problem.yaml': 'name: x\n', 'data/secret/notes.txt': '\n' }))).toThrow(
      /no test cases/,
    );
  });

  it('lists a submissions folder no tool knows instead of refusing the package', () => {
    const loaded = loadProblem(
      pkg({
        'problem.yaml': 'name: x\n',
        'data/secret/1.in': '1\n',
        'data/secret/1.ans': '1\n',
        'submissions/sometimes/a.py': 'print(1)\n',
      }),
    );
    expect(loaded.submissions).toMatchObject([{ folder: 'sometimes', expected: [] }]);
  });

  it('reports each folder outcome: compared, left to a person, listed; and the grading a scoring package gets', async () => {
    const dir = join(CONFORMANCE_ROOT, 'submission-folders');
    const report = await checkPackage(worker(), loadProblem(dir), dir);
    const outcomes = Object.fromEntries(report.submissions.map((check) => [check.path, outcomeOf(check)]));
    expect(outcomes).toMatchObject({
      'submissions/check_manually/judged-by-a-person.py': 'manual',
      'submissions/wrong_answer/annotated-twice.py': 'manual',
      'submissions/our_own_folder/anything.py': 'listed',
      'submissions/no_output/silent.py': 'ok',
      'submissions/output_limit/flood.py': 'ok',
    });
    expect(report.warnings).toEqual([
      'submissions/our_own_folder is not a folder DOMjudge or problemtools knows: listed, not refused',
    ]);
    const scoring = join(CONFORMANCE_ROOT, 'scoring-domjudge');
    expect((await checkPackage(worker(), loadProblem(scoring), scoring)).grading).toMatch(
      /^DOMjudge's reading/,
    );
  });
});
