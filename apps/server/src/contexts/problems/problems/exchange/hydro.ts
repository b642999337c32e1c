import { parse as parseYaml } from 'yaml';
import { invalidField } from '../../../../errors.ts';
import { readZip } from '../../testdata/zip.ts';
import {
  ALL_LANGUAGES,
  dialectChecker,
  ourLanguage,
  toSaveBody,
  toUnixLines,
  type ImportedProblem,
  type ProblemImportFormat,
} from './format.ts';

/** Hydro's checker types that name a checker program, each run by its own judge's convention. */
const HYDRO_PROGRAM_CHECKERS = ['testlib', 'hustoj', 'qduoj', 'lemon', 'syzoj'] as const;
type HydroProgramChecker = (typeof HYDRO_PROGRAM_CHECKERS)[number];

/**
 * Hydro's problem export (hydro-dev/Hydro `model/problem.ts`; ../shared/reference/problem-formats.md §4): one
 * folder per problem with `problem.yaml` (pid, title, tag, difficulty), the statement `problem.md` or
 * `problem_<lang>.md`, `testdata/` with its `config.yaml` (time, memory, type, checker_type, checker,
 * interactor, filename, subtasks or cases, extra files, langs) and `additional_file/`. What our judge cannot do
 * as Hydro does (other checker conventions, submit-answer, max subtasks) is refused naming the key.
 */
type YamlObject = Record<string, unknown>;

