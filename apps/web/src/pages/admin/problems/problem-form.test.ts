import { describe, expect, it } from 'vitest';
import { problemSaveBody } from '@judge/contract';
import type { AdminProblemDetail } from '../../../api/admin-problems';
import {
  emptyProblemForm,
  formFieldOfServerError,
  formFromDetail,
  messageWithoutField,
  storedCaseSource,
  toSaveBody,
  withoutGroupPrefix,
  type ProblemFormValues,
} from './problem-form';

const knownTags = [{ id: 7, name: 'Math', color: null, oj: 'ME', classificationId: null, tcid: null }];

function filledForm(overrides: Partial<ProblemFormValues> = {}): ProblemFormValues {
  return {
    ...emptyProblemForm(['C', 'Python3']),
    problemId: 'P1000',
    title: ' A+B ',
    input: 'two integers',
    output: 'their sum',
    examples: [
      { input: '1 2', output: '3' },
      { input: '', output: '' },
    ],
    tags: ['math', 'new tag'],
    codeTemplates: {
      C: { status: true, code: 'int main(){}' },
      Python3: { status: false, code: '' },
      Java: { status: true, code: 'class Main {}' },
    },
    typedCases: [
      { input: '1 2\n', output: '3\n', score: 40, groupNum: 1 },
      { input: '5 6\n', output: '11\n', score: 60, groupNum: 2 },
    ],
    ...overrides,
  };
}

describe('toSaveBody', () => {
  it('maps an ACM form with typed cases to a body the contract accepts', () => {
    const body = toSaveBody(filledForm(), { changeCases: true, knownTags });
    expect(problemSaveBody.safeParse(body).success).toBe(true);
    expect(body.problem.title).toBe('A+B');
    expect(body.problem.examples).toBe('<input>1 2</input><output>3</output>');
    expect(body.isUploadTestCase).toBe(false);
    // ACM: no scores; groups only matter in subtask modes.
    expect(body.samples).toEqual([
      { input: '1 2\n', output: '3\n', score: 0, groupNum: undefined },
      { input: '5 6\n', output: '11\n', score: 0, groupNum: undefined },
    ]);
    expect(body.tags).toEqual([{ id: 7, name: 'math' }, { name: 'new tag' }]);
    // Only chosen languages' templates, and only those switched on or holding code.
    expect(body.codeTemplates).toEqual([{ language: 'C', code: 'int main(){}', status: true }]);
    expect(body.problem.spjCode).toBe('');
    expect(body.changeCases).toBe(true);
  });

  it('keeps OI scores and subtask groups, file IO names and extra files', () => {
    const body = toSaveBody(
      filledForm({
        type: 1,
        judgeCaseMode: 'subtask_lowest',
        isFileIO: true,
        ioReadFileName: ' in.txt ',
        ioWriteFileName: 'out.txt',
        userExtraFiles: [{ name: 'lib.h', content: '#pragma once' }],
        judgeMode: 'spj',
        spjLanguage: 'C++ 17',
        spjCode: 'int main(){}',
      }),
      { changeCases: true, knownTags },
    );
    expect(body.samples.map((s) => [s.score, s.groupNum])).toEqual([
      [40, 1],
      [60, 2],
    ]);
    expect(body.problem.ioReadFileName).toBe('in.txt');
    expect(body.problem.userExtraFile).toEqual({ 'lib.h': '#pragma once' });
    expect(body.problem.spjLanguage).toBe('C++ 17');
    expect(problemSaveBody.safeParse(body).success).toBe(true);
  });

  it('names the uploaded files and sends the upload key', () => {
    const body = toSaveBody(
      filledForm({
        type: 1,
        caseSource: 'upload',
        uploadedCases: [
          { inputName: 'a.in', outputName: 'a.out', score: 50 },
          { inputName: 'b.in', outputName: '-', score: 50 },
        ],
      }),
      { changeCases: true, uploadTestcaseDir: 'key123', knownTags },
    );
    expect(body.isUploadTestCase).toBe(true);
    expect(body.uploadTestcaseDir).toBe('key123');
    expect(body.samples[1]).toMatchObject({ inputName: 'b.in', outputName: '-', score: 50 });
  });

  it('sends no cases when an edit keeps the stored ones', () => {
    const body = toSaveBody(filledForm(), { changeCases: false, knownTags });
    expect(body.changeCases).toBe(false);
    expect(body.samples).toEqual([]);
    expect(body.uploadTestcaseDir).toBeUndefined();
  });
});

