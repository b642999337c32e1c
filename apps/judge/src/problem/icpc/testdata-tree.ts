// data/ of an ICPC package as the judge's grading tree: cases and groups in lexicographic order of their names,
// each group with the settings of its testdata.yaml (legacy: inherited from the closest ancestor that has one)
// or test_group.yaml (2023-07: `scoring` per group, the maximum scores inferred as the format says).
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { IcpcGroup } from '@judge/contract';
import { flagWords } from '../../checkers/index.ts';
import { aggregateScores } from '../../judge/icpc-grading.ts';
import type { IcpcConfig } from './package-config.ts';
import { readYamlFile } from './package-config.ts';
import { domjudgeTree } from './domjudge-tree.ts';
import { gradingDialectOf } from './grading-dialect.ts';
import { readHelperProgram } from './programs.ts';
import { invalid, refuse } from './unsupported.ts';

export interface IcpcCase {
  input: string;
  answer: string;
  /** Output validator arguments of its group (or its own .yaml). */
  validatorArgs: string[];
}

type YamlObject = Record<string, unknown>;
export type GroupSettings = Omit<IcpcGroup, 'name' | 'items'> & { validatorArgs: string[] };

const LEGACY_GROUP_KEYS = [
  'on_reject',
  'grading',
  'grader_flags',
  'input_validator_flags',
  'output_validator_flags',
  'accept_score',
  'reject_score',
  'range',
];
const GROUP_KEYS = [
  'scoring',
  'input_validator_args',
  'output_validator_args',
  'static_validation',
  'full_feedback',
  'hint',
  'description',
  ...LEGACY_GROUP_KEYS,
];
const CASE_KEYS = ['output_validator_args', 'input_validator_args', 'full_feedback', 'hint', 'description'];

export const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export function groupFile(dir: string): { path: string; config: YamlObject } | undefined {
  for (const name of ['test_group.yaml', 'testdata.yaml']) {
    const path = join(dir, name);
    if (existsSync(path)) return { path, config: readYamlFile(path) };
  }
  return undefined;
}

/**
 * Legacy testdata.yaml as problemtools reads it: every key a folder's file does not set is inherited from the
 * parent folder (grader_flags as a whole), except ignore_sample, which only the top level may use.
 */
function legacySettings(config: YamlObject, inherited: GroupSettings, where: string): GroupSettings {
  for (const key of Object.keys(config))
    if (!GROUP_KEYS.includes(key)) invalid(`${where} has an unknown key "${key}"`);
  if (config.grading !== undefined && config.grading !== 'default' && config.grading !== 'custom')
    invalid(`${where}: grading must be default or custom`);
  const settings: GroupSettings = { ...inherited, ignoreSample: false };
  if (config.grading !== undefined) settings.customGrader = config.grading === 'custom';
  if (config.on_reject !== undefined) settings.onReject = config.on_reject as GroupSettings['onReject'];
  if (config.accept_score !== undefined) settings.acceptScore = Number(config.accept_score);
  if (config.reject_score !== undefined) settings.rejectScore = Number(config.reject_score);
  if (config.output_validator_flags !== undefined || config.output_validator_args !== undefined)
    settings.validatorArgs = validatorFlags(
      config.output_validator_flags ?? config.output_validator_args,
      where,
    );
  if (settings.onReject !== 'break' && settings.onReject !== 'continue')
    invalid(`${where}: on_reject must be break or continue`);
  if (!Number.isFinite(settings.acceptScore) || !Number.isFinite(settings.rejectScore))
    invalid(`${where}: accept_score and reject_score must be numbers`);
  if (config.range !== undefined) settings.range = storableRange(scoreRange(config.range, where));
  if (config.grader_flags === undefined) return settings;
  // A custom grader takes whatever flags it understands; the default grader's are checked here.
  settings.graderFlags = flagWords(config.grader_flags);
  if (settings.customGrader) return settings;
  Object.assign(settings, { verdictMode: 'worst_error', aggregation: 'sum', acceptIfAnyAccepted: false });
  for (const flag of flagWords(config.grader_flags)) {
    if (flag === 'worst_error' || flag === 'first_error' || flag === 'always_accept')
      settings.verdictMode = flag;
    else if (flag === 'no_errors') settings.verdictMode = 'worst_error';
    else if (flag === 'sum' || flag === 'avg' || flag === 'min' || flag === 'max')
      settings.aggregation = flag;
    else if (flag === 'ignore_sample') settings.ignoreSample = true;
    else if (flag === 'accept_if_any_accepted') settings.acceptIfAnyAccepted = true;
    else invalid(`${where}: unknown grader flag "${flag}"`);
  }
  return settings;
}

