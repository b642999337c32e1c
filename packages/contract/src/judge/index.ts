// Judge protocol and verdict types shared by the server and the judge (owned by the judge work).
// Every message that crosses between the server and a judge (embedded or remote) is one of these schemas.
import { z } from 'zod';
import { plainFileName } from './file-names.ts';

export * from './file-names.ts';

/** Judge status codes of spec 1-core §4.1, plus OUTPUT_LIMIT_EXCEEDED (11), which the spec has no code for. */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
  /** Our addition: the program wrote more than the output cap. Shown like a runtime error by clients that
   * do not know it. */
  OUTPUT_LIMIT_EXCEEDED: 11,
} as const;
export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

/** Short names used by the CLI and the ICPC `submissions/<verdict>/` folders. */
export const verdictAbbreviation: Record<number, string> = {
  [JudgeStatus.CANCELLED]: 'CANCELLED',
  [JudgeStatus.PRESENTATION_ERROR]: 'PE',
  [JudgeStatus.COMPILE_ERROR]: 'CE',
  [JudgeStatus.WRONG_ANSWER]: 'WA',
  [JudgeStatus.ACCEPTED]: 'AC',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'TLE',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'MLE',
  [JudgeStatus.RUNTIME_ERROR]: 'RE',
  [JudgeStatus.SYSTEM_ERROR]: 'SE',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'PA',
  [JudgeStatus.OUTPUT_LIMIT_EXCEEDED]: 'OLE',
};

/** The verdict-count column a final verdict adds to, on a problem and on a contest's problem (every final verdict
 * also adds to `total`); an output-limit verdict counts as a runtime error, as clients that predate it show it. */
export const VERDICT_COUNT_KEY: Partial<
  Record<number, 'ac' | 'wa' | 'ce' | 'pa' | 'tle' | 'mle' | 're' | 'pe'>
> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.OUTPUT_LIMIT_EXCEEDED]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
};

export const judgeStatusCodeSchema = z.union(
  Object.values(JudgeStatus).map((code) => z.literal(code)) as unknown as [
    z.ZodLiteral<JudgeStatusCode>,
    z.ZodLiteral<JudgeStatusCode>,
    ...z.ZodLiteral<JudgeStatusCode>[],
  ],
);

export const judgeCaseModeSchema = z.enum([
  'default',
  'subtask_lowest',
  'subtask_average',
  'ergodic_without_error',
]);
export type JudgeCaseMode = z.infer<typeof judgeCaseModeSchema>;

export const judgeModeSchema = z.enum(['default', 'spj', 'interactive']);
export type JudgeMode = z.infer<typeof judgeModeSchema>;

/** Where test data comes from: a file the judge can read, content-hash-addressed data from the server's store,
 * or inline text (test runs, small samples). */
export const dataRefSchema = z.union([
  z.object({ path: z.string().min(1) }),
  z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/), size: z.number().int().nonnegative().optional() }),
  z.object({ content: z.string() }),
]);
export type DataRef = z.infer<typeof dataRefSchema>;

export const judgeTestCaseSchema = z.object({
  index: z.number().int().nonnegative(),
  input: dataRefSchema,
  /** Absent for SPJ/interactive problems that have no reference answer. */
  output: dataRefSchema.optional(),
  score: z.number().nonnegative().default(0),
  groupNum: z.number().int().optional(),
  /** Extra arguments for the output validator / interactor of this case (ICPC `output_validator_flags`). */
  validatorArgs: z.array(z.string()).optional(),
});
export type JudgeTestCase = z.infer<typeof judgeTestCaseSchema>;

