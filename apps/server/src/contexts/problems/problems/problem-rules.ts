import { PLAIN_FILE_NAME, PLAIN_FILE_NAME_RULE, PROBLEM_TYPE, type ProblemSaveBody } from '@judge/contract';
import { invalidField } from '../../../errors.ts';
import { spreadScores } from '../testdata/case-pairing.ts';

/**
 * The problem form's rules that a schema can't express (spec 3-groups-admin §5 "Group problem
 * form" and "Back office"). Pure: throws a 400 naming the first broken field.
 */
export function checkProblemRules(body: ProblemSaveBody, knownLanguages: ReadonlySet<string>): void {
  const { problem } = body;
  if (problem.isFileIO) {
    if (!problem.ioReadFileName.trim())
      throw invalidField('problem.ioReadFileName', 'File IO needs the input file name');
    if (!problem.ioWriteFileName.trim())
      throw invalidField('problem.ioWriteFileName', 'File IO needs the output file name');
    for (const [field, name] of [
      ['problem.ioReadFileName', problem.ioReadFileName],
      ['problem.ioWriteFileName', problem.ioWriteFileName],
    ] as const) {
      if (!PLAIN_FILE_NAME.test(name)) throw invalidField(field, PLAIN_FILE_NAME_RULE);
    }
  }
  if (problem.judgeMode !== 'default') {
    if (!problem.spjCode.trim())
      throw invalidField('problem.spjCode', 'Spj or interactive code not compile success: the code is empty');
    if (!knownLanguages.has(problem.spjLanguage))
      throw invalidField('problem.spjLanguage', `unknown language ${problem.spjLanguage}`);
  }
  for (const [i, language] of body.languages.entries()) {
    if (!knownLanguages.has(language)) throw invalidField(`languages.${i}`, `unknown language ${language}`);
  }
  for (const [i, template] of body.codeTemplates.entries()) {
    if (!knownLanguages.has(template.language))
      throw invalidField(`codeTemplates.${i}.language`, `unknown language ${template.language}`);
    if (template.status && !template.code.trim())
      throw invalidField(`codeTemplates.${i}.code`, 'Code template of the language cannot be empty');
  }
  if (!body.changeCases) return;
  if (body.samples.length === 0) throw invalidField('samples', 'Judge Samples is required');
  if (body.isUploadTestCase) {
    if (!body.uploadTestcaseDir)
      throw invalidField('uploadTestcaseDir', 'Judge Samples is required: upload a test-case zip');
    body.samples.forEach((sample, i) => {
      if (!sample.inputName)
        throw invalidField(`samples.${i}.inputName`, 'inputName is required for an uploaded case');
    });
  } else {
    body.samples.forEach((sample, i) => {
      if (!sample.input && !sample.output)
        throw invalidField(`samples.${i}`, 'a sample needs an input or an output');
    });
  }
  if (problem.judgeCaseMode === 'subtask_lowest' || problem.judgeCaseMode === 'subtask_average') {
    body.samples.forEach((sample, i) => {
      if (sample.groupNum === undefined)
        throw invalidField(`samples.${i}.groupNum`, 'subtask modes need a group number for every case');
    });
  }
}

/** OI problems whose cases carry no score get 100 points spread over them. */
export function caseScores(body: ProblemSaveBody): number[] {
  const given = body.samples.map((s) => s.score);
  if (body.problem.type === PROBLEM_TYPE.OI && given.every((score) => score === 0))
    return spreadScores(given.length);
  return given;
}

/**
 * The full score of a problem (ioScore): in subtask modes every case of a group carries the
 * group's score and the group is worth its lowest (or average) case, so groups count once;
 * otherwise the cases add up. 100 when nothing carries a score.
 */
export function fullScore(
  cases: { score: number; groupNum: number | null | undefined }[],
  judgeCaseMode: string,
): number {
  if (judgeCaseMode === 'subtask_lowest' || judgeCaseMode === 'subtask_average') {
    const groups = new Map<number, number[]>();
    for (const c of cases) groups.set(c.groupNum ?? 0, [...(groups.get(c.groupNum ?? 0) ?? []), c.score]);
    const total = [...groups.values()].reduce(
      (sum, scores) =>
        sum +
        (judgeCaseMode === 'subtask_lowest'
          ? Math.min(...scores)
          : scores.reduce((a, b) => a + b, 0) / scores.length),
      0,
    );
    return Math.round(total) || 100;
  }
  return cases.reduce((sum, c) => sum + c.score, 0) || 100;
}
