// The ICPC package writer (issue 22, docs/clics.md "Contest package"): a problem's files as problem.yaml, a Markdown
// statement, samples, cases and a Kattis validator, and the reader (icpc-package.ts) takes them back as the same
// problem.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { icpcProblem, readPackage } from './icpc-package.ts';
import { icpcPackageFiles, type WritableProblem } from './icpc-package-writer.ts';

const VALIDATOR = ['#include <cstdio>', 'int main(int argc, char** argv) { return 42; }', ''].join('\n');

const sum: WritableProblem = {
  title: 'Sum of Two',
  description: 'Add $a$ and $b$.',
  input: 'Two integers.',
  output: 'Their sum.',
  hint: 'Mind the *sign*.',
  examples: '<input>1 2\n</input><output>3\n</output>',
  timeLimit: 1500,
  memoryLimit: 128,
  judgeMode: 'default',
  spjCode: null,
  spjLanguage: null,
  judgeExtraFile: null,
  judgeProfile: null,
};
const kattisChecked: WritableProblem = {
  ...sum,
  title: 'Any Pair',
  hint: '',
  examples: '',
  judgeMode: 'spj',
  spjCode: VALIDATOR,
  spjLanguage: 'C++ 17 With O2',
  judgeExtraFile: JSON.stringify({ 'helper.h': '#pragma once\n' }),
  judgeProfile: JSON.stringify({
    checker: {
      kind: 'kattis',
      source: VALIDATOR,
      language: 'C++ 17 With O2',
      args: ['float_tolerance', '1e-6'],
    },
  }),
};
const cases = [
  { input: Buffer.from('20 22\n'), answer: Buffer.from('42\n') },
  { input: Buffer.from('-1 1\n'), answer: Buffer.from('0\n') },
];

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** The files written into a folder named as a package is (its name becomes the problem id on import). */
function writtenPackage(files: Map<string, string | Buffer>): string {
  const root = join(mkdtempSync(join(tmpdir(), 'icpc-writer-')), 'sum');
  dirs.push(dirname(root));
  for (const [path, content] of files) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), content);
  }
  return root;
}

const filesOf = (problem: WritableProblem) => {
  const written = icpcPackageFiles(problem, cases);
  if (!('files' in written)) throw new Error(written.unwritable);
  return written.files;
};

describe('an ICPC package written from a problem', () => {
  it('says the name and limits, the statement with its parts, the samples and the cases', () => {
    const files = filesOf(sum);
    expect([...files.keys()].sort()).toEqual([
      'data/sample/01.ans',
      'data/sample/01.in',
      'data/secret/01.ans',
      'data/secret/01.in',
      'data/secret/02.ans',
      'data/secret/02.in',
      'problem.yaml',
      'statement/problem.en.md',
    ]);
    expect(parse(String(files.get('problem.yaml')))).toEqual({
      name: 'Sum of Two',
      validator_flags: 'case_sensitive',
      limits: { time_limit: 1.5, memory: 128 },
    });
    expect(files.get('statement/problem.en.md')).toBe(
      'Add $a$ and $b$.\n\n## Input\n\nTwo integers.\n\n## Output\n\nTheir sum.\n\n## Hint\n\nMind the *sign*.\n',
    );

    const root = writtenPackage(files);
    const loaded = readPackage(root);
    expect(loaded.problem.timeLimitMs).toBe(1500);
    const { body, files: stored } = icpcProblem(loaded, root, 'sum', loaded.problem.timeLimitMs);
    expect(body.problem).toMatchObject({
      title: 'Sum of Two',
      description: 'Add $a$ and $b$.',
      input: 'Two integers.',
      output: 'Their sum.',
      hint: 'Mind the *sign*.',
      examples: '<input>1 2\n</input><output>3\n</output>',
      timeLimit: 1500,
      memoryLimit: 128,
      judgeMode: 'default',
    });
    // The sample is judged too (data/sample comes first), then the cases in their order.
    expect([...stored.values()].map(String)).toEqual(['1 2\n', '3\n', '20 22\n', '42\n', '-1 1\n', '0\n']);
  });

  it('carries a Kattis output validator with its flags and files, read back as the special judge', () => {
    const files = filesOf(kattisChecked);
    expect(parse(String(files.get('problem.yaml')))).toMatchObject({
      validation: 'custom',
      validator_flags: 'float_tolerance 1e-6',
    });
    expect(files.get('output_validators/validator/validate.cpp')).toBe(VALIDATOR);
    expect(files.get('output_validators/validator/helper.h')).toBe('#pragma once\n');
    expect(files.get('statement/problem.en.md')).not.toContain('## Hint');

    const root = writtenPackage(files);
    const loaded = readPackage(root);
    const { body, profile } = icpcProblem(loaded, root, 'sum', 1500);
    expect(body.problem).toMatchObject({
      judgeMode: 'spj',
      spjCode: VALIDATOR,
      spjLanguage: 'C++ 17 With O2',
      hint: '',
      judgeExtraFile: { 'helper.h': '#pragma once\n' },
    });
    expect(profile.checker).toEqual({
      kind: 'kattis',
      source: VALIDATOR,
      language: 'C++ 17 With O2',
      args: ['float_tolerance', '1e-6'],
    });
  });

  it('carries a Kattis interactor as an interactive validator', () => {
    const interactive = {
      ...kattisChecked,
      judgeMode: 'interactive',
      judgeExtraFile: null,
      judgeProfile: JSON.stringify({ interactorKind: 'kattis' }),
    };
    const files = filesOf(interactive);
    expect(parse(String(files.get('problem.yaml'))).validation).toBe('custom interactive');
    const root = writtenPackage(files);
    const { body, profile } = icpcProblem(readPackage(root), root, 'sum', 1500);
    expect(body.problem).toMatchObject({ judgeMode: 'interactive', spjCode: VALIDATOR });
    expect(profile.interactorKind).toBe('kattis');
    // A testlib interactor speaks another protocol.
    const testlib = { ...interactive, judgeProfile: JSON.stringify({ interactorKind: 'testlib' }) };
    expect(icpcPackageFiles(testlib, cases)).toEqual({
      unwritable: 'its interactor is not a Kattis output validator',
    });
  });

  it('writes no package for a special judge of another protocol (it would judge differently there)', () => {
    const testlib = {
      ...kattisChecked,
      judgeProfile: null,
      spjCode: '#include "testlib.h"\nint main() {}\n',
    };
    expect(icpcPackageFiles(testlib, cases)).toEqual({
      unwritable: 'its special judge is not a Kattis output validator',
    });
    // The form's checker changed since the package's validator was recorded: the form's is the one judged.
    const edited = { ...kattisChecked, spjCode: `${VALIDATOR}// edited\n` };
    expect('unwritable' in icpcPackageFiles(edited, cases)).toBe(true);
  });

  it("keeps a package comparison's flags, and an answerless case gets an empty answer", () => {
    const compared = {
      ...sum,
      judgeProfile: JSON.stringify({
        checker: { kind: 'icpc', caseSensitive: false, spaceChangeSensitive: true, absoluteTolerance: 0.001 },
      }),
    };
    const written = icpcPackageFiles(compared, [{ input: Buffer.from('x\n'), answer: null }]);
    if (!('files' in written)) throw new Error(written.unwritable);
    expect(parse(String(written.files.get('problem.yaml'))).validator_flags).toBe(
      'space_change_sensitive float_absolute_tolerance 0.001',
    );
    expect(written.files.get('data/secret/01.ans')).toEqual(Buffer.alloc(0));
  });
});
