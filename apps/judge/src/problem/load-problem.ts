// Reads a problem folder from disk into a judge task template: our own layout, or an ICPC/Kattis package.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { CheckerSpec, JudgeCaseMode, JudgeProblem, JudgeTestCase } from '@judge/contract';

export interface LoadedProblem {
  format: 'ours' | 'icpc';
  name: string;
  problem: Partial<JudgeProblem> & Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb'>;
  testCases: JudgeTestCase[];
  /** ICPC `submissions/<folder>/<file>` with the verdicts each folder accepts. */
  submissions: { path: string; expected: string[]; folder: string }[];
}

/** Which verdicts an ICPC submissions folder accepts (ICPC has no PE, and MLE/OLE count as run-time errors). */
export const expectedVerdictsByFolder: Record<string, string[]> = {
  accepted: ['AC'],
  wrong_answer: ['WA', 'PE'],
  presentation_error: ['PE'],
  time_limit_exceeded: ['TLE'],
  run_time_error: ['RE', 'MLE', 'OLE'],
  memory_limit_exceeded: ['MLE', 'RE'],
  output_limit_exceeded: ['OLE', 'RE'],
  compile_error: ['CE'],
};

/** Language of a helper program (checker, interactor, validator) from its file extension. */
export const helperLanguageByExtension: Record<string, string> = {
  '.c': 'C With O2',
  '.cpp': 'C++ 17 With O2',
  '.cc': 'C++ 17 With O2',
  '.cxx': 'C++ 17 With O2',
  '.py': 'Python3',
  '.java': 'Java',
};

type YamlObject = Record<string, unknown>;

function readYaml(path: string): YamlObject {
  if (!existsSync(path)) return {};
  const parsed: unknown = parseYaml(readFileSync(path, 'utf8'));
  return parsed && typeof parsed === 'object' ? (parsed as YamlObject) : {};
}

function listFiles(dir: string, recursive: boolean): string[] {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (recursive) out.push(...listFiles(path, true));
    } else out.push(path);
  }
  return out;
}

/** Natural order, so that 2.in comes before 10.in. */
function naturalCompare(a: string, b: string): number {
  return a.localeCompare(b, undefined, { numeric: true });
}

function pairCases(
  dir: string,
  recursive: boolean,
  answerExtensions: string[],
): { input: string; output?: string; group: string }[] {
  return listFiles(dir, recursive)
    .filter((path) => path.endsWith('.in'))
    .sort(naturalCompare)
    .map((input) => {
      const stem = input.slice(0, -3);
      const output = answerExtensions.map((extension) => stem + extension).find((path) => existsSync(path));
      return { input, output, group: relative(dir, join(input, '..')) };
    });
}

function helperFromFile(path: string): { source: string; language: string } {
  const language = helperLanguageByExtension[extname(path)];
  if (!language) throw new Error(`cannot tell the language of ${path}`);
  return { source: readFileSync(path, 'utf8'), language };
}

function extraFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir, false).map((path) => [basename(path), readFileSync(path, 'utf8')]),
  );
}

export function loadProblem(dir: string): LoadedProblem {
  if (existsSync(join(dir, 'data', 'secret')) || existsSync(join(dir, 'data', 'sample')))
    return loadIcpcPackage(dir);
  return loadOwnLayout(dir);
}

/**
 * Our layout (docs/judge.md): problem.yaml (all keys optional) + tests/<name>.in with <name>.out or .ans,
 * extra/user/* and extra/judge/* files, checker/interactor sources named in problem.yaml.
 */