function yamlOf(entries: Map<string, Buffer>, name: string, label: string): YamlObject {
  const content = entries.get(name);
  if (!content) return {};
  try {
    const parsed: unknown = parseYaml(content.toString('utf8'));
    return parsed && typeof parsed === 'object' ? (parsed as YamlObject) : {};
  } catch (error) {
    throw invalidField('file', `${label}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** "1s", "1000ms", 2 (seconds) -> ms; "256m", "256mb", "1g", "65536k" -> MB. */
export function hydroTime(value: unknown, label: string): number {
  const match = /^\s*([\d.]+)\s*(ms|s)?\s*$/i.exec(String(value ?? '1s'));
  if (!match) throw invalidField('file', `${label}: time "${String(value)}" is not like 1s or 1000ms`);
  return Math.round(Number(match[1]) * (match[2]?.toLowerCase() === 'ms' ? 1 : 1000));
}
export function hydroMemory(value: unknown, label: string): number {
  const match = /^\s*([\d.]+)\s*(k|kb|m|mb|g|gb)?\s*$/i.exec(String(value ?? '256m'));
  if (!match) throw invalidField('file', `${label}: memory "${String(value)}" is not like 256m`);
  const unit = (match[2] ?? 'm').toLowerCase()[0];
  return Math.max(1, Math.round(Number(match[1]) * (unit === 'k' ? 1 / 1024 : unit === 'g' ? 1024 : 1)));
}

/** Hydro's automatic pairing: name.in with name.out|.ans, inputN.txt with outputN.txt, x.inN with x.ouN|x.outN. */
export function pairHydroCases(names: string[]): { input: string; output: string }[] {
  const has = new Set(names);
  const pairs: { input: string; output: string }[] = [];
  for (const name of names) {
    const candidates: string[] = [];
    if (name.endsWith('.in')) candidates.push(`${name.slice(0, -3)}.out`, `${name.slice(0, -3)}.ans`);
    const txt = /^(.*)input(\d+)\.txt$/.exec(name);
    if (txt) candidates.push(`${txt[1]}output${txt[2]}.txt`);
    const numbered = /^(.*)\.in(\d+)$/.exec(name);
    if (numbered) candidates.push(`${numbered[1]}.ou${numbered[2]}`, `${numbered[1]}.out${numbered[2]}`);
    const output = candidates.find((candidate) => has.has(candidate));
    if (output) pairs.push({ input: name, output });
  }
  return pairs.sort((a, b) => a.input.localeCompare(b.input, undefined, { numeric: true }));
}

const fileName = (value: unknown) =>
  value && typeof value === 'object' ? String((value as YamlObject).file) : String(value);

function readProblem(entries: Map<string, Buffer>, folder: string): ImportedProblem {
  const prefix = folder ? `${folder}/` : '';
  const label = `${prefix}problem.yaml`;
  const meta = yamlOf(entries, label, label);
  const where = `${prefix}testdata/config.yaml`;
  const config = yamlOf(entries, where, where);
  const type = String(config.type ?? 'default');
  if (type !== 'default' && type !== 'interactive')
    throw invalidField('file', `${where}: type ${type} is not supported here (default, interactive)`);
  const checkerType = String(config.checker_type ?? 'default');
  if (!['default', 'strict', ...HYDRO_PROGRAM_CHECKERS].includes(checkerType))
    throw invalidField(
      'file',
      `${where}: checker_type ${checkerType} is not supported here (default, strict, ${HYDRO_PROGRAM_CHECKERS.join(', ')})`,
    );
  const checkerProgram = (HYDRO_PROGRAM_CHECKERS as readonly string[]).includes(checkerType);
  const data = new Map<string, Buffer>();
  for (const [name, content] of entries)
    if (name.startsWith(`${prefix}testdata/`)) data.set(name.slice(prefix.length + 9), content);
  const text = (name: string) => {
    const content = data.get(name);
    if (!content) throw invalidField('file', `${where}: the file testdata/${name} is missing`);
    return toUnixLines(content.toString('utf8'));
  };
  const files = new Map<string, Buffer>();
  const samples: { inputName: string; outputName: string; score: number; groupNum?: number }[] = [];
  const addCase = (input: string, output: string, score: number, groupNum?: number) => {
    const n = samples.length + 1;
    files.set(`${n}.in`, Buffer.from(text(input)));
    files.set(`${n}.out`, Buffer.from(output ? text(output) : ''));
    samples.push({ inputName: `${n}.in`, outputName: `${n}.out`, score, groupNum });
  };
  const subtasks = Array.isArray(config.subtasks) ? (config.subtasks as YamlObject[]) : [];
  const kinds = new Set(subtasks.map((subtask) => String(subtask.type ?? 'min')));
  if (kinds.has('max') || kinds.size > 1)
    throw invalidField('file', `${where}: subtasks of type max, or of mixed types, are not supported here`);
  if (subtasks.some((subtask) => subtask.if !== undefined))
    throw invalidField('file', `${where}: subtasks depending on others (if) are not supported here`);
  subtasks.forEach((subtask, index) => {
    const cases = Array.isArray(subtask.cases) ? (subtask.cases as YamlObject[]) : [];
    const score = Number(subtask.score ?? 0);
    // A min subtask scores as a group worth its lowest case (each case carries the group's score); a sum subtask
    // splits its score over its cases.
    cases.forEach((entry, i) => {
      const caseScore = kinds.has('sum')
        ? Math.floor(score / cases.length) + (i < score % cases.length ? 1 : 0)
        : score;
      addCase(String(entry.input), String(entry.output ?? ''), caseScore, index + 1);
    });
  });
  if (subtasks.length === 0) {
    const listed = Array.isArray(config.cases) ? (config.cases as YamlObject[]) : [];
    const pairs = listed.length
      ? listed.map((entry) => ({ input: String(entry.input), output: String(entry.output ?? '') }))
      : pairHydroCases([...data.keys()]);
    if (pairs.length === 0) throw invalidField('file', `${label}: no test cases in testdata/`);
    pairs.forEach((pair) => addCase(pair.input, pair.output, 0));
  }
  const scored = subtasks.some((subtask) => Number(subtask.score ?? 0) > 0);
  const program = type === 'interactive' ? config.interactor : checkerProgram ? config.checker : undefined;
  const programName = program ? fileName(program) : '';
  const programLanguage = programName
    ? ourLanguage(programName.endsWith('.c') ? 'C' : programName.endsWith('.py') ? 'Python3' : 'C++')
    : undefined;
  const extra = (key: string) =>
    Object.fromEntries(
      (Array.isArray(config[key]) ? (config[key] as unknown[]) : []).map((name) => [
        String(name),
        text(String(name)),
      ]),
    );
  const statementName = [...entries.keys()].find(
    (name) => name.startsWith(prefix) && /^problem(_[\w-]+)?\.md$/.test(name.slice(prefix.length)),
  );
  const langs = Array.isArray(config.langs)
    ? (config.langs as unknown[]).map((name) => ourLanguage(String(name))).filter(Boolean)
    : [];
  const body = toSaveBody(label, {
    problem: {
      problemId: String(meta.pid ?? `H${folder.replace(/\W/g, '') || '1'}`),
      title: String(meta.title ?? (folder || 'Hydro problem')),
      description: statementName ? toUnixLines(entries.get(statementName)!.toString('utf8')) : '-',
      input: '-',
      output: '-',
      examples: '',
      hint: '',
      source: '',
      timeLimit: hydroTime(config.time, where),
      memoryLimit: hydroMemory(config.memory, where),
      difficulty: Math.min(7, Math.max(0, Number(meta.difficulty ?? 0) || 0)),
      type: scored ? 1 : 0,
      judgeCaseMode: scored ? (kinds.has('sum') ? 'default' : 'subtask_lowest') : 'default',
      // Hydro's default checker ignores trailing blanks; strict compares every byte.
      isRemoveEndBlank: checkerType !== 'strict',
      judgeMode: type === 'interactive' ? 'interactive' : checkerProgram ? 'spj' : 'default',
      spjCode: programName ? text(programName) : '',
      spjLanguage: programLanguage ?? 'C++',
      isFileIO: Boolean(config.filename),
      ioReadFileName: config.filename ? `${String(config.filename)}.in` : '',
      ioWriteFileName: config.filename ? `${String(config.filename)}.out` : '',
      userExtraFile: extra('user_extra_files'),
      judgeExtraFile: extra('judge_extra_files'),
    },
    samples,
    isUploadTestCase: true,
    languages: langs.length ? langs : ALL_LANGUAGES,
    tags: (Array.isArray(meta.tag) ? (meta.tag as unknown[]) : [])
      .map((name) => ({ name: String(name) }))
      .filter((tag) => tag.name.trim()),
    codeTemplates: [],
    changeCases: true,
  });
  // A checker program runs by the convention its checker_type names (Hydro's judge knows each of them).
  const profile =
    type !== 'interactive' && checkerProgram && programName
      ? dialectChecker(checkerType as HydroProgramChecker, text(programName), programLanguage ?? 'C++')
      : undefined;
  return { body, files, label, profile };
}

export function readHydroZip(zip: Buffer): ImportedProblem[] {
  const entries = readZip(zip);
  const folders = [...entries.keys()].flatMap((name) => {
    const match = /^(?:(.+)\/)?problem\.yaml$/.exec(name);
    return match && !(match[1] ?? '').includes('testdata') ? [match[1] ?? ''] : [];
  });
  if (folders.length === 0)
    throw invalidField('file', 'no <id>/problem.yaml in the zip: is it a Hydro problem export?');
  return folders.sort().map((folder) => readProblem(entries, folder));
}

export const hydroFormat: ProblemImportFormat = { name: 'Hydro', extensions: ['zip'], read: readHydroZip };