export const checkerSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('default') }),
  z.object({ kind: z.literal('strict') }),
  z.object({ kind: z.literal('token'), caseSensitive: z.boolean().default(true) }),
  z.object({
    kind: z.literal('float'),
    absoluteTolerance: z.number().nonnegative().default(1e-6),
    relativeTolerance: z.number().nonnegative().default(1e-6),
  }),
  /** The ICPC / Kattis default output validator (problemtools' semantics): case-insensitive tokens unless
   * caseSensitive, whitespace exact when spaceChangeSensitive, floats within a tolerance only when one is set. */
  z.object({
    kind: z.literal('icpc'),
    caseSensitive: z.boolean().default(false),
    spaceChangeSensitive: z.boolean().default(false),
    absoluteTolerance: z.number().nonnegative().optional(),
    relativeTolerance: z.number().nonnegative().optional(),
  }),
  /** A program: testlib checker (`chk input user answer`), the HOJ `spj input user answer` convention (exit 0 AC,
   * 1 WA, 2 PE...), a Kattis output validator (`validator input answer feedback_dir < user`, 42 AC, 43 WA), or the
   * special judges of HUSTOJ, QDUOJ, Lemon and SYZOJ (apps/judge/src/checkers/checker-dialects.ts). */
  z.object({
    kind: z.enum(['testlib', 'spj', 'kattis', 'hustoj', 'qduoj', 'lemon', 'syzoj']),
    source: z.string(),
    language: z.string(),
    args: z.array(z.string()).default([]),
  }),
]);
export type CheckerSpec = z.infer<typeof checkerSpecSchema>;

/**
 * ICPC / Kattis test data groups as the judge grades them (legacy `testdata.yaml` and the 2023-07+ `scoring` of
 * `test_group.yaml`, normalised by the package loader). Items are cases (their index) and subgroups in the
 * package's order. A case scores `acceptScore` (times a validator's score_multiplier, or a validator's score.txt)
 * when accepted and `rejectScore` otherwise; a group aggregates its items' verdicts by `verdictMode` and their
 * scores by `aggregation` ('pass-fail': maxScore when every item is accepted, else 0).
 */
export interface IcpcGroup {
  name: string;
  items: ({ case: number } | { group: IcpcGroup })[];
  onReject: 'break' | 'continue';
  verdictMode: 'worst_error' | 'first_error' | 'always_accept';
  acceptIfAnyAccepted: boolean;
  /** Root only: the first item (sample) is judged but the second (secret) alone gives verdict and score. */
  ignoreSample: boolean;
  aggregation: 'sum' | 'avg' | 'min' | 'max' | 'pass-fail';
  acceptScore: number;
  rejectScore: number;
  maxScore?: number;
  /** DOMjudge's reading of legacy testdata.yaml: `acceptScore` is the whole group's, earned when every case is
   * accepted, unless an output validator scored its cases (then their score.txt values aggregate, a wrong
   * answer's too). Such a group holds only cases or only subgroups. */
  scoredAsGroup?: boolean;
  /** Root only (DOMjudge): a validator's score.txt for a rejected output counts instead of being a judge error. */
  scoresOnReject?: boolean;
  /** `grading: custom`: the package's grader program aggregates this group (problemtools: it reads one
   * `VERDICT score` line per item on stdin, gets `graderFlags` as arguments, and prints `VERDICT score`). */
  customGrader?: boolean;
  graderFlags?: string[];
  /** Root only: the package's grader program (`graders/`), for the groups with `customGrader`. */
  grader?: { source: string; language: string; extraFiles: Record<string, string> };
  /** Legacy `range: low high` (problemtools): the scores this group may get; one outside is the package's error. */
  range?: [number, number];
  /** Groups judged earlier in the tree (by name) this one depends on (Polygon's group dependencies): unless every
   * one of them was accepted, this group's cases are not run and it scores 0, as Codeforces grades it. */
  requires?: string[];
}
export const icpcGroupSchema: z.ZodType<IcpcGroup> = z.lazy(() =>
  z.object({
    name: z.string(),
    items: z.array(
      z.union([z.object({ case: z.number().int().nonnegative() }), z.object({ group: icpcGroupSchema })]),
    ),
    onReject: z.enum(['break', 'continue']),
    verdictMode: z.enum(['worst_error', 'first_error', 'always_accept']),
    acceptIfAnyAccepted: z.boolean(),
    ignoreSample: z.boolean(),
    aggregation: z.enum(['sum', 'avg', 'min', 'max', 'pass-fail']),
    acceptScore: z.number(),
    rejectScore: z.number(),
    maxScore: z.number().nonnegative().optional(),
    scoredAsGroup: z.boolean().optional(),
    scoresOnReject: z.boolean().optional(),
    customGrader: z.boolean().optional(),
    graderFlags: z.array(z.string()).optional(),
    grader: z
      .object({ source: z.string(), language: z.string(), extraFiles: z.record(z.string(), z.string()) })
      .optional(),
    range: z.tuple([z.number(), z.number()]).optional(),
    requires: z.array(z.string()).optional(),
  }),
);

