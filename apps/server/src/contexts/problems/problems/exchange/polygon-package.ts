// A Codeforces Polygon package as a problem of the site: the judge's own loader reads it (load-polygon.ts: limits,
// tests, the testlib checker or interactor with its header resources, the points as a grading tree), and this file
// maps it onto the back office's save body plus the judge profile, so the site judges it as `judge check` does.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { judgeProblemSchema, type JudgeProfile } from '@judge/contract';
import type { LoadedPolygonPackage, LoadedProblem } from '@judge/judge';
import { ALL_LANGUAGES, examplesOf, toSaveBody } from './format.ts';
import type { IcpcImported } from './icpc-package.ts';
import { readPolygonStatement } from './polygon-statement.ts';

/** The stack a judge task gets when its problem names none (the CLI's Polygon problems included). */
const DEFAULT_STACK_MB = judgeProblemSchema.shape.stackLimitMb.parse(undefined);

const pathOf = (ref: { path: string } | { hash: string } | { content: string } | undefined) =>
  ref && 'path' in ref ? ref.path : '';

/**
 * Each case's score as the site stores it, adding up to the grading tree's maximum: a test's own points, and a
 * `complete-group` group's points on its last test (the tree alone grades; these only show the full score).
 */
function caseScores(loaded: LoadedProblem, polygon: LoadedPolygonPackage['polygon']): number[] {
  const scores = loaded.testCases.map((testCase) => testCase.score);
  for (const group of polygon.testset.groups) {
    if (group.pointsPolicy !== 'complete-group' || group.points === undefined) continue;
    const members = polygon.testset.tests.flatMap((test, index) =>
      test.group === group.name ? [index] : [],
    );
    if (members.length === 0) continue;
    for (const index of members) scores[index] = 0;
    scores[members[members.length - 1]] = group.points;
  }
  return scores;
}

export function polygonProblem(
  loaded: LoadedProblem,
  root: string,
  problemId: string,
): IcpcImported & { statementLanguage?: string } {
  const { polygon } = loaded as LoadedProblem & Pick<LoadedPolygonPackage, 'polygon'>;
  const { problem } = loaded;
  const statement = readPolygonStatement(root);
  const scores = caseScores(loaded, polygon);
  const files = new Map<string, Buffer>();
  const samples = loaded.testCases.map((testCase, index) => {
    files.set(`${index + 1}.in`, readFileSync(pathOf(testCase.input)));
    files.set(`${index + 1}.out`, readFileSync(pathOf(testCase.output)));
    return { inputName: `${index + 1}.in`, outputName: `${index + 1}.out`, score: scores[index] };
  });
  // The statement's own examples when it has them (an interactive problem's), else the tests marked sample.
  const examples =
    statement && statement.examples.length > 0
      ? statement.examples
      : loaded.testCases
          .filter((_testCase, index) => polygon.testset.tests[index]?.sample)
          .map((testCase) => ({
            input: readFileSync(pathOf(testCase.input), 'utf8'),
            output: readFileSync(pathOf(testCase.output), 'utf8'),
          }));
  const title =
    polygon.names.find((entry) => entry.language === statement?.language)?.value ??
    statement?.name ??
    loaded.name;
  const program =
    problem.interactor ?? (problem.checker && 'source' in problem.checker ? problem.checker : undefined);
  const body = toSaveBody(`${basename(root)}/problem.xml`, {
    problem: {
      problemId,
      title: title.slice(0, 255) || problemId,
      description: statement?.description || '-',
      input: statement?.input || '-',
      output: statement?.output || '-',
      examples: examplesOf(examples),
      hint: statement?.hint ?? '',
      source: '',
      timeLimit: Math.min(60_000, Math.max(1, problem.timeLimitMs)),
      memoryLimit: Math.min(4096, problem.memoryLimitMb),
      stackLimit: Math.min(4096, problem.stackLimitMb ?? DEFAULT_STACK_MB),
      difficulty: 0,
      type: problem.type === 1 ? 1 : 0,
      auth: 1,
      codeShare: true,
      isRemoveEndBlank: false,
      openCaseResult: true,
      judgeMode: problem.judgeMode ?? 'spj',
      judgeCaseMode: problem.judgeCaseMode ?? 'default',
      spjCode: program?.source ?? '',
      spjLanguage: program?.language ?? 'C',
      isFileIO: problem.fileIO !== undefined,
      ioReadFileName: problem.fileIO?.inputName ?? '',
      ioWriteFileName: problem.fileIO?.outputName ?? '',
      userExtraFile: {},
      judgeExtraFile: problem.judgeExtraFiles ?? {},
    },
    samples,
    isUploadTestCase: true,
    languages: ALL_LANGUAGES,
    tags: [],
    codeTemplates: [],
    changeCases: true,
  });
  const profile: JudgeProfile = {
    checker: problem.checker,
    interactorKind: problem.interactor?.kind,
    icpcGrading: problem.icpcGrading,
    icpcScoring: problem.icpcScoring,
    languageFactors: problem.languageFactors,
    programConventions: problem.programConventions,
  };
  return {
    body,
    files,
    profile,
    statementLanguage: statement?.language,
    statementImages: statement?.images,
  };
}
