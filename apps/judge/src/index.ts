// Public API of the judge package (embedded in the server, driven by the daemon and the CLI).
export { createJudgeWorker, type JudgeWorker, type JudgeWorkerOptions } from './worker.ts';
export { createSandbox, detectHostSupport, SandboxUnavailableError } from './sandbox/index.ts';
export type { Box, RunLimits, RunResult, RunSpec, Sandbox } from './sandbox/index.ts';
export {
  detectLanguages,
  languageTable,
  type LanguageDefinition,
  type LanguageRegistry,
} from './languages/index.ts';
export { compareOutputs, textCheckers, programCheckerConventions } from './checkers/index.ts';
export { judgeCaseModes, summarizeSubmission, executeCases } from './judge/modes.ts';
export { judgeTask } from './judge/judge-task.ts';
export { TestDataCache, sha256 } from './testdata/cache.ts';
export { loadProblem, type LoadedProblem } from './problem/load-problem.ts';
export {
  abbreviation,
  checkPackage,
  continueOnReject,
  packageRules,
  resolveTimeLimit,
  submissionUnmet,
  PROVISIONAL_TIME_LIMIT_MS,
  type PackageCheck,
  type SubmissionCheck,
} from './problem/check-package.ts';
export { outcomeOf } from './problem/check-report.ts';
export { preparePolygonPackage } from './problem/polygon/generate-tests.ts';
export { PolygonPackageError } from './problem/polygon/problem-xml.ts';
export type { LoadedPolygonPackage } from './problem/polygon/load-polygon.ts';
export { readSubmission } from './problem/submission-files.ts';
export { InvalidPackageError, UnsupportedPackageError } from './problem/icpc/unsupported.ts';
export {
  startJudgeDaemon,
  defaultJudgerName,
  ServerRefusedError,
  type JudgeDaemon,
  type JudgeDaemonOptions,
} from './daemon.ts';