function loadOwnLayout(dir: string): LoadedProblem {
  const config = readYaml(join(dir, 'problem.yaml'));
  const number = (key: string, fallback: number) =>
    typeof config[key] === 'number' ? (config[key] as number) : fallback;
  const type = config.type === 'oi' || config.type === 1 ? 1 : 0;
  let testCases: JudgeTestCase[];
  if (Array.isArray(config.cases)) {
    testCases = (config.cases as YamlObject[]).map((entry, index) => ({
      index,
      input: { path: join(dir, String(entry.input)) },
      output: entry.output ? { path: join(dir, String(entry.output)) } : undefined,
      score: typeof entry.score === 'number' ? entry.score : 0,
      groupNum: typeof entry.group === 'number' ? entry.group : undefined,
    }));
  } else {
    const pairs = pairCases(join(dir, 'tests'), false, ['.out', '.ans']);
    // OI without explicit scores: 100 points spread evenly, the remainder on the last cases (as the spec says).
    const base = Math.floor(100 / Math.max(1, pairs.length));
    const remainder = 100 - base * pairs.length;
    testCases = pairs.map((pair, index) => ({
      index,
      input: { path: pair.input },
      output: pair.output ? { path: pair.output } : undefined,
      score: type === 1 ? base + (index >= pairs.length - remainder ? 1 : 0) : 0,
    }));
  }
  let checker: CheckerSpec = { kind: 'default' };
  const checkerConfig = config.checker;
  if (typeof checkerConfig === 'string' && ['default', 'strict', 'token', 'float'].includes(checkerConfig)) {
    checker =
      checkerConfig === 'float'
        ? { kind: 'float', absoluteTolerance: 1e-6, relativeTolerance: 1e-6 }
        : checkerConfig === 'token'
          ? { kind: 'token', caseSensitive: true }
          : ({ kind: checkerConfig } as CheckerSpec);
  } else if (checkerConfig && typeof checkerConfig === 'object') {
    const spec = checkerConfig as YamlObject;
    if (spec.kind === 'float')
      checker = {
        kind: 'float',
        absoluteTolerance: Number(spec.absoluteTolerance ?? 1e-6),
        relativeTolerance: Number(spec.relativeTolerance ?? 1e-6),
      };
    else if (spec.kind === 'testlib' || spec.kind === 'spj' || spec.kind === 'kattis') {
      const helper = helperFromFile(join(dir, String(spec.file)));
      checker = {
        kind: spec.kind,
        source: helper.source,
        language: String(spec.language ?? helper.language),
        args: [],
      };
    }
  }
  const interactorConfig = config.interactor as YamlObject | undefined;
  const interactor = interactorConfig
    ? {
        ...helperFromFile(join(dir, String(interactorConfig.file))),
        kind: (interactorConfig.kind === 'kattis' ? 'kattis' : 'testlib') as 'testlib' | 'kattis',
      }
    : undefined;
  const fileIO = config.fileIO as YamlObject | undefined;
  return {
    format: 'ours',
    name: String(config.name ?? basename(dir)),
    problem: {
      problemId: String(config.name ?? basename(dir)),
      type,
      timeLimitMs: number('timeLimit', 1000),
      memoryLimitMb: number('memoryLimit', 256),
      stackLimitMb: number('stackLimit', 128),
      judgeMode: interactor
        ? 'interactive'
        : checker.kind === 'testlib' || checker.kind === 'spj' || checker.kind === 'kattis'
          ? 'spj'
          : 'default',
      judgeCaseMode: (config.judgeCaseMode as JudgeCaseMode) ?? 'default',
      isRemoveEndBlank: config.removeEndBlank === true,
      ioScore: typeof config.ioScore === 'number' ? config.ioScore : undefined,
      difficulty: number('difficulty', 0),
      fileIO: fileIO ? { inputName: String(fileIO.input), outputName: String(fileIO.output) } : undefined,
      checker,
      interactor,
      userExtraFiles: extraFiles(join(dir, 'extra', 'user')),
      judgeExtraFiles: extraFiles(join(dir, 'extra', 'judge')),
      outputLimitBytes: typeof config.outputLimit === 'number' ? config.outputLimit * 1024 * 1024 : undefined,
    },
    testCases,
    submissions: [],
  };
}

function parseValidatorFlags(flags: string): CheckerSpec {
  const words = flags.split(/\s+/).filter(Boolean);
  const valueAfter = (name: string) => {
    const index = words.indexOf(name);
    return index >= 0 && index + 1 < words.length ? Number(words[index + 1]) : undefined;
  };
  const both = valueAfter('float_tolerance');
  const absolute = valueAfter('float_absolute_tolerance') ?? both;
  const relative = valueAfter('float_relative_tolerance') ?? both;
  if (absolute !== undefined || relative !== undefined)
    return { kind: 'float', absoluteTolerance: absolute ?? 0, relativeTolerance: relative ?? 0 };
  return { kind: 'token', caseSensitive: words.includes('case_sensitive') };
}