export const judgeProblemSchema = z.object({
  problemId: z.string().default(''),
  /** 0 ACM, 1 OI (score-based). */
  type: z.union([z.literal(0), z.literal(1)]).default(0),
  timeLimitMs: z.number().int().positive(),
  memoryLimitMb: z.number().int().positive(),
  stackLimitMb: z.number().int().positive().default(128),
  judgeMode: judgeModeSchema.default('default'),
  judgeCaseMode: judgeCaseModeSchema.default('default'),
  isRemoveEndBlank: z.boolean().default(false),
  /** The OI full score the case scores are scaled to (HOJ's ioScore); defaults to the sum of case scores. */
  ioScore: z.number().nonnegative().optional(),
  difficulty: z.number().int().min(0).max(7).default(0),
  fileIO: z
    .object({ inputName: plainFileName('fileIO.inputName'), outputName: plainFileName('fileIO.outputName') })
    .optional(),
  checker: checkerSpecSchema.default({ kind: 'default' }),
  /** testlib: `interactor input tout answer` with testlib exit codes; kattis: `validator input answer
   * feedback_dir` with 42/43 (an ICPC interactive output validator). */
  interactor: z
    .object({
      source: z.string(),
      language: z.string(),
      kind: z.enum(['testlib', 'kattis']).default('testlib'),
    })
    .optional(),
  userExtraFiles: z.record(plainFileName('userExtraFiles'), z.string()).default({}),
  judgeExtraFiles: z.record(plainFileName('judgeExtraFiles'), z.string()).default({}),
  outputLimitBytes: z.number().int().positive().optional(),
  /** False for ICPC packages, whose limits are the same for every language (no doubling for Java, Python...). */
  languageFactors: z.boolean().optional(),
  /** ICPC / Kattis packages: cases are judged and graded by this group tree instead of judgeCaseMode. */
  icpcGrading: icpcGroupSchema.optional(),
  /** ICPC `type: scoring`: the submission gets the root group's score (else a pass-fail verdict only). */
  icpcScoring: z.boolean().optional(),
  /** ICPC multi-pass: the program runs again on the `nextpass.in` its validator writes, at most this many passes. */
  validationPasses: z.number().int().min(2).max(100).optional(),
  /** The largest source the problem accepts (ICPC `limits.code`); default JUDGE_SOURCE_LIMIT_BYTES. */
  sourceLimitBytes: z.number().int().positive().optional(),
  /** Whose rules compile and run a submission. `site` (default, HOJ's): a JVM program runs the class its source
   * names. `package` (an ICPC package, as DOMjudge and Kattis do): the class holding `main` is found among the
   * compiled classes, and a program without one is a Compile Error. */
  programConventions: z.enum(['site', 'package']).optional(),
  /** ICPC 2023-07 `allow_file_writing`: the program may write files in its working directory (/box, fresh for each
   * case and bounded by the run's own limits). Otherwise only its TMPDIR (and a fileIO output) is writable. */
  writableWorkingDir: z.boolean().optional(),
});
export type JudgeProblem = z.infer<typeof judgeProblemSchema>;

