// An ICPC / Kattis problem package as a judge task template (docs/judge.md, "ICPC / Kattis packages").
import type { CheckerSpec, JudgeProblem, JudgeTestCase } from '@judge/contract';
import { basename } from 'node:path';
import { parseDefaultValidatorFlags } from '../../checkers/index.ts';
import { readIcpcConfig, type IcpcConfig } from './package-config.ts';
import { listSubmissions, type PackageSubmission } from './package-submissions.ts';
import { findOutputValidator, readHelperProgram } from './programs.ts';
import { readTestData } from './testdata-tree.ts';
import { invalid } from './unsupported.ts';

const MiB = 1024 * 1024;

export interface LoadedIcpcPackage {
  config: IcpcConfig;
  name: string;
  /** timeLimitMs is 0 when the package derives it from its accepted submissions (see deriveTimeLimit). */
  problem: Partial<JudgeProblem> & Pick<JudgeProblem, 'timeLimitMs' | 'memoryLimitMb'>;
  testCases: JudgeTestCase[];
  submissions: PackageSubmission[];
}

function checkerFor(
  dir: string,
  config: IcpcConfig,
): Pick<JudgeProblem, 'checker' | 'interactor' | 'judgeExtraFiles' | 'judgeMode'> {
  if (!config.customValidator) {
    const checker: CheckerSpec = { kind: 'icpc', ...config.defaultValidator };
    return { checker, judgeExtraFiles: {}, judgeMode: 'default' };
  }
  const path = findOutputValidator(dir);
  if (!path) invalid('custom validation, but no output_validator/ or output_validators/');
  const helper = readHelperProgram(path, 'output validator');
  if (config.interactive)
    return {
      checker: { kind: 'default' },
      interactor: { source: helper.source, language: helper.language, kind: 'kattis' },
      judgeExtraFiles: helper.extraFiles,
      judgeMode: 'interactive',
    };
  return {
    checker: { kind: 'kattis', source: helper.source, language: helper.language, args: config.validatorArgs },
    judgeExtraFiles: helper.extraFiles,
    judgeMode: 'spj',
  };
}

export function loadIcpcPackage(dir: string): LoadedIcpcPackage {
  const config = readIcpcConfig(dir);
  if (config.interactive && config.multiPass)
    invalid('interactive multi-pass problems are not supported together');
  const { tree, cases } = readTestData(dir, config);
  const testCases: JudgeTestCase[] = cases.map((testCase, index) => ({
    index,
    input: { path: testCase.input },
    output: { path: testCase.answer },
    score: 0,
    validatorArgs: testCase.validatorArgs.length > 0 ? testCase.validatorArgs : undefined,
  }));
  if (!config.customValidator)
    for (const testCase of cases)
      try {
        parseDefaultValidatorFlags(testCase.validatorArgs, config.defaultValidator);
      } catch (error) {
        invalid(`${testCase.input}: output validator flags: ${(error as Error).message}`);
      }
  const seconds = config.limits.timeLimitSeconds;
  return {
    config,
    name: config.name || basename(dir),
    problem: {
      problemId: basename(dir),
      type: config.scoring ? 1 : 0,
      timeLimitMs: seconds === undefined ? 0 : Math.round(seconds * 1000),
      memoryLimitMb: config.limits.memoryMb,
      stackLimitMb: config.limits.memoryMb,
      outputLimitBytes: Math.round(config.limits.outputMb * MiB),
      sourceLimitBytes:
        config.limits.codeKb === undefined ? undefined : Math.round(config.limits.codeKb * 1024),
      // ICPC limits are the same for every language (no doubling for Java or Python).
      languageFactors: false,
      // Programs are compiled and run as DOMjudge and Kattis do (the main class found, not named by the site).
      programConventions: 'package',
      validationPasses: config.multiPass ? config.limits.validationPasses : undefined,
      writableWorkingDir: config.allowFileWriting || undefined,
      icpcGrading: tree,
      icpcScoring: config.scoring,
      ...checkerFor(dir, config),
    },
    testCases,
    submissions: listSubmissions(dir),
  };
}
