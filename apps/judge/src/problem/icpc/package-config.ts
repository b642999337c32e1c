// problem.yaml of an ICPC / Kattis package, legacy or 2023-07-draft / 2025-09, read into one shape. Unknown keys
// are an error (the format says so); features the judge does not implement are refused by name.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { flagWords, parseDefaultValidatorFlags, type DefaultValidatorOptions } from '../../checkers/index.ts';
import { invalid, refuse } from './unsupported.ts';

export type IcpcVersion = 'legacy' | '2023-07';

export interface IcpcConfig {
  version: IcpcVersion;
  name: string;
  scoring: boolean;
  /** 2023-07 `allow_file_writing`: the program may write files in its working directory. */
  allowFileWriting: boolean;
  interactive: boolean;
  multiPass: boolean;
  customValidator: boolean;
  /** Arguments for a custom validator (legacy validator_flags), or the default validator's options. */
  validatorArgs: string[];
  defaultValidator: DefaultValidatorOptions;
  limits: {
    /** Explicit time limit in seconds (limits.time_limit, .timelimit, domjudge-problem.ini), else derived. */
    timeLimitSeconds?: number;
    /** legacy: limit = max(1, round(T_ac x time_multiplier)); 2023-07: smallest multiple of the resolution
     * at least T_ac x ac_to_time_limit. */
    timeMultiplier: number;
    timeResolution: number;
    /** A submission that must time out still does under limit x this (2023-07 time_limit_to_tle, legacy
     * time_safety_margin). */
    timeLimitToTle: number;
    memoryMb: number;
    outputMb: number;
    codeKb?: number;
    validationPasses: number;
  };
}

type YamlObject = Record<string, unknown>;

const METADATA_KEYS = [
  'name',
  'uuid',
  'version',
  'author',
  'source',
  'source_url',
  'license',
  'rights_owner',
  'credits',
  'keywords',
  'embargo_until',
];
const KNOWN_KEYS: Record<IcpcVersion, string[]> = {
  legacy: [
    ...METADATA_KEYS,
    'problem_format_version',
    'type',
    'limits',
    'validation',
    'validator_flags',
    'grading',
  ],
  '2023-07': [
    ...METADATA_KEYS,
    'problem_format_version',
    'type',
    'limits',
    'languages',
    'allow_file_writing',
    'constants',
    'validation',
    'validator_flags',
  ],
};
const LIMIT_KEYS = [
  'time_multiplier',
  'time_safety_margin',
  'time_multipliers',
  'time_limit',
  'time_resolution',
  'memory',
  'output',
  'code',
  'compilation_time',
  'compilation_memory',
  'validation_time',
  'validation_memory',
  'validation_output',
  'validation_passes',
];

function readYamlFile(path: string): YamlObject {
  if (!existsSync(path)) return {};
  let parsed: unknown;
  try {
    parsed = parseYaml(readFileSync(path, 'utf8'));
  } catch (error) {
    invalid(`${path}: ${(error as Error).message.split('\n')[0]}`);
  }
  if (parsed === null || parsed === undefined) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed)) invalid(`${path} is not a YAML map`);
  return parsed as YamlObject;
}

function versionOf(config: YamlObject): IcpcVersion {
  const version = config.problem_format_version;
  if (version === undefined || version === 'legacy' || version === 'legacy-icpc') return 'legacy';
  if (version === '2023-07-draft' || version === '2023-07' || version === '2025-09') return '2023-07';
  return refuse('problem_format_version', `"${String(version)}" (supported: legacy, 2023-07-draft, 2025-09)`);
}

function positive(value: unknown, key: string): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !(value > 0))
    invalid(`problem.yaml limits.${key} must be a positive number`);
  return value;
}