/** A range as JSON can hold it (the site stores the tree): an infinite bound as the largest double. */
const storableRange = ([low, high]: [number, number]): [number, number] => [
  Math.max(low, -Number.MAX_VALUE),
  Math.min(high, Number.MAX_VALUE),
];

/** `range: low high` of a legacy group: the scores its groups may get (problemtools checks them, DOMjudge shows
 * the top level's as the problem's maximum). */
export function scoreRange(value: unknown, where: string): [number, number] {
  const bounds = String(value)
    .trim()
    .split(/\s+/)
    .map((word) => Number(word.replace(/^\+?inf$/i, 'Infinity').replace(/^-inf$/i, '-Infinity')));
  if (bounds.length !== 2 || bounds.some(Number.isNaN) || bounds[0] > bounds[1])
    invalid(`${where}: range must be two numbers, low then high`);
  return [bounds[0], bounds[1]];
}

function validatorFlags(value: unknown, where: string): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const map = value as YamlObject;
    if (map.name !== undefined)
      refuse(
        'output_validator_flags with a validator name',
        `${where}: one output validator per package is supported`,
      );
    return flagWords(map.flags);
  }
  return flagWords(value);
}

export const defaults: GroupSettings = {
  onReject: 'break',
  verdictMode: 'worst_error',
  acceptIfAnyAccepted: false,
  ignoreSample: false,
  aggregation: 'sum',
  acceptScore: 1,
  rejectScore: 0,
  validatorArgs: [],
};

export interface Walk {
  cases: IcpcCase[];
  dataDir: string;
  config: IcpcConfig;
  /** problemtools: problem.yaml's legacy `grading` keys, which every group's own settings give way to. */
  overrides?: Partial<GroupSettings>;
}

export function caseFiles(walk: Walk, dir: string, stem: string, args: string[]): IcpcCase {
  const input = join(dir, `${stem}.in`);
  const answer = join(dir, `${stem}.ans`);
  const where = relative(walk.dataDir, input);
  if (!existsSync(answer)) invalid(`${where} has no .ans file`);
  if (existsSync(join(dir, `${stem}.files`)))
    refuse('.files', `${where}: input files beside stdin are not supported`);
  for (const extension of ['.yaml', '.args'])
    if (existsSync(join(dir, stem + extension)) && extension === '.args')
      refuse('.args', `${where}: program arguments are not supported`);
  let validatorArgs = args;
  if (existsSync(join(dir, `${stem}.yaml`))) {
    const own = readYamlFile(join(dir, `${stem}.yaml`));
    for (const key of Object.keys(own)) {
      if (key === 'args') refuse('args', `${where}: program arguments are not supported`);
      if (!CASE_KEYS.includes(key)) invalid(`${stem}.yaml has an unknown key "${key}"`);
    }
    if (own.output_validator_args !== undefined) validatorArgs = flagWords(own.output_validator_args);
  }
  return { input, answer, validatorArgs };
}

/** One directory of data/: its cases and subgroups in order, with legacy inherited settings. */
function legacyGroup(walk: Walk, dir: string, inherited: GroupSettings): IcpcGroup {
  const file = groupFile(dir);
  const settings = {
    ...(file
      ? legacySettings(file.config, inherited, relative(walk.dataDir, file.path) || file.path)
      : { ...inherited, ignoreSample: false }),
    ...walk.overrides,
  };
  return {
    name: relative(walk.dataDir, dir) || 'data',
    items: groupItems(walk, dir, settings, (sub) => legacyGroup(walk, sub, settings)),
    ...strip(settings),
  };
}