/** How one package submission compares with what the package expects (the judge CLI's `check` outcome). */
export const packageCheckOutcomeSchema = z.enum(['ok', 'DIFFERS', 'manual', 'listed', 'skipped']);
export type PackageCheckOutcome = z.infer<typeof packageCheckOutcomeSchema>;

/**
 * The report of a package import (ICPC / Kattis / DOMjudge, or Codeforces Polygon): each of its submissions'
 * expected verdict and score against the site's, as `npm run judge -- check` prints them. The optional fields
 * came with the check's report; reports stored before them still parse.
 */
export const icpcImportReportSchema = z.object({
  problemId: z.string(),
  title: z.string(),
  /** Absent in older reports (then ICPC). */
  format: z.enum(['icpc', 'polygon']).optional(),
  /** A scoring problem (ICPC `type: scoring`, a Polygon testset with points): scores are compared and shown. */
  scoring: z.boolean().optional(),
  timeLimitMs: z.number().int().positive(),
  timeLimitSource: z.string(),
  /** Legacy scoring packages: whose reading of testdata.yaml grades them, and why. */
  grading: z.string().optional(),
  /** What was read but judged with a caveat (no data/secret, unknown folders, Polygon solutions not run). */
  warnings: z.array(z.string()).optional(),
  /** Polygon: the statement's language, and the test files made from the package's generators (standard packages). */
  statementLanguage: z.string().optional(),
  madeTests: z.number().int().nonnegative().optional(),
  submissions: z.array(
    z.object({
      /** Relative to the package (`submissions/accepted/a.py`, `solutions/sum.cpp`; older reports: to submissions/). */
      path: z.string(),
      expected: z.array(z.string()),
      /** The verdict the package's grader gave ("-" when not judged). */
      verdict: z.string(),
      /** The site's status when it differs from the graded verdict (a scoring submission below the maximum: PA). */
      siteVerdict: z.string().optional(),
      score: z.number(),
      ok: z.boolean(),
      /** What the submission broke of the package's expectations, one line each (absent in older reports). */
      unmet: z.array(z.string()).optional(),
      outcome: packageCheckOutcomeSchema.optional(),
      /** `@EXPECTED_SCORE@` or submissions.yaml `score`: an exact score or an inclusive range. */
      expectedScore: z.union([z.number(), z.tuple([z.number(), z.number()])]).optional(),
      /** Left to a person (DOMjudge's check_manually): listed, never a difference. */
      manual: z.boolean().optional(),
      notes: z.array(z.string()).optional(),
      /** Why it was not judged (a language the judge does not run). */
      notJudged: z.string().optional(),
      timeMs: z.number().nonnegative().optional(),
      /** Each test data group's verdict and score (scoring problems), by name. */
      groups: z.array(z.object({ name: z.string(), verdict: z.string(), score: z.number() })).optional(),
      /** The first line of a compile or system error that made it differ. */
      error: z.string().optional(),
    }),
  ),
  mismatches: z.number().int().nonnegative(),
  /** The check's tally by outcome (absent in older reports). */
  tally: z.record(packageCheckOutcomeSchema, z.number().int().nonnegative()).optional(),
});
export type IcpcImportReport = z.infer<typeof icpcImportReportSchema>;

/** What a problem imported from an ICPC / Kattis package keeps for the judge beyond the site's form (stored as
 * JSON in problems.judge_profile and merged into the judge task), plus the import's report. */