function explicitTimeLimit(dir: string, limits: YamlObject): number | undefined {
  const fromYaml = positive(limits.time_limit, 'time_limit');
  if (fromYaml !== undefined) return fromYaml;
  if (existsSync(join(dir, '.timelimit'))) {
    const value = Number(readFileSync(join(dir, '.timelimit'), 'utf8').trim());
    if (!(value > 0)) invalid('.timelimit must hold a positive number of seconds');
    return value;
  }
  const ini = join(dir, 'domjudge-problem.ini');
  if (existsSync(ini)) {
    const match = /^\s*timelimit\s*=\s*['"]?([0-9.]+)/m.exec(readFileSync(ini, 'utf8'));
    if (match) return Number(match[1]);
  }
  return undefined;
}

function problemTypes(config: YamlObject, version: IcpcVersion): Set<string> {
  const raw = config.type ?? 'pass-fail';
  const types = new Set(Array.isArray(raw) ? raw.map(String) : [String(raw)]);
  const allowed =
    version === 'legacy'
      ? ['pass-fail', 'scoring']
      : ['pass-fail', 'scoring', 'interactive', 'multi-pass', 'submit-answer'];
  for (const type of types)
    if (!allowed.includes(type)) invalid(`problem.yaml type "${type}" is not one of ${allowed.join(', ')}`);
  if (types.has('submit-answer'))
    refuse('type: submit-answer', 'answers submitted instead of programs are not judged');
  return types;
}

/** Legacy `validation: default | custom [interactive] [score] [multi-pass]`. */
function legacyValidation(config: YamlObject): { custom: boolean; interactive: boolean; multiPass: boolean } {
  const words = String(config.validation ?? 'default')
    .split(/\s+/)
    .filter(Boolean);
  if (words[0] !== 'default' && words[0] !== 'custom')
    invalid(`problem.yaml validation must begin with default or custom`);
  for (const word of words.slice(1))
    if (!['interactive', 'score', 'multi-pass'].includes(word))
      invalid(`problem.yaml validation: unknown word "${word}"`);
  if (words[0] === 'default' && words.length > 1)
    invalid('problem.yaml validation: default takes no other word');
  return {
    custom: words[0] === 'custom',
    interactive: words.includes('interactive'),
    multiPass: words.includes('multi-pass'),
  };
}

export function readIcpcConfig(dir: string): IcpcConfig {
  const config = readYamlFile(join(dir, 'problem.yaml'));
  const version = versionOf(config);
  for (const key of Object.keys(config))
    if (!KNOWN_KEYS[version].includes(key)) invalid(`problem.yaml has an unknown key "${key}"`);
  const limits = (config.limits ?? {}) as YamlObject;
  for (const key of Object.keys(limits))
    if (!LIMIT_KEYS.includes(key)) invalid(`problem.yaml has an unknown key "limits.${key}"`);
  if (config.languages !== undefined && config.languages !== 'all')
    refuse('languages', 'a problem restricted to some languages is not supported (use all)');
  if (config.allow_file_writing !== undefined && typeof config.allow_file_writing !== 'boolean')
    invalid('problem.yaml allow_file_writing: must be true or false');
  if (config.constants !== undefined)
    refuse('constants', '{{name}} substitution in validators and submissions is not supported');
  const grading = (config.grading ?? {}) as YamlObject;
  if (grading.objective === 'min') refuse('grading.objective: min', 'only maximised scores are supported');
  // graders/ is read when a group's testdata.yaml says `grading: custom` (testdata-tree.ts), else ignored, as
  // problemtools ignores it.
  for (const dirName of ['include', 'static_validator'])
    if (existsSync(join(dir, dirName))) refuse(`${dirName}/`, featureText[dirName]);
  const types = problemTypes(config, version);
  const legacy = legacyValidation(config);
  const interactive = types.has('interactive') || legacy.interactive;
  const multiPass = types.has('multi-pass') || legacy.multiPass;
  const customValidator =
    legacy.custom ||
    interactive ||
    multiPass ||
    (version === '2023-07' && existsSync(join(dir, 'output_validator')));
  const flags = flagWords(config.validator_flags);
  let defaultValidator: DefaultValidatorOptions;
  try {
    defaultValidator = parseDefaultValidatorFlags(customValidator ? [] : flags);
  } catch (error) {
    return invalid(`problem.yaml validator_flags: ${(error as Error).message}`);
  }
  const multipliers = (limits.time_multipliers ?? {}) as YamlObject;
  const name = config.name;
  return {
    version,
    name:
      typeof name === 'string'
        ? name
        : name && typeof name === 'object'
          ? String(Object.values(name)[0])
          : '',
    scoring: types.has('scoring'),
    allowFileWriting: config.allow_file_writing === true,
    interactive,
    multiPass,
    customValidator,
    validatorArgs: customValidator ? flags : [],
    defaultValidator,
    limits: {
      timeLimitSeconds: explicitTimeLimit(dir, limits),
      timeMultiplier:
        version === 'legacy'
          ? (positive(limits.time_multiplier, 'time_multiplier') ?? 5)
          : (positive(multipliers.ac_to_time_limit, 'time_multipliers.ac_to_time_limit') ?? 2),
      timeResolution: version === 'legacy' ? 1 : (positive(limits.time_resolution, 'time_resolution') ?? 1),
      timeLimitToTle:
        version === 'legacy'
          ? (positive(limits.time_safety_margin, 'time_safety_margin') ?? 2)
          : (positive(multipliers.time_limit_to_tle, 'time_multipliers.time_limit_to_tle') ?? 1.5),
      memoryMb: positive(limits.memory, 'memory') ?? 2048,
      outputMb: positive(limits.output, 'output') ?? 8,
      codeKb: positive(limits.code, 'code'),
      validationPasses: positive(limits.validation_passes, 'validation_passes') ?? 2,
    },
  };
}

const featureText: Record<string, string> = {
  include: 'code added to every submission is not supported',
  static_validator: 'static validation of the source is not supported',
};

/** The derived time limit (seconds) from the slowest accepted run, as the package's version prescribes. */
export function deriveTimeLimit(config: IcpcConfig, slowestAcceptedSeconds: number): number {
  const exact = slowestAcceptedSeconds * config.limits.timeMultiplier;
  // problemtools (legacy): max(1, int(0.5 + exact)); 2023-07: the smallest multiple of time_resolution >= exact.
  if (config.version === 'legacy') return Math.max(1, Math.floor(0.5 + exact));
  const resolution = config.limits.timeResolution;
  return Math.max(resolution, Math.ceil(exact / resolution - 1e-9) * resolution);
}

export { readYamlFile };