export function strip(settings: GroupSettings): Omit<IcpcGroup, 'name' | 'items'> {
  const { validatorArgs: _unused, ...rest } = settings;
  void _unused;
  return rest;
}

function groupItems(
  walk: Walk,
  dir: string,
  settings: GroupSettings,
  subgroup: (dir: string) => IcpcGroup,
): IcpcGroup['items'] {
  const entries = readdirSync(dir).sort(byName);
  const items: IcpcGroup['items'] = [];
  for (const entry of entries) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      if (entry.endsWith('.files')) continue;
      items.push({ group: subgroup(path) });
    } else if (entry.endsWith('.in')) {
      walk.cases.push(caseFiles(walk, dir, entry.slice(0, -3), settings.validatorArgs));
      items.push({ case: walk.cases.length - 1 });
    }
  }
  return items;
}

/** 2023-07 / 2025-09: `scoring: { score, aggregation }` per group, maximum scores inferred from the parent. */
function scoredGroup(
  walk: Walk,
  dir: string,
  maxScore: number,
  aggregation: string,
  args: string[],
): IcpcGroup {
  const file = groupFile(dir);
  const config = file?.config ?? {};
  const where = file ? relative(walk.dataDir, file.path) : relative(walk.dataDir, dir);
  for (const key of Object.keys(config))
    if (!GROUP_KEYS.includes(key)) invalid(`${where} has an unknown key "${key}"`);
  if (config.static_validation) refuse('static_validation', `${where}: static validation is not supported`);
  const scoring = (config.scoring ?? {}) as YamlObject;
  if (scoring.require_pass !== undefined)
    refuse('require_pass', `${where}: groups depending on other groups are not supported`);
  const validatorArgs =
    config.output_validator_args !== undefined ? flagWords(config.output_validator_args) : args;
  if (aggregation !== 'pass-fail' && aggregation !== 'sum' && aggregation !== 'min')
    invalid(`${where}: aggregation must be pass-fail, sum or min`);
  const entries = readdirSync(dir).sort(byName);
  const subdirs = entries.filter(
    (entry) => statSync(join(dir, entry)).isDirectory() && !entry.endsWith('.files'),
  );
  const explicit = subdirs.map((entry) => childScore(join(dir, entry)));
  const caseCount = entries.filter((entry) => entry.endsWith('.in')).length;
  const unspecified = explicit.filter((score) => score === undefined).length + caseCount;
  const specified = explicit.reduce<number>((total, score) => total + (score ?? 0), 0);
  if (aggregation === 'sum' && specified > maxScore)
    invalid(`${where}: the subgroups' scores add up to more than ${maxScore}`);
  const share =
    aggregation === 'min' ? maxScore : unspecified === 0 ? 0 : (maxScore - specified) / unspecified;
  const settings: GroupSettings = {
    ...defaults,
    onReject: aggregation === 'sum' ? 'continue' : 'break',
    verdictMode: 'first_error',
    aggregation: aggregation as GroupSettings['aggregation'],
    acceptScore: share,
    rejectScore: 0,
    maxScore,
    validatorArgs,
  };
  const items = groupItems(walk, dir, settings, (sub) => {
    const subConfig = (groupFile(sub)?.config.scoring ?? {}) as YamlObject;
    return scoredGroup(
      walk,
      sub,
      childScore(sub) ?? share,
      String(subConfig.aggregation ?? 'pass-fail'),
      validatorArgs,
    );
  });
  return { name: relative(walk.dataDir, dir), items, ...strip(settings) };
}

function childScore(dir: string): number | undefined {
  const score = ((groupFile(dir)?.config.scoring ?? {}) as YamlObject).score;
  if (score === undefined) return undefined;
  if (score === 'unbounded') refuse('score: unbounded', `${dir}: unbounded scores are not supported`);
  const value = Number(score);
  if (!Number.isInteger(value) || value < 0) invalid(`${dir}: scoring.score must be a non-negative integer`);
  return value;
}

