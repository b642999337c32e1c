// One of our problems written as an ICPC / Kattis problem package (the format icpc-package.ts reads back): the
// contest package's problems (issue 22, docs/clics.md "Contest package") carry it so a contest moves with them.
// Pure: the problem's fields and its cases in, the package's files out.
import { judgeProfileSchema, type JudgeProfile } from '@judge/contract';
import { stringify as yaml } from 'yaml';

/** The fields of a stored problem the package is written from. */
export interface WritableProblem {
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  /** `<input>…</input><output>…</output>` pairs, as stored. */
  examples: string;
  /** Milliseconds. */
  timeLimit: number;
  /** MiB. */
  memoryLimit: number;
  judgeMode: string;
  spjCode: string | null;
  spjLanguage: string | null;
  /** JSON of the extra files the special judge is compiled with (headers), as stored. */
  judgeExtraFile: string | null;
  judgeProfile: string | null;
}

/** A test case's bytes, in the problem's order (no answer: a special judge's case without one). */
export interface WritableCase {
  input: Buffer;
  answer: Buffer | null;
}

export type IcpcPackageFiles =
  | { files: Map<string, string | Buffer> }
  /** Why the problem has no ICPC package: the format cannot say how its special judge runs. */
  | { unwritable: string };

const EXAMPLE_PAIR = /<input>([\s\S]*?)<\/input>\s*<output>([\s\S]*?)<\/output>/g;

/** The statement's sections as the reader splits them back (statementParts in icpc-package.ts). */
export const STATEMENT_HEADINGS = { input: '## Input', output: '## Output', hint: '## Hint' } as const;

/** The source's file name by the judge's language (the extensions the ICPC reader maps back, programs.ts). */
function validatorFileName(language: string): string | null {
  if (language.startsWith('C++')) return 'validate.cpp';
  if (language.startsWith('C')) return 'validate.c';
  if (language.startsWith('Python')) return 'validate.py';
  if (language === 'Java') return 'Validate.java';
  return null;
}

function profileOf(problem: WritableProblem): JudgeProfile {
  if (!problem.judgeProfile) return {};
  const parsed = judgeProfileSchema.safeParse(JSON.parse(problem.judgeProfile));
  return parsed.success ? parsed.data : {};
}

/**
 * What problem.yaml says of the checking, and the validator's files: the comparison (the ICPC default validator,
 * case-sensitive as ours is, or the flags a package gave it), or a program that speaks the Kattis output validator's
 * protocol (a package's validator or interactor the form still holds). A special judge of another convention
 * (testlib, the reference system's `spj in out ans`) would judge differently there: no package then.
 */
function checking(
  problem: WritableProblem,
): { yaml: Record<string, unknown>; files: Map<string, string> } | { unwritable: string } {
  const profile = profileOf(problem);
  const checker = profile.checker;
  if (problem.judgeMode === 'default') {
    if (checker?.kind === 'icpc') {
      const flags = [
        ...(checker.caseSensitive ? ['case_sensitive'] : []),
        ...(checker.spaceChangeSensitive ? ['space_change_sensitive'] : []),
        ...(checker.absoluteTolerance !== undefined
          ? ['float_absolute_tolerance', String(checker.absoluteTolerance)]
          : []),
        ...(checker.relativeTolerance !== undefined
          ? ['float_relative_tolerance', String(checker.relativeTolerance)]
          : []),
      ];
      return { yaml: flags.length ? { validator_flags: flags.join(' ') } : {}, files: new Map() };
    }
    return { yaml: { validator_flags: 'case_sensitive' }, files: new Map() };
  }
  const source = problem.spjCode ?? '';
  const language = problem.spjLanguage ?? 'C';
  const kattis =
    problem.judgeMode === 'interactive'
      ? profile.interactorKind === 'kattis'
      : checker?.kind === 'kattis' && checker.source === source && checker.language === language;
  if (!kattis || !source)
    return {
      unwritable: `its ${problem.judgeMode === 'interactive' ? 'interactor' : 'special judge'} is not a Kattis output validator`,
    };
  const fileName = validatorFileName(language);
  if (!fileName) return { unwritable: `its special judge is in ${language}` };
  const files = new Map<string, string>([[`output_validators/validator/${fileName}`, source]]);
  const extra = problem.judgeExtraFile ? (JSON.parse(problem.judgeExtraFile) as Record<string, string>) : {};
  for (const [name, content] of Object.entries(extra))
    files.set(`output_validators/validator/${name}`, content);
  const args = checker && 'args' in checker && problem.judgeMode === 'spj' ? checker.args : [];
  return {
    yaml: {
      validation: problem.judgeMode === 'interactive' ? 'custom interactive' : 'custom',
      ...(args.length ? { validator_flags: args.join(' ') } : {}),
    },
    files,
  };
}

/** The statement as Markdown: the description, then the input, output and hint under their headings. */
export function statementMarkdown(
  problem: Pick<WritableProblem, 'description' | 'input' | 'output' | 'hint'>,
) {
  const parts = [problem.description.trim()];
  for (const key of ['input', 'output', 'hint'] as const)
    if (problem[key].trim()) parts.push(`${STATEMENT_HEADINGS[key]}\n\n${problem[key].trim()}`);
  return `${parts.join('\n\n')}\n`;
}

/** Case file names that sort in the problem's order: 01, 02, … (at least two digits). */
const numbered = (count: number) => (index: number) =>
  String(index + 1).padStart(Math.max(2, String(count).length), '0');

/**
 * The problem as an ICPC / Kattis problem package (legacy problem.yaml, read by our import, DOMjudge and Kattis):
 * `problem.yaml` (name; limits.time_limit in seconds, the 2025-09 name the reader takes; limits.memory in MiB),
 * `statement/problem.en.md`, the examples as `data/sample/NN.in/.ans`, the cases as `data/secret/NN.in/.ans`, and a
 * Kattis validator under `output_validators/validator/`. The package's files are at the zip's root (as DOMjudge
 * exports a problem): the importing system names the problem.
 */
export function icpcPackageFiles(problem: WritableProblem, cases: WritableCase[]): IcpcPackageFiles {
  const checked = checking(problem);
  if ('unwritable' in checked) return checked;
  const config = {
    name: problem.title,
    ...checked.yaml,
    limits: { time_limit: problem.timeLimit / 1000, memory: problem.memoryLimit },
  };
  const files = new Map<string, string | Buffer>([
    ['problem.yaml', yaml(config)],
    ['statement/problem.en.md', statementMarkdown(problem)],
  ]);
  const samples = [...problem.examples.matchAll(EXAMPLE_PAIR)];
  const sampleName = numbered(samples.length);
  samples.forEach(([, input, output], index) => {
    files.set(`data/sample/${sampleName(index)}.in`, input);
    files.set(`data/sample/${sampleName(index)}.ans`, output);
  });
  const caseName = numbered(cases.length);
  cases.forEach((testCase, index) => {
    files.set(`data/secret/${caseName(index)}.in`, testCase.input);
    files.set(`data/secret/${caseName(index)}.ans`, testCase.answer ?? Buffer.alloc(0));
  });
  for (const [path, content] of checked.files) files.set(path, content);
  return { files };
}
