// Reads a problem folder from disk into a judge task template: our own layout, or an ICPC/Kattis package.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, extname, join, relative } from 'node:path';
import { parse as parseYaml } from 'yaml';
import type { CheckerSpec, JudgeCaseMode, JudgeProblem, JudgeTestCase } from '@judge/contract';
import { programCheckerConventions, type ProgramCheckerKind } from '../checkers/index.ts';
import { loadIcpcPackage } from './icpc/load-icpc.ts';
import type { IcpcConfig } from './icpc/package-config.ts';
import { helperLanguageByExtension } from './icpc/programs.ts';
import { InvalidPackageError } from './icpc/unsupported.ts';
import { isPolygonPackage, loadPolygonPackage } from './polygon/load-polygon.ts';

export interface LoadedProblem {
  format: 'ours' | 'icpc' | 'polygon';
  name: string;
  problem: Partial<JudgeProblem> & Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb'>;
  testCases: JudgeTestCase[];
  /** ICPC `submissions/<folder>/<file or folder>` with the verdicts each folder accepts. */
  submissions: { path: string; expected: string[]; folder: string }[];
  /** ICPC packages: the package's settings (for the time limit it derives from its accepted submissions). */
  icpc?: IcpcConfig;
  /** What was read but left out because it changes no verdict (shown to the person loading the package). */
  warnings?: string[];
}

export { expectedVerdictsByFolder } from './icpc/package-submissions.ts';
export { helperLanguageByExtension } from './icpc/programs.ts';

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

/** A folder's files by name; hidden ones are left out, as a judge task may not hold them (file-names.ts). */
function extraFiles(dir: string): Record<string, string> {
  return Object.fromEntries(
    listFiles(dir, false)
      .filter((path) => !basename(path).startsWith('.'))
      .map((path) => [basename(path), readFileSync(path, 'utf8')]),
  );
}

export function loadProblem(dir: string): LoadedProblem {
  if (isPolygonPackage(dir)) return { ...loadPolygonPackage(dir), format: 'polygon' };
  if (existsSync(join(dir, 'data', 'secret')) || existsSync(join(dir, 'data', 'sample'))) {
    const loaded = loadIcpcPackage(dir);
    return { ...loaded, format: 'icpc', icpc: loaded.config };
  }
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
  if (testCases.length === 0) refuseWithoutTestData(dir);
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
    else if (typeof spec.kind === 'string' && spec.kind in programCheckerConventions) {
      const helper = helperFromFile(join(dir, String(spec.file)));
      checker = {
        kind: spec.kind as ProgramCheckerKind,
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
      judgeMode: interactor ? 'interactive' : checker.kind in programCheckerConventions ? 'spj' : 'default',
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

/** A folder without a case of any layout this judge reads (a Codeforces Polygon folder without tests, a typo in the
 * path) is refused: judged on zero cases it would be Accepted, whatever the program does. */
function refuseWithoutTestData(dir: string): never {
  throw new InvalidPackageError(
    `${dir}: no test data found: looked for tests/<name>.in (this judge's layout, or the cases listed in ` +
      `problem.yaml), data/sample and data/secret (ICPC, Kattis, DOMjudge) and problem.xml (Codeforces Polygon)`,
  );
}