export const judgeProfileSchema = z.object({
  checker: checkerSpecSchema.optional(),
  interactorKind: z.enum(['testlib', 'kattis']).optional(),
  icpcGrading: icpcGroupSchema.optional(),
  icpcScoring: z.boolean().optional(),
  languageFactors: z.boolean().optional(),
  validationPasses: z.number().int().min(2).max(100).optional(),
  outputLimitBytes: z.number().int().positive().optional(),
  sourceLimitBytes: z.number().int().positive().optional(),
  /** Output validator flags by case position. */
  caseValidatorArgs: z.record(z.string(), z.array(z.string())).optional(),
  /** A package's problem compiles and runs submissions by the package's tools' rules (JudgeProblem). */
  programConventions: z.enum(['site', 'package']).optional(),
  /** ICPC `allow_file_writing` (JudgeProblem.writableWorkingDir). */
  writableWorkingDir: z.boolean().optional(),
  /** The package's own submissions judged on import: a problem with a mismatch keeps it here, flagged. */
  importReport: z.lazy(() => icpcImportReportSchema).optional(),
});
export type JudgeProfile = z.infer<typeof judgeProfileSchema>;

/** Sources larger than this (all files together, UTF-8 bytes) are refused as a Compile Error before compiling. The
 * site's own limit (65535 characters) is far below; ICPC packages may set their own (`limits.code`). */
export const JUDGE_SOURCE_LIMIT_BYTES = 256 * 1024;

export const judgeTaskSchema = z.object({
  taskId: z.string().min(1),
  submissionId: z.union([z.string(), z.number()]).optional(),
  language: z.string().min(1),
  /** No length bound here: an oversized source must become a Compile Error that says so, not a parse failure. */
  source: z.string(),
  /** The other files of a submission made of several files (an ICPC submissions folder), by name. */
  sourceFiles: z.record(z.string(), z.string()).default({}),
  /** The name `source` was submitted under (a package submission's `foo.kt`), when known: Kotlin names the class of
   * a file's top-level `main` after its file, as DOMjudge and Kattis run it. Absent: the language's own name. */
  entryFileName: z.string().optional(),
  problem: judgeProblemSchema,
  testCases: z.array(judgeTestCaseSchema),
  /** A test run: keep more of the user's output and stderr. */
  isTestRun: z.boolean().default(false),
});
export type JudgeTask = z.input<typeof judgeTaskSchema>;
export type ParsedJudgeTask = z.output<typeof judgeTaskSchema>;

export const caseResultSchema = z.object({
  index: z.number().int(),
  status: judgeStatusCodeSchema,
  timeMs: z.number().int().nonnegative(),
  memoryKb: z.number().int().nonnegative(),
  score: z.number().nonnegative(),
  groupNum: z.number().int().optional(),
  /** First bytes of the program's output (the full output is never sent back). */
  userOutput: z.string().optional(),
  /** Checker message, runtime error detail (exit code or signal), or sandbox failure reason. */
  message: z.string().optional(),
  /** The checker's fraction of the case's score (testlib points, an ICPC score_multiplier); 1 when accepted. */
  scoreRatio: z.number().min(0).max(1).optional(),
  /** ICPC scoring: the score an output validator wrote to score.txt for this case. */
  validatorScore: z.number().nonnegative().optional(),
  /** ICPC multi-pass: how many passes ran. */
  passes: z.number().int().positive().optional(),
});
export type CaseResult = z.infer<typeof caseResultSchema>;

export const subtaskResultSchema = z.object({
  groupNum: z.number().int(),
  status: judgeStatusCodeSchema,
  score: z.number().nonnegative(),
  ac: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  timeMs: z.number().int().nonnegative(),
  memoryKb: z.number().int().nonnegative(),
  caseIndexes: z.array(z.number().int()),
});
export type SubtaskResult = z.infer<typeof subtaskResultSchema>;