/** ICPC / Kattis problem package: data/sample + data/secret, output_validators, problem.yaml limits, submissions. */
function loadIcpcPackage(dir: string): LoadedProblem {
  const config = readYaml(join(dir, 'problem.yaml'));
  const limits = (config.limits ?? {}) as YamlObject;
  let timeLimitSeconds = typeof limits.time_limit === 'number' ? limits.time_limit : undefined;
  if (timeLimitSeconds === undefined && existsSync(join(dir, '.timelimit')))
    timeLimitSeconds = Number(readFileSync(join(dir, '.timelimit'), 'utf8').trim());
  if (timeLimitSeconds === undefined && existsSync(join(dir, 'domjudge-problem.ini'))) {
    const match = /timelimit\s*=\s*['"]?([0-9.]+)/.exec(
      readFileSync(join(dir, 'domjudge-problem.ini'), 'utf8'),
    );
    if (match) timeLimitSeconds = Number(match[1]);
  }
  const validation = String(config.validation ?? 'default');
  const interactive = validation.includes('interactive') || config.type === 'interactive';
  const custom = validation.startsWith('custom') || interactive;
  const validatorDir = [join(dir, 'output_validator'), ...listSubdirs(join(dir, 'output_validators'))].find(
    (path) => existsSync(path),
  );
  let checker: CheckerSpec = parseValidatorFlags(String(config.validator_flags ?? ''));
  let interactor: JudgeProblem['interactor'];
  let judgeExtraFiles: Record<string, string> = {};
  if (custom) {
    if (!validatorDir) throw new Error(`${dir}: custom validation but no output_validator(s) folder`);
    const files = listFiles(validatorDir, false);
    const main = files.find((path) => helperLanguageByExtension[extname(path)] && !path.endsWith('.h'));
    if (!main) throw new Error(`${validatorDir}: no validator source (.c, .cpp, .py, .java)`);
    const helper = helperFromFile(main);
    judgeExtraFiles = Object.fromEntries(
      files.filter((path) => path !== main).map((path) => [basename(path), readFileSync(path, 'utf8')]),
    );
    if (interactive) interactor = { ...helper, kind: 'kattis' };
    else
      checker = {
        kind: 'kattis',
        ...helper,
        args: String(config.validator_flags ?? '')
          .split(/\s+/)
          .filter(Boolean),
      };
  }
  const cases = [
    ...pairCases(join(dir, 'data', 'sample'), true, ['.ans']),
    ...pairCases(join(dir, 'data', 'secret'), true, ['.ans']),
  ];
  const testCases: JudgeTestCase[] = cases.map((pair, index) => ({
    index,
    input: { path: pair.input },
    output: pair.output ? { path: pair.output } : undefined,
    score: 0,
  }));
  const submissions: LoadedProblem['submissions'] = [];
  for (const folderPath of listSubdirs(join(dir, 'submissions'))) {
    const folder = basename(folderPath);
    const expected = expectedVerdictsByFolder[folder];
    if (!expected) continue;
    for (const path of listFiles(folderPath, false)) submissions.push({ path, expected, folder });
  }
  const name = config.name;
  return {
    format: 'icpc',
    name:
      typeof name === 'string'
        ? name
        : name && typeof name === 'object'
          ? String(Object.values(name)[0])
          : basename(dir),
    problem: {
      problemId: basename(dir),
      type: 0,
      timeLimitMs: Math.round((timeLimitSeconds ?? 1) * 1000),
      memoryLimitMb: typeof limits.memory === 'number' ? limits.memory : 1024,
      stackLimitMb: typeof limits.memory === 'number' ? limits.memory : 1024,
      judgeMode: interactive ? 'interactive' : custom ? 'spj' : 'default',
      // ICPC verdicts are the first failing case in order: stop there, as DOMjudge's lazy evaluation does.
      judgeCaseMode: 'ergodic_without_error',
      checker,
      interactor,
      judgeExtraFiles,
      outputLimitBytes: typeof limits.output === 'number' ? limits.output * 1024 * 1024 : undefined,
    },
    testCases,
    submissions,
  };
}

function listSubdirs(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => join(dir, name))
    .filter((path) => statSync(path).isDirectory());
}
