// A Codeforces Polygon package's `problem.xml`, read into plain data: the testset that judges (its limits, tests
// and groups), the checker and interactor, the resources compiled beside them, the solutions with their tags, and
// the statements. Only what the package says: how it is judged is load-polygon.ts's business.
import { XMLParser } from 'fast-xml-parser';

export interface PolygonSource {
  /** Relative to the package. */
  path: string;
  /** Polygon's source type, e.g. `cpp.g++17`, `java11`, `python.3` (may be empty). */
  type: string;
}

export interface PolygonTest {
  method: 'manual' | 'generated';
  /** The generator's command line (`gen 10 20`), for generated tests. */
  cmd?: string;
  sample: boolean;
  points?: number;
  group?: string;
}

export interface PolygonGroup {
  name: string;
  points?: number;
  /** `complete-group`: the group's points only when every test passes; `each-test`: each passing test's points. */
  pointsPolicy: 'complete-group' | 'each-test';
  dependencies: string[];
}

export interface PolygonTestset {
  name: string;
  timeLimitMs: number;
  memoryLimitBytes: number;
  inputPathPattern: string;
  answerPathPattern: string;
  tests: PolygonTest[];
  groups: PolygonGroup[];
}

export interface PolygonProblem {
  shortName: string;
  names: { language: string; value: string }[];
  /** `<judging input-file="" output-file="">`: empty means standard input and output. */
  inputFile: string;
  outputFile: string;
  testset: PolygonTestset;
  checker?: PolygonSource & { name?: string };
  interactor?: PolygonSource;
  resources: PolygonSource[];
  /** Generators and other programs the tests are made with (`<files><executables>`). */
  executables: PolygonSource[];
  solutions: (PolygonSource & { tag: string })[];
  statements: { language: string; path: string; type: string }[];
}

type Node = Record<string, unknown>;

const LISTS = new Set([
  'test',
  'group',
  'solution',
  'file',
  'testset',
  'name',
  'statement',
  'dependency',
  'source',
]);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseAttributeValue: false,
  parseTagValue: false,
  isArray: (tag, _path, _leaf, isAttribute) => !isAttribute && LISTS.has(tag),
});

/** A Polygon package the judge cannot read or judge as Polygon would; the message names the file and the cause. */
export class PolygonPackageError extends Error {
  constructor(detail: string) {
    super(`Polygon package: ${detail}`);
  }
}

const text = (value: unknown) =>
  typeof value === 'string' ? value : value === undefined ? '' : String(value);
const node = (value: unknown): Node => (value && typeof value === 'object' ? (value as Node) : {});
const list = (value: unknown): Node[] =>
  Array.isArray(value) ? value.map(node) : value ? [node(value)] : [];

function numberOf(value: unknown, what: string): number {
  const parsed = Number(text(value).trim());
  if (text(value).trim() === '' || !Number.isFinite(parsed) || parsed <= 0)
    throw new PolygonPackageError(`problem.xml: ${what} must be a positive number, found "${text(value)}"`);
  return parsed;
}

function optionalNumber(value: unknown, what: string): number | undefined {
  if (value === undefined || text(value).trim() === '') return undefined;
  const parsed = Number(text(value));
  if (!Number.isFinite(parsed) || parsed < 0)
    throw new PolygonPackageError(`problem.xml: ${what} must be a number, found "${text(value)}"`);
  return parsed;
}

function sourceOf(element: Node): PolygonSource | undefined {
  const source = list(element.source)[0];
  if (!source || !text(source.path)) return undefined;
  return { path: text(source.path), type: text(source.type) };
}

function readTest(element: Node, index: number): PolygonTest {
  return {
    method: text(element.method) === 'generated' ? 'generated' : 'manual',
    cmd: text(element.cmd) || undefined,
    sample: text(element.sample) === 'true',
    points: optionalNumber(element.points, `test ${index + 1}'s points`),
    group: text(element.group) || undefined,
  };
}

function readGroup(element: Node): PolygonGroup {
  const policy = text(element['points-policy']) || 'complete-group';
  if (policy !== 'complete-group' && policy !== 'each-test')
    throw new PolygonPackageError(
      `problem.xml: group "${text(element.name)}": unknown points-policy "${policy}"`,
    );
  return {
    name: text(element.name),
    points: optionalNumber(element.points, `group "${text(element.name)}"'s points`),
    pointsPolicy: policy,
    dependencies: list(node(element.dependencies).dependency).map((dependency) => text(dependency.group)),
  };
}

/** The testset that judges: the one named `tests` (Polygon's), else the only one. */
function readTestset(judging: Node): PolygonTestset {
  const testsets = list(judging.testset);
  const chosen = testsets.find((testset) => text(testset.name) === 'tests') ?? testsets[0];
  if (!chosen) throw new PolygonPackageError('problem.xml: <judging> has no <testset>');
  const name = text(chosen.name) || 'tests';
  return {
    name,
    timeLimitMs: numberOf(chosen['time-limit'], `testset "${name}"'s time-limit`),
    memoryLimitBytes: numberOf(chosen['memory-limit'], `testset "${name}"'s memory-limit`),
    inputPathPattern: text(chosen['input-path-pattern']) || `${name}/%02d`,
    answerPathPattern: text(chosen['answer-path-pattern']) || `${name}/%02d.a`,
    tests: list(node(chosen.tests).test).map(readTest),
    groups: list(node(chosen.groups).group).map(readGroup),
  };
}

export function parseProblemXml(xml: string): PolygonProblem {
  let document: Node;
  try {
    document = node(parser.parse(xml, true));
  } catch (error) {
    throw new PolygonPackageError(`problem.xml is not well-formed XML: ${(error as Error).message}`);
  }
  const problem = node(document.problem);
  if (!document.problem) throw new PolygonPackageError('problem.xml: the root element is not <problem>');
  const judging = node(problem.judging);
  const assets = node(problem.assets);
  const checker = node(assets.checker);
  const checkerSource = sourceOf(checker);
  const interactorSource = sourceOf(node(assets.interactor));
  return {
    shortName: text(problem['short-name']),
    names: list(node(problem.names).name).map((name) => ({
      language: text(name.language),
      value: text(name.value),
    })),
    inputFile: text(judging['input-file']),
    outputFile: text(judging['output-file']),
    testset: readTestset(judging),
    checker: checkerSource && { ...checkerSource, name: text(checker.name) || undefined },
    interactor: interactorSource,
    resources: list(node(node(problem.files).resources).file).map((file) => ({
      path: text(file.path),
      type: text(file.type),
    })),
    executables: list(node(node(problem.files).executables).executable).flatMap((executable) => {
      const source = sourceOf(executable);
      return source ? [source] : [];
    }),
    solutions: list(node(assets.solutions).solution).flatMap((solution) => {
      const source = sourceOf(solution);
      return source ? [{ ...source, tag: text(solution.tag) }] : [];
    }),
    statements: list(node(problem.statements).statement).map((statement) => ({
      language: text(statement.language),
      path: text(statement.path),
      type: text(statement.type),
    })),
  };
}

/** Polygon's printf-style path pattern (`tests/%02d`) for test number `number` (1-based). */
export function testPath(pattern: string, number: number): string {
  return pattern.replace(/%(0?)(\d*)d/, (_all, zero: string, width: string) =>
    String(number).padStart(Number(width || 0), zero ? '0' : ' '),
  );
}