export const judgeResultSchema = z.object({
  type: z.literal('result'),
  taskId: z.string(),
  status: judgeStatusCodeSchema,
  score: z.number().nonnegative(),
  oiRankScore: z.number().int().nonnegative(),
  timeMs: z.number().int().nonnegative(),
  memoryKb: z.number().int().nonnegative(),
  errorMessage: z.string().optional(),
  judgeCaseMode: judgeCaseModeSchema,
  /** ICPC packages: the verdict the package's grader gave (a scoring submission below the maximum is AC here and
   * PA in `status`), which the package's expectations are compared with. */
  gradedStatus: judgeStatusCodeSchema.optional(),
  /** ICPC packages: each test data group's grade (its name relative to data/, innermost first). */
  groups: z
    .array(z.object({ name: z.string(), status: judgeStatusCodeSchema, score: z.number() }))
    .optional(),
  cases: z.array(caseResultSchema),
  subtasks: z.array(subtaskResultSchema),
  /** True when the judge ran without a sandbox (development only): never trust such a result. */
  unsafe: z.boolean(),
  judger: z.string(),
});
export type JudgeResult = z.infer<typeof judgeResultSchema>;

export const judgeProgressSchema = z.object({
  type: z.literal('progress'),
  taskId: z.string(),
  phase: z.enum(['compiling', 'judging']),
  /** The case that just finished, when phase is judging. */
  case: caseResultSchema.optional(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type JudgeProgress = z.infer<typeof judgeProgressSchema>;

export const judgeHeartbeatSchema = z.object({
  type: z.literal('heartbeat'),
  judger: z.string(),
  capacity: z.number().int().positive(),
  runningTaskIds: z.array(z.string()),
  languages: z.array(z.string()),
  unsafe: z.boolean(),
});
export type JudgeHeartbeat = z.infer<typeof judgeHeartbeatSchema>;

export const judgeCancelSchema = z.object({ type: z.literal('cancel'), taskId: z.string() });
export type JudgeCancel = z.infer<typeof judgeCancelSchema>;

/** Server -> judge. */
export const serverToJudgeMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('task'), task: judgeTaskSchema }),
  judgeCancelSchema,
]);
/** Judge -> server. */
export const judgeToServerMessageSchema = z.discriminatedUnion('type', [
  judgeProgressSchema,
  judgeResultSchema,
  judgeHeartbeatSchema,
]);
export type ServerToJudgeMessage = z.infer<typeof serverToJudgeMessageSchema>;
export type JudgeToServerMessage = z.infer<typeof judgeToServerMessageSchema>;

// The remote judge protocol over HTTP: a judge daemon on another machine claims tasks from the server's
// queue with long polling, reports progress and results, renews its leases with heartbeats (whose answers
// name the tasks to abort) and fetches test data by content hash. Every call carries the judge key in the
// `X-Judge-Key` header; the paths are under REMOTE_JUDGE_PREFIX.

export const REMOTE_JUDGE_PREFIX = '/api/judge-server';
export const JUDGE_KEY_HEADER = 'x-judge-key';
/** The longest a claim call waits for work; proxies commonly cut idle requests at 30-60 s. */
export const MAX_CLAIM_WAIT_MS = 25_000;

