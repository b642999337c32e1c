import { describe, expect, it } from 'vitest';
import {
  expectationOf,
  parseAnnotation,
  SUBMISSION_FOLDERS,
  verdictsOfResultName,
} from './expected-results.ts';

describe("DOMjudge's annotations in a source", () => {
  it('reads several results, in either spelling, after the marker up to the end of its line', () => {
    const annotation = parseAnnotation('/*\n * @EXPECTED_RESULTS@:   RUN_TIME_ERROR , ACCEPTED   \n */');
    expect(annotation).toEqual({
      results: { names: ['RUN_TIME_ERROR', 'ACCEPTED'], verdicts: ['RE', 'MLE', 'AC'] },
    });
    expect(parseAnnotation('# @expected_results@: wrong-answer')).toMatchObject({
      results: { verdicts: ['WA', 'PE'] },
    });
  });

  it('reads @EXPECTED_SCORE@ with a number as a score, with a result name as results', () => {
    expect(parseAnnotation('# @EXPECTED_RESULTS@: CORRECT\n# @EXPECTED_SCORE@: 88.37\n')).toEqual({
      results: { names: ['CORRECT'], verdicts: ['AC'] },
      score: 88.37,
    });
    expect(parseAnnotation("'''\n@EXPECTED_SCORE@: CORRECT\n'''")).toEqual({
      results: { names: ['CORRECT'], verdicts: ['AC'] },
    });
  });

  it('says duplicate when a marker appears twice (DOMjudge refuses such a submission), nothing without one', () => {
    expect(parseAnnotation('@EXPECTED_RESULTS@: NO-OUTPUT\n@EXPECTED_RESULTS@: NO-OUTPUT\n')).toBe(
      'duplicate',
    );
    expect(parseAnnotation('@EXPECTED_RESULTS@: NO-OUTPUT\n@EXPECTED_SCORE@: NO-OUTPUT\n')).toBe('duplicate');
    expect(parseAnnotation('int main() {}')).toBeUndefined();
  });

  it("maps DOMjudge's result names onto our verdicts", () => {
    expect(verdictsOfResultName('TIMELIMIT')).toEqual(['TLE']);
    expect(verdictsOfResultName('compiler-error')).toEqual(['CE']);
    expect(verdictsOfResultName('OUTPUT-LIMIT')).toEqual(['OLE']);
    expect(verdictsOfResultName('NO-OUTPUT')).toEqual(['NO-OUTPUT']);
    expect(verdictsOfResultName('CHECK-MANUALLY')).toBeUndefined();
  });
});

describe("a submission's expectation: its folder and its annotation, as DOMjudge's import merges them", () => {
  it('knows every folder DOMjudge and problemtools use', () => {
    for (const folder of [
      'accepted',
      'wrong_answer',
      'time_limit_exceeded',
      'run_time_error',
      'compiler_error',
      'no_output',
      'output_limit',
      'check_manually',
      'multiple',
      'mixed-verdicts',
      'partial',
      'partially_accepted',
      'slow_accepted',
    ])
      expect(SUBMISSION_FOLDERS[folder], folder).toBeDefined();
  });

  it("takes the folder's verdict without an annotation", () => {
    expect(expectationOf('output_limit', [undefined])).toMatchObject({ expected: ['OLE'], notes: [] });
    expect(expectationOf('slow_accepted', [undefined]).expected).toEqual(['AC', 'TLE']);
  });

  it("narrows several annotated results to the folder's", () => {
    const annotation = parseAnnotation('@EXPECTED_RESULTS@: CORRECT, NO-OUTPUT');
    expect(expectationOf('accepted', [annotation]).expected).toEqual(['AC']);
  });

  it('takes the annotation in folders that name no result, with its score', () => {
    const annotation = parseAnnotation('@EXPECTED_RESULTS@: TIMELIMIT\n@EXPECTED_SCORE@: 25');
    expect(expectationOf('partial', [annotation])).toMatchObject({ expected: ['TLE'], expectedScore: 25 });
    expect(
      expectationOf('multiple', [parseAnnotation('@EXPECTED_RESULTS@: RUN-ERROR,TIMELIMIT')]).expected,
    ).toEqual(['RE', 'MLE', 'TLE']);
  });

  it('lets an annotation that disagrees with its folder win, with a note', () => {
    const expectation = expectationOf('wrong_answer', [parseAnnotation('@EXPECTED_RESULTS@: CORRECT')]);
    expect(expectation.expected).toEqual(['AC']);
    expect(expectation.notes[0]).toMatch(/disagrees with its folder/);
  });

  it('leaves check_manually and CHECK-MANUALLY to a person', () => {
    expect(expectationOf('check_manually', [undefined])).toMatchObject({ manual: true, expected: [] });
    expect(
      expectationOf('check_manually', [parseAnnotation('@EXPECTED_RESULTS@: CHECK-MANUALLY')]),
    ).toMatchObject({ manual: true, expected: [] });
  });

  it('lists a folder no tool knows with a note instead of refusing it, judged by its annotation if any', () => {
    expect(expectationOf('sometimes_fast', [undefined])).toMatchObject({ expected: [], manual: undefined });
    expect(expectationOf('sometimes_fast', [undefined]).notes.join(' ')).toMatch(/not a folder/);
    expect(
      expectationOf('sometimes_fast', [parseAnnotation('@EXPECTED_RESULTS@: CORRECT')]).expected,
    ).toEqual(['AC']);
  });

  it('compares nothing for a submission annotated twice (in one file or in two files)', () => {
    const twice = parseAnnotation('@EXPECTED_RESULTS@: CORRECT');
    expect(expectationOf('accepted', [twice, twice])).toMatchObject({ expected: [], manual: true });
    expect(expectationOf('accepted', ['duplicate'])).toMatchObject({ expected: [], manual: true });
  });
});