/**
 * problem.yaml's legacy `grading` (problemtools' LegacyGrading): `accept_score`, `reject_score` and `range` set
 * every group's, whatever its testdata.yaml says; `on_reject: first_error` is break, `grade` continue.
 */
function problemGrading(dir: string): { overrides: Partial<GroupSettings>; range?: unknown } {
  const grading = (readYamlFile(join(dir, 'problem.yaml')).grading ?? {}) as YamlObject;
  const overrides: Partial<GroupSettings> = {};
  const number = (key: string) => {
    const value = Number(grading[key]);
    if (!Number.isFinite(value)) invalid(`problem.yaml grading.${key} must be a number`);
    return value;
  };
  if (grading.accept_score !== undefined) overrides.acceptScore = number('accept_score');
  if (grading.reject_score !== undefined) overrides.rejectScore = number('reject_score');
  if (grading.on_reject === 'first_error') overrides.onReject = 'break';
  if (grading.on_reject === 'grade') overrides.onReject = 'continue';
  if (grading.range !== undefined)
    overrides.range = storableRange(scoreRange(grading.range, 'problem.yaml grading.range'));
  return { overrides, range: grading.range };
}

const usesCustomGrader = (group: IcpcGroup): boolean =>
  !!group.customGrader || group.items.some((item) => 'group' in item && usesCustomGrader(item.group));

/** The package's grader (graders/: one program, as problemtools allows one). */
function graderProgram(dir: string): NonNullable<IcpcGroup['grader']> {
  const path = join(dir, 'graders');
  if (!existsSync(path)) invalid('grading: custom, but the package has no graders/ program');
  const program = readHelperProgram(path, 'grader');
  return { source: program.source, language: program.language, extraFiles: program.extraFiles };
}

const LEGACY_GRADING_KEYS = ['on_reject', 'grading', 'grader_flags', 'accept_score', 'reject_score', 'range'];

/**
 * A 2023-07-draft package whose group files grade with legacy keys and never with `scoring` (problemtools' own
 * oddecho example): problemtools reads its testdata.yaml the legacy way, and so do we.
 */
function gradedTheLegacyWay(dataDir: string): boolean {
  const configs: YamlObject[] = [];
  const visit = (dir: string) => {
    const file = groupFile(dir);
    if (file) configs.push(file.config);
    for (const entry of readdirSync(dir))
      if (statSync(join(dir, entry)).isDirectory()) visit(join(dir, entry));
  };
  if (existsSync(dataDir)) visit(dataDir);
  return (
    configs.some((config) => LEGACY_GRADING_KEYS.some((key) => key in config)) &&
    !configs.some((config) => 'scoring' in config)
  );
}

/**
 * A legacy scoring problem's maximum: the top level's `range` when it bounds it, else (without a validator that
 * scores cases) the score of a submission every case accepts. Undefined when neither says.
 */
export function maximumScore(tree: IcpcGroup, config: IcpcConfig, range: unknown): number | undefined {
  if (!config.scoring) return undefined;
  if (range !== undefined) {
    const high = scoreRange(range, 'data/testdata.yaml')[1];
    return Number.isFinite(high) && high >= 0 ? high : undefined;
  }
  if (config.customValidator || usesCustomGrader(tree)) return undefined;
  const everyCaseAccepted = (group: IcpcGroup): number => {
    const scores = group.items.map((item) =>
      'case' in item ? group.acceptScore : everyCaseAccepted(item.group),
    );
    const counted = group.ignoreSample ? scores.slice(1) : scores;
    if (group.scoredAsGroup && group.items.every((item) => 'case' in item))
      return counted.length > 0 ? group.acceptScore : 0;
    return aggregateScores(group.aggregation, counted, group.maxScore);
  };
  const best = everyCaseAccepted(tree);
  return best >= 0 ? best : undefined;
}

/**
 * The grading tree of data/ and its cases (indexes into `cases`). A package with samples but no data/secret is
 * judged on its samples (DOMjudge's hello); one without any case is refused, never accepted on nothing.
 */