/** A judge's self-chosen name: shown as the submissions' judger, and it owns the claims it makes. */
export const judgerNameSchema = z
  .string()
  .min(1, 'judger must not be empty')
  .max(64, 'judger must be at most 64 characters')
  .regex(/^[A-Za-z0-9._@#:-]+$/, 'judger may use letters, digits and . _ @ # : - only');

export const claimRequestSchema = z.object({
  judger: judgerNameSchema,
  /** Languages this judge can run: it is only given tasks in these. */
  languages: z.array(z.string().min(1).max(64)).min(1, 'languages must name at least one language').max(200),
  /** How long to wait for a task when the queue is empty (capped at MAX_CLAIM_WAIT_MS). */
  waitMs: z.number().int().min(0).max(MAX_CLAIM_WAIT_MS).default(MAX_CLAIM_WAIT_MS),
});
export type ClaimRequest = z.input<typeof claimRequestSchema>;

export const claimResponseSchema = z.object({
  /** Null when the wait ended with nothing to do: ask again. */
  task: judgeTaskSchema.nullable(),
  /** The claim lapses this long after the last heartbeat that named the task. */
  leaseSeconds: z.number().positive(),
});
export type ClaimResponse = z.input<typeof claimResponseSchema>;

export const progressRequestSchema = z.object({ judger: judgerNameSchema, progress: judgeProgressSchema });
export type ProgressRequest = z.input<typeof progressRequestSchema>;

export const resultRequestSchema = z.object({ judger: judgerNameSchema, result: judgeResultSchema });
export type ResultRequest = z.input<typeof resultRequestSchema>;

/** `accepted: false` means the task is no longer this judge's (lease lapsed, cancelled, rejudged, deleted). */
export const writeResponseSchema = z.object({ accepted: z.boolean() });
export type WriteResponse = z.output<typeof writeResponseSchema>;

export const heartbeatRequestSchema = judgeHeartbeatSchema.extend({
  judger: judgerNameSchema,
  runningTaskIds: z.array(z.string().min(1).max(200)).max(256),
});
export type HeartbeatRequest = z.input<typeof heartbeatRequestSchema>;

export const heartbeatResponseSchema = z.object({
  /** Running tasks the judge must abort: they were cancelled, rejudged or deleted, or went to another judge. */
  cancel: z.array(z.string()),
  leaseSeconds: z.number().positive(),
});
export type HeartbeatResponse = z.output<typeof heartbeatResponseSchema>;

/** Tasks a stopping judge gives back to the queue unfinished, so nobody waits for their leases to lapse. */
export const releaseRequestSchema = z.object({
  judger: judgerNameSchema,
  taskIds: z.array(z.string().min(1).max(200)).min(1, 'taskIds must name at least one task').max(256),
});
export type ReleaseRequest = z.input<typeof releaseRequestSchema>;
export const releaseResponseSchema = z.object({ released: z.number().int().nonnegative() });

/**
 * A stopping judge leaves, once its own requests have settled: every task the server still counts as its
 * own (running ones it could not finish, and one whose claim answer was lost on the way) goes back to the
 * queue at once, and it stops counting as connected.
 */
export const leaveRequestSchema = z.object({ judger: judgerNameSchema });
export type LeaveRequest = z.input<typeof leaveRequestSchema>;
export const leaveResponseSchema = z.object({ released: z.number().int().nonnegative() });

/** Root's view of the judges (GET /api/admin/judge/status): who can run what, and what waits for nobody. */
export const judgeServerStatusSchema = z.object({
  /** Remote judges count as connected while their last call is at most this old. */
  seenWindowSeconds: z.number().int().positive(),
  judges: z.array(
    z.object({
      name: z.string(),
      kind: z.enum(['embedded', 'remote']),
      languages: z.array(z.string()),
      /** Tasks judged at once, and tasks it runs now (from its last heartbeat; null before the first). */
      capacity: z.number().int().nullable(),
      runningTasks: z.number().int().nullable(),
      lastSeenAt: z.string(),
    }),
  ),
  /** Waiting work (submissions and test runs) per language. */
  queue: z.array(
    z.object({
      language: z.string(),
      waiting: z.number().int().nonnegative(),
      oldestCreatedAt: z.string(),
      /** False: no connected judge runs this language, so its work waits until one that can connects. */
      runnable: z.boolean(),
    }),
  ),
  /** The languages of waiting work that no connected judge can run. */
  unservedLanguages: z.array(z.string()),
});
export type JudgeServerStatus = z.output<typeof judgeServerStatusSchema>;

export const testDataHashSchema = z.object({
  hash: z.string().regex(/^[0-9a-f]{64}$/, 'hash must be 64 lower-case hex digits (SHA-256)'),
});

/** Root's view of the key that judge daemons must present. */
export const judgeKeyInfoSchema = z.object({
  key: z.string(),
  /** `environment`: set by JUDGE_KEY; `generated`: made on first start and kept in the database. */
  source: z.enum(['environment', 'generated']),
});
export type JudgeKeyInfo = z.output<typeof judgeKeyInfoSchema>;
