// What a package must hold to be judged, and the layouts of the reference tools' own packages that load.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadProblem } from './load-problem.ts';

const made: string[] = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function folder(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'package-loading-'));
  made.push(dir);
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}

describe('a folder without test data is refused, never judged on zero cases', () => {
  const withoutData: [string, Record<string, string>][] = [
    ['an empty folder', {}],
    ['tests named as Polygon names them, without problem.xml', { 'tests/01': '1 2\n', 'tests/01.a': '3\n' }],
    ['only a statement and a problem.yaml', { 'problem.yaml': 'name: x\n', 'statement.md': '# x\n' }],
  ];
  for (const [what, files] of withoutData)
    it(what, () => {
      expect(() => loadProblem(folder(files))).toThrow(
        /no test data found: looked for tests\/<name>\.in .*data\/sample and data\/secret .*problem\.xml/,
      );
    });
});

describe('output validators as the reference tools ship them', () => {
  const data = { 'data/secret/1.in': '1\n', 'data/secret/1.ans': '1\n' };
  it("a 2023-07 output_validator/ holding one folder with a .cc source and its header (Kattis' guess)", () => {
    const dir = folder({
      ...data,
      'problem.yaml': 'problem_format_version: 2023-07-draft\ntype: interactive\n',
      'output_validator/guess_validator/validate.cc': 'int main() { return 42; }\n',
      'output_validator/guess_validator/validate.h': '#pragma once\n',
    });
    const { problem } = loadProblem(dir);
    expect(problem.interactor).toMatchObject({ language: 'C++ 17 With O2', kind: 'kattis' });
    expect(Object.keys(problem.judgeExtraFiles ?? {})).toEqual(['validate.h']);
  });

  it('a legacy validator source ending in .C (C++ for g++ and Kattis)', () => {
    const dir = folder({
      ...data,
      'problem.yaml': 'validation: custom\n',
      'output_validators/check/validate.C': 'int main() { return 42; }\n',
    });
    expect(loadProblem(dir).problem.checker).toMatchObject({ kind: 'kattis', language: 'C++ 17 With O2' });
  });
});

describe("a package's graders/", () => {
  it('is loaded as the custom grader a group asks for (it was refused as an unsupported folder)', () => {
    const dir = folder({
      'problem.yaml': 'type: scoring\n',
      'data/testdata.yaml': 'on_reject: continue\ngrading: custom\n',
      'data/secret/1.in': '1\n',
      'data/secret/1.ans': '1\n',
      'graders/grade.py': 'print("AC 1")\n',
    });
    expect(loadProblem(dir).problem.icpcGrading).toMatchObject({
      customGrader: true,
      grader: { language: 'Python3' },
    });
  });
});