const detail: AdminProblemDetail = {
  problem: {
    ...toSaveBody(filledForm({ type: 1 }), { changeCases: true, knownTags }).problem,
    id: 3,
    author: 'root',
    ioScore: 100,
    gmtCreate: '2024-01-01T00:00:00Z',
    gmtModified: '2024-01-01T00:00:00Z',
  },
  isUploadTestCase: false,
  samples: [
    {
      id: 1,
      index: 0,
      inputName: '1.in',
      outputName: '1.out',
      inputSize: 4,
      outputSize: 2,
      score: 40,
      groupNum: null,
      input: '1 2\n',
      output: '3\n',
    },
  ],
  languages: ['C'],
  codeTemplates: [{ language: 'C', code: 'int main(){}', status: true }],
  tags: [{ id: 7, name: 'Math', color: null }],
};

describe('formFromDetail', () => {
  it('turns the stored problem back into form values that save the same problem', () => {
    const values = formFromDetail(detail);
    expect(values.examples).toEqual([{ input: '1 2', output: '3' }]);
    expect(values.tags).toEqual(['Math']);
    expect(values.caseSource).toBe('typed');
    expect(values.typedCases).toEqual([{ input: '1 2\n', output: '3\n', score: 40, groupNum: null }]);
    const body = toSaveBody(values, { changeCases: true, knownTags });
    const {
      id: _id,
      author: _author,
      ioScore: _ioScore,
      gmtCreate: _c,
      gmtModified: _m,
      ...fields
    } = detail.problem;
    expect(body.problem).toEqual(fields);
    expect(body.tags).toEqual([{ id: 7, name: 'Math' }]);
  });

  it('treats cases that are not 1.in/1.out… or too large to come inline as uploaded files', () => {
    expect(storedCaseSource(detail.samples)).toBe('typed');
    expect(storedCaseSource([{ ...detail.samples[0], inputName: 'sample.in' }])).toBe('upload');
    expect(storedCaseSource([{ ...detail.samples[0], input: null }])).toBe('upload');
  });
});

describe('server errors in the form', () => {
  const values = {
    caseSource: 'typed' as const,
    languages: ['C', 'Java'],
    codeTemplates: { C: { status: false, code: '' }, Java: { status: true, code: '' } },
  };

  it('maps body paths of both styles to form fields', () => {
    expect(formFieldOfServerError('problem.ioReadFileName', values)).toEqual(['ioReadFileName']);
    expect(formFieldOfServerError('samples[1].score', values)).toEqual(['typedCases', 1, 'score']);
    expect(formFieldOfServerError('samples.0', values)).toEqual(['typedCases', 0, 'input']);
    expect(formFieldOfServerError('samples[2].inputName', { ...values, caseSource: 'upload' })).toEqual([
      'uploadedCases',
      2,
      'inputName',
    ]);
    // The template index counts only the templates that were sent.
    expect(formFieldOfServerError('codeTemplates[0].code', values)).toEqual([
      'codeTemplates',
      'Java',
      'code',
    ]);
    expect(formFieldOfServerError('languages', values)).toEqual(['languages']);
    // A problem made in a contest: its display id and title there.
    expect(formFieldOfServerError('contestProblem.displayId', values)).toEqual(['contestDisplayId']);
    expect(formFieldOfServerError('contestProblem.displayTitle', values)).toEqual(['contestDisplayTitle']);
    expect(formFieldOfServerError('contestProblem.color', values)).toBeNull();
    expect(formFieldOfServerError('uploadTestcaseDir', values)).toBeNull();
    expect(formFieldOfServerError(undefined, values)).toBeNull();
  });

  it('strips the field prefix from the message', () => {
    expect(messageWithoutField('problem.title: title is required', 'problem.title')).toBe(
      'title is required',
    );
    expect(messageWithoutField('Invalid input', 'problem.title')).toBe('Invalid input');
  });
});

describe("a group problem's id in its form", () => {
  it("leaves the group's short name out of the value (shown beside the field; the server puts it back)", () => {
    expect(withoutGroupPrefix('HBR1P1', 'HBR1')).toBe('P1');
    expect(withoutGroupPrefix('hbr1sum', 'HBR1')).toBe('sum');
    expect(withoutGroupPrefix('P1', 'HBR1')).toBe('P1');
    expect(withoutGroupPrefix('HBR1', 'HBR1')).toBe('HBR1');
    expect(withoutGroupPrefix('HBR1P1', undefined)).toBe('HBR1P1');
  });
});