export function readTestData(dir: string, config: IcpcConfig): { tree: IcpcGroup; cases: IcpcCase[] } {
  const read = readTree(dir, config);
  if (read.cases.length === 0) invalid('no test cases: data/sample and data/secret hold no .in/.ans pair');
  return read;
}

function readTree(dir: string, config: IcpcConfig): { tree: IcpcGroup; cases: IcpcCase[] } {
  const dataDir = join(dir, 'data');
  const walk: Walk = { cases: [], dataDir, config };
  if (!existsSync(join(dataDir, 'secret')) && !existsSync(join(dataDir, 'sample')))
    invalid('data/secret and data/sample are both missing');
  for (const entry of readdirSync(dataDir))
    if (
      statSync(join(dataDir, entry)).isDirectory() &&
      ![
        'sample',
        'secret',
        'invalid_input',
        'invalid_output',
        'valid_output',
        'bad',
        'invalid_answer',
      ].includes(entry)
    )
      invalid(`data/${entry} is not a test data group (sample, secret)`);
  if (config.version === 'legacy' || gradedTheLegacyWay(dataDir)) {
    const rootFile = groupFile(dataDir);
    if (config.scoring && rootFile && gradingDialectOf(dir).dialect === 'domjudge') {
      const tree = domjudgeTree(walk, rootFile.config);
      return {
        tree: { ...tree, maxScore: maximumScore(tree, config, rootFile.config.range) },
        cases: walk.cases,
      };
    }
    const grading = problemGrading(dir);
    walk.overrides = grading.overrides;
    const root = {
      ...(rootFile ? legacySettings(rootFile.config, defaults, 'data/testdata.yaml') : defaults),
      ...walk.overrides,
    };
    const items: IcpcGroup['items'] = [];
    for (const name of ['sample', 'secret'])
      if (existsSync(join(dataDir, name)))
        items.push({ group: legacyGroup(walk, join(dataDir, name), root) });
    const tree: IcpcGroup = { name: 'data', items, ...strip(root) };
    const range = grading.range ?? rootFile?.config.range;
    const grader = usesCustomGrader(tree) ? graderProgram(dir) : undefined;
    return { tree: { ...tree, maxScore: maximumScore(tree, config, range), grader }, cases: walk.cases };
  }
  const sample = existsSync(join(dataDir, 'sample'))
    ? scoredGroup(walk, join(dataDir, 'sample'), 0, 'pass-fail', [])
    : undefined;
  const secretConfig = (groupFile(join(dataDir, 'secret'))?.config.scoring ?? {}) as YamlObject;
  const secret = existsSync(join(dataDir, 'secret'))
    ? scoredGroup(
        walk,
        join(dataDir, 'secret'),
        childScore(join(dataDir, 'secret')) ?? 100,
        String(secretConfig.aggregation ?? 'sum'),
        [],
      )
    : undefined;
  if (!config.scoring) {
    // Pass-fail: every case must be accepted; judging stops at the first rejection, as in DOMjudge and Kattis.
    const passFail = (group: IcpcGroup): IcpcGroup => ({
      ...group,
      onReject: 'break',
      verdictMode: 'first_error',
      items: group.items.map((item) => ('case' in item ? item : { group: passFail(item.group) })),
    });
    return {
      tree: passFail({
        name: 'data',
        items: [...(sample ? [{ group: sample }] : []), ...(secret ? [{ group: secret }] : [])],
        ...defaults,
        maxScore: undefined,
      }),
      cases: walk.cases,
    };
  }
  // Scoring: samples are judged but only secret scores; a rejected sample does not stop the secret cases.
  const items: IcpcGroup['items'] = [
    ...(sample ? [{ group: sample }] : []),
    ...(secret ? [{ group: secret }] : []),
  ];
  return {
    tree: {
      name: 'data',
      items,
      ...strip(defaults),
      onReject: 'continue',
      verdictMode: 'first_error',
      ignoreSample: !!sample && !!secret,
      maxScore: secret?.maxScore ?? 0,
    },
    cases: walk.cases,
  };
}
