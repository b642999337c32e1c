import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors.ts';
import { writeZip } from '../../testdata/zip.ts';
import { readQduojZip } from './qduoj.ts';
import { qduojProblem } from './test-fixtures.ts';

const zipOf = (files: Record<string, string>) => writeZip(new Map(Object.entries(files)));

function errorOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).message;
  }
  throw new Error('no error');
}

describe('QDUOJ zip reader', () => {
  it('maps an ACM problem: statements to Markdown, limits, examples, tags, templates, CRLF cases', () => {
    const [problem] = readQduojZip(
      zipOf({
        '1/problem.json': qduojProblem(),
        '1/testcase/1.in': '1 2\r\n',
        '1/testcase/1.out': '3\r\n',
        '1/testcase/2.in': '5 5\n',
        '1/testcase/2.out': '10\n',
        '1/testcase/info': '{}',
      }),
    );
    expect(problem.label).toBe('1/problem.json');
    expect(problem.body.problem).toMatchObject({
      problemId: 'Q1000',
      title: 'A+B',
      description: 'Add **two** numbers.',
      input: 'a b',
      output: 'The **sum**.',
      examples: '<input>1 2\n</input><output>3</output>',
      source: 'QDU',
      timeLimit: 1000,
      memoryLimit: 256,
      type: 0,
      judgeMode: 'default',
    });
    expect(problem.body.samples).toEqual([
      { inputName: '1.in', outputName: '1.out', score: 0, input: '', output: '' },
      { inputName: '2.in', outputName: '2.out', score: 0, input: '', output: '' },
    ]);
    expect(problem.body.tags).toEqual([{ name: 'math' }, { name: 'basics' }]);
    expect(problem.body.codeTemplates).toEqual([
      {
        language: 'C++',
        code: '#include <cstdio>\nint add(int a, int b) { }\nint main() {}',
        status: true,
      },
    ]);
    expect(problem.body.languages).toContain('Python3');
    expect(problem.files.get('1.in')!.toString()).toBe('1 2\n');
    expect([...problem.files.keys()]).toEqual(['1.in', '1.out', '2.in', '2.out']);
  });

  it('maps an OI problem with its scores, and a special judge with input-only cases', () => {
    const problems = readQduojZip(
      zipOf({
        '1/problem.json': qduojProblem({
          rule_type: 'OI',
          test_case_score: [
            { score: 30, input_name: '1.in', output_name: '1.out' },
            { score: 70, input_name: '2.in', output_name: '2.out' },
          ],
        }),
        '1/testcase/1.in': '1',
        '1/testcase/1.out': '1',
        '1/testcase/2.in': '2',
        '1/testcase/2.out': '2',
        '2/problem.json': qduojProblem({
          display_id: 'Q1001',
          spj: { language: 'C', code: 'int main(){return 0;}' },
          test_case_score: null,
        }),
        '2/testcase/1.in': '1',
      }),
    );
    expect(problems[0].body.problem.type).toBe(1);
    expect(problems[0].body.samples.map((s) => s.score)).toEqual([30, 70]);
    expect(problems[1].body.problem).toMatchObject({
      problemId: 'Q1001',
      judgeMode: 'spj',
      spjLanguage: 'C',
      spjCode: 'int main(){return 0;}',
    });
    expect(problems[1].body.samples).toMatchObject([{ inputName: '1.in', outputName: '-' }]);
  });

  it('accepts one wrapping folder around the problem folders', () => {
    const [problem] = readQduojZip(
      zipOf({
        'export/1/problem.json': qduojProblem(),
        'export/1/testcase/1.in': '1',
        'export/1/testcase/1.out': '1',
      }),
    );
    expect(problem.label).toBe('export/1/problem.json');
  });

  it.each([
    [{ 'readme.txt': 'x' }, 'no 1/problem.json'],
    [
      { '1/problem.json': '{', '1/testcase/1.in': '1', '1/testcase/1.out': '1' },
      '1/problem.json is not valid JSON',
    ],
    [{ '1/problem.json': qduojProblem({ title: undefined }) }, '1/problem.json: title'],
    [{ '1/problem.json': qduojProblem() }, '1/problem.json: no test case'],
    [{ '1/problem.json': qduojProblem(), '1/testcase/1.in': '1' }, '1/testcase/1.out is missing'],
    [
      {
        '1/problem.json': qduojProblem(),
        '1/testcase/1.in': '1',
        '1/testcase/1.out': '1',
        '1/testcase/3.in': '3',
      },
      '1/testcase/2.in is missing',
    ],
    [{ '2/problem.json': qduojProblem() }, '1/problem.json is missing'],
    [
      {
        '1/problem.json': qduojProblem({ display_id: 'bad id!' }),
        '1/testcase/1.in': '1',
        '1/testcase/1.out': '1',
      },
      '1/problem.json: problem.problemId',
    ],
    [
      {
        '1/problem.json': qduojProblem({ spj: { language: 'COBOL', code: 'x' } }),
        '1/testcase/1.in': '1',
      },
      'spj.language',
    ],
  ])('refuses %j naming the problem', (files, message) => {
    expect(errorOf(() => readQduojZip(zipOf(files as Record<string, string>)))).toContain(message);
  });

  it('refuses a file that is not a zip', () => {
    expect(errorOf(() => readQduojZip(Buffer.from('hello')))).toContain('not a readable zip');
  });
});
