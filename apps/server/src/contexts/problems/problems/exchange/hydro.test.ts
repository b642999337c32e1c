import { describe, expect, it } from 'vitest';
import { AppError } from '../../../../errors.ts';
import { writeZip } from '../../testdata/zip.ts';
import { hydroMemory, hydroTime, pairHydroCases, readHydroZip } from './hydro.ts';

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

const problemYaml = 'pid: H1000\ntitle: A+B Problem\ntag: [math, easy]\ndifficulty: 2\n';

describe('Hydro zip reader', () => {
  it('maps a problem with min subtasks: statement, limits, cases in subtask order, tags', () => {
    const [problem] = readHydroZip(
      zipOf({
        '1000/problem.yaml': problemYaml,
        '1000/problem_en.md': 'Print $a+b$.\n',
        '1000/testdata/config.yaml':
          'time: 2s\nmemory: 128m\nsubtasks:\n  - score: 40\n    type: min\n    cases:\n      - {input: a1.in, output: a1.out}\n  - score: 60\n    type: min\n    cases:\n      - {input: b1.in, output: b1.out}\n      - {input: b2.in, output: b2.out}\n',
        '1000/testdata/a1.in': '1 2\r\n',
        '1000/testdata/a1.out': '3\r\n',
        '1000/testdata/b1.in': '5 5\n',
        '1000/testdata/b1.out': '10\n',
        '1000/testdata/b2.in': '7 8\n',
        '1000/testdata/b2.out': '15\n',
      }),
    );
    const { problem: p } = problem.body;
    expect(p).toMatchObject({
      problemId: 'H1000',
      title: 'A+B Problem',
      description: 'Print $a+b$.\n',
      timeLimit: 2000,
      memoryLimit: 128,
      difficulty: 2,
      type: 1,
      judgeCaseMode: 'subtask_lowest',
      isRemoveEndBlank: true,
      judgeMode: 'default',
    });
    expect(problem.body.samples.map((s) => [s.inputName, s.score, s.groupNum])).toEqual([
      ['1.in', 40, 1],
      ['2.in', 60, 2],
      ['3.in', 60, 2],
    ]);
    expect(problem.files.get('1.in')!.toString()).toBe('1 2\n');
    expect(problem.body.tags.map((tag) => tag.name)).toEqual(['math', 'easy']);
  });

  it('pairs cases the way Hydro does when config.yaml lists none, and reads a testlib checker and file IO', () => {
    const [problem] = readHydroZip(
      zipOf({
        'P1/problem.yaml': 'pid: P1\ntitle: Checker\n',
        'P1/testdata/config.yaml':
          'time: 1000ms\nmemory: 1g\nchecker_type: testlib\nchecker: chk.cpp\nfilename: ab\n',
        'P1/testdata/chk.cpp': '#include "testlib.h"\nint main(){}\n',
        'P1/testdata/input10.txt': '10\n',
        'P1/testdata/output10.txt': '10\n',
        'P1/testdata/input2.txt': '2\n',
        'P1/testdata/output2.txt': '2\n',
      }),
    );
    expect(problem.body.problem).toMatchObject({
      timeLimit: 1000,
      memoryLimit: 1024,
      judgeMode: 'spj',
      spjLanguage: 'C++',
      isFileIO: true,
      ioReadFileName: 'ab.in',
      ioWriteFileName: 'ab.out',
    });
    expect(problem.files.get('1.in')!.toString()).toBe('2\n');
    expect(problem.files.get('2.in')!.toString()).toBe('10\n');
  });

  it('the units and pairings it knows', () => {
    expect([hydroTime('1s', 'x'), hydroTime('250ms', 'x'), hydroTime(3, 'x')]).toEqual([1000, 250, 3000]);
    expect([
      hydroMemory('256m', 'x'),
      hydroMemory('512MB', 'x'),
      hydroMemory('2g', 'x'),
      hydroMemory('65536k', 'x'),
    ]).toEqual([256, 512, 2048, 64]);
    expect(pairHydroCases(['a.in', 'a.ans', 'x.in3', 'x.ou3', 'lonely.in'])).toEqual([
      { input: 'a.in', output: 'a.ans' },
      { input: 'x.in3', output: 'x.ou3' },
    ]);
  });

  it("reads a Lemon, SYZOJ, QDUOJ or HUSTOJ checker into the profile, to run by that judge's convention", () => {
    for (const kind of ['lemon', 'syzoj', 'qduoj', 'hustoj', 'testlib']) {
      const [problem] = readHydroZip(
        zipOf({
          'p/problem.yaml': problemYaml,
          'p/testdata/1.in': '1\n',
          'p/testdata/1.out': '1\n',
          'p/testdata/chk.cpp': 'int main() { return 0; }',
          'p/testdata/config.yaml': `checker_type: ${kind}\nchecker: chk.cpp\n`,
        }),
      );
      expect(problem.body.problem.judgeMode).toBe('spj');
      expect(problem.profile?.checker).toMatchObject({ kind, source: 'int main() { return 0; }' });
    }
  });

  it('refuses what the judge would run differently, naming the key', () => {
    const base = { 'p/problem.yaml': problemYaml, 'p/testdata/1.in': '1\n', 'p/testdata/1.out': '1\n' };
    expect(
      errorOf(() => readHydroZip(zipOf({ ...base, 'p/testdata/config.yaml': 'checker_type: magic\n' }))),
    ).toMatch(/checker_type magic is not supported/);
    expect(
      errorOf(() => readHydroZip(zipOf({ ...base, 'p/testdata/config.yaml': 'type: submit_answer\n' }))),
    ).toMatch(/type submit_answer is not supported/);
    expect(
      errorOf(() =>
        readHydroZip(
          zipOf({
            ...base,
            'p/testdata/config.yaml':
              'subtasks:\n  - {score: 100, type: max, cases: [{input: 1.in, output: 1.out}]}\n',
          }),
        ),
      ),
    ).toMatch(/type max/);
    expect(errorOf(() => readHydroZip(zipOf({ 'x.txt': 'hi' })))).toMatch(/is it a Hydro problem export/);
  });
});
