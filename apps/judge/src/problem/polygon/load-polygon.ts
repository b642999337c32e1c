// A Codeforces Polygon package (problem.xml, tests/NN and tests/NN.a, a testlib checker or interactor with the
// headers it ships, solutions tagged main/accepted/wrong-answer/...) as a judge task template. The package is
// judged as Polygon judges it: its own checker compiled with its own testlib.h, the testset's limits for every
// language, its points per test or per group, and each solution expected to get the verdict its tag names.
import { packageMessage, type CheckerSpec, type JudgeProblem, type JudgeTestCase } from '@judge/contract';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gradingTree, hasPoints } from './grading.ts';
import { headerResources, readProgram } from './package-files.ts';
import { PolygonPackageError, parseProblemXml, testPath, type PolygonProblem } from './problem-xml.ts';
import { languageOfSourceType } from './source-types.ts';

export interface PolygonSolution {
  path: string;
  /** The solution's tag, as the folder of an ICPC submission. */
  folder: string;
  expected: string[];
  language?: string;
}

export interface LoadedPolygonPackage {
  name: string;
  polygon: PolygonProblem;
  problem: Partial<JudgeProblem> & Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb'>;
  testCases: JudgeTestCase[];
  submissions: PolygonSolution[];
  /** What was read but changes no verdict and was left out (unknown solution tags, do-not-run). */
  warnings: string[];
}

const REJECTED = ['WA', 'PE', 'TLE', 'MLE', 'RE', 'OLE'];

/** The verdicts each Polygon solution tag accepts (Polygon's own meaning of the tag). */
export const expectedVerdictsByTag: Record<string, string[]> = {
  main: ['AC'],
  accepted: ['AC'],
  'wrong-answer': ['WA'],
  'presentation-error': ['PE', 'WA'],
  'time-limit-exceeded': ['TLE'],
  'memory-limit-exceeded': ['MLE'],
  'time-limit-exceeded-or-accepted': ['TLE', 'AC'],
  'time-limit-exceeded-or-memory-limit-exceeded': ['TLE', 'MLE'],
  rejected: REJECTED,
  // "Failed": meant to make the checker fail; Polygon accepts any rejection for it.
  failed: [...REJECTED, 'SE'],
};

export function isPolygonPackage(dir: string): boolean {
  return existsSync(join(dir, 'problem.xml'));
}

function testCasesOf(dir: string, polygon: PolygonProblem): JudgeTestCase[] {
  const { testset } = polygon;
  if (testset.tests.length === 0)
    throw new PolygonPackageError(
      `problem.xml: testset "${testset.name}" has no test: there is nothing to judge on`,
    );
  const missing: string[] = [];
  const cases = testset.tests.map((test, index): JudgeTestCase => {
    const input = join(dir, testPath(testset.inputPathPattern, index + 1));
    const answer = join(dir, testPath(testset.answerPathPattern, index + 1));
    for (const path of [input, answer]) if (!existsSync(path)) missing.push(path.slice(dir.length + 1));
    return { index, input: { path: input }, output: { path: answer }, score: test.points ?? 0 };
  });
  if (missing.length > 0) {
    const generated = testset.tests.some((test) => test.method === 'generated');
    throw new PolygonPackageError(
      `${missing.length} test file(s) of testset "${testset.name}" are not in the package (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? ', ...' : ''})${generated ? ': the tests are generated; download the full package (Linux or Windows) from Polygon, which holds them' : ''}`,
    );
  }
  return cases;
}

function checkerOf(
  dir: string,
  polygon: PolygonProblem,
): Pick<JudgeProblem, 'checker' | 'interactor' | 'judgeMode'> {
  const checker: CheckerSpec = polygon.checker
    ? { kind: 'testlib', ...readProgram(dir, polygon.checker, 'checker'), args: [] }
    : { kind: 'default' };
  if (polygon.interactor)
    return {
      checker,
      interactor: { ...readProgram(dir, polygon.interactor, 'interactor'), kind: 'testlib' },
      judgeMode: 'interactive',
    };
  if (!polygon.checker)
    throw new PolygonPackageError('problem.xml names no checker source (<assets><checker><source path=...>)');
  return { checker, judgeMode: 'spj' };
}

function solutionsOf(
  dir: string,
  polygon: PolygonProblem,
  scored: boolean,
  warnings: string[],
): PolygonSolution[] {
  return polygon.solutions.flatMap((solution) => {
    const expected = expectedVerdictsByTag[solution.tag];
    if (!expected) {
      if (solution.tag !== 'do-not-run')
        warnings.push(packageMessage('polygonUnknownTag', { path: solution.path, tag: solution.tag }));
      return [];
    }
    const path = join(dir, solution.path);
    if (!existsSync(path)) {
      warnings.push(packageMessage('polygonSolutionMissing', { path: solution.path }));
      return [];
    }
    // A scored problem reports a rejected solution that still earns points as Partially Accepted.
    const verdicts = scored && !expected.includes('AC') ? [...expected, 'PA'] : expected;
    return [
      { path, folder: solution.tag, expected: verdicts, language: languageOfSourceType(solution.type) },
    ];
  });
}

/** `<judging input-file="x.in">`: the program reads and writes files instead of stdin and stdout. */
function fileIOOf(polygon: PolygonProblem): JudgeProblem['fileIO'] {
  const standard = (name: string) => name === '' || name === 'stdin' || name === 'stdout';
  if (standard(polygon.inputFile) && standard(polygon.outputFile)) return undefined;
  if (standard(polygon.inputFile) || standard(polygon.outputFile))
    throw new PolygonPackageError(
      'problem.xml: a problem that reads a file but writes standard output (or the reverse) is not supported yet',
    );
  return { inputName: polygon.inputFile, outputName: polygon.outputFile };
}

export function loadPolygonPackage(dir: string): LoadedPolygonPackage {
  const polygon = parseProblemXml(readFileSync(join(dir, 'problem.xml'), 'utf8'));
  const scored = hasPoints(polygon.testset);
  const warnings: string[] = [];
  const testCases = testCasesOf(dir, polygon);
  const memoryMb = Math.max(1, Math.floor(polygon.testset.memoryLimitBytes / (1024 * 1024)));
  const name = polygon.names.find((entry) => entry.language === 'english')?.value ?? polygon.names[0]?.value;
  return {
    name: name || polygon.shortName || basename(dir),
    polygon,
    problem: {
      problemId: polygon.shortName || basename(dir),
      type: scored ? 1 : 0,
      timeLimitMs: polygon.testset.timeLimitMs,
      memoryLimitMb: memoryMb,
      // Codeforces lets the stack grow to the memory limit.
      stackLimitMb: memoryMb,
      // Codeforces gives every language the same limits, and finds a Java solution's main class as a package's
      // tools do (any class name), not by the site's rule.
      languageFactors: false,
      programConventions: 'package',
      // Pass-fail problems stop at the first failed test, as Codeforces reports it.
      judgeCaseMode: 'ergodic_without_error',
      icpcGrading: gradingTree(polygon.testset),
      icpcScoring: scored ? true : undefined,
      fileIO: fileIOOf(polygon),
      judgeExtraFiles: headerResources(dir, polygon),
      ...checkerOf(dir, polygon),
    },
    testCases,
    submissions: solutionsOf(dir, polygon, scored, warnings),
    warnings,
  };
}
