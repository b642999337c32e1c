import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

const optionalId = (field: string) =>
  z.coerce
    .number()
    .int(`${field} must be an integer`)
    .min(0, `${field} must be at least 0`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`)
    .optional();

/** Code rules of spec 1-core §5: trimmed not empty, at most 65535 characters. */
export const codeField = z
  .string({ error: 'code is required' })
  .refine((code) => code.trim().length > 0, 'Code can not be empty')
  .refine(
    (code) => code.length <= LIMITS.codeMaxLength,
    `Code Length can not exceed ${LIMITS.codeMaxLength}`,
  );

/**
 * The problem of a submission: our client sends the problem's number; the reference client sends the id shown
 * on the page as text (the problem's problemId, or the contest's display id such as "A" with cid).
 */
export const submitPid = z.union(
  [
    z.number().int('pid must be an integer').positive('pid must be positive').max(LIMITS.idMax),
    z.string().trim().min(1, 'pid is required').max(32, 'pid must be at most 32 characters'),
  ],
  { error: 'pid is required' },
);

export const submitBody = z.object({
  pid: submitPid,
  language: z.string({ error: 'language is required' }).trim().min(1, 'language is required').max(64),
  code: codeField,
  cid: optionalId('cid'),
  tid: optionalId('tid'),
  gid: optionalId('gid'),
  isRemote: z.boolean().optional(),
  /** The captcha's answer and key (GET /api/captcha), sent when the site's submitCaptcha switch asks for them. */
  captcha: z.string().max(16).optional(),
  captchaKey: z.string().max(64).optional(),
});
export type SubmitBody = z.infer<typeof submitBody>;

export const submitIdQuery = z.object({ submitId: idField('submitId') });

export const submissionListQuery = pageQuery.extend({
  onlyMine: z
    .enum(['true', 'false'], { error: 'onlyMine must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  status: z.coerce
    .number()
    .int('status must be a judge status code')
    .min(-LIMITS.idMax, 'status must be a judge status code')
    .max(LIMITS.idMax, 'status must be a judge status code')
    .optional(),
  username: z.string().trim().max(64).optional(),
  problemID: z.string().trim().max(32).optional(),
  completeProblemID: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  gid: optionalId('gid'),
  contestID: optionalId('contestID'),
});

/**
 * Submission ids of a status poll: numbers, or digits as text (the reference client sends the keys of
 * its id -> row map, which JavaScript holds as strings).
 */
export const submitIdList = z
  .array(
    z.preprocess(
      (v) => (typeof v === 'string' && /^\d{1,15}$/.test(v) ? Number(v) : v),
      z.number().int().positive().max(LIMITS.idMax, `ids are at most ${LIMITS.idMax}`),
    ),
    { error: 'submitIds must be a list of ids' },
  )
  .max(100, 'at most 100 ids');

export const checkSubmissionsBody = z.object({
  submitIds: submitIdList,
  cid: optionalId('cid'),
});

export const shareBody = z.object({
  submitId: idField('submitId'),
  share: z.boolean({ error: 'share must be true or false' }),
});

/**
 * Languages of the online IDE (/ojide, spec 2 §9); C++ is its default. A test run without a problem
 * (the IDE's) must use one of them.
 */
export const IDE_LANGUAGES = ['C++', 'C++ With O2', 'Python3'] as const;

/** Limits of a test run without a problem: the defaults a new problem gets (docs/api.md "Online IDE"). */
export const IDE_RUN_LIMITS = { timeLimitMs: 1000, memoryLimitMb: 256, stackLimitMb: 128 } as const;

export const testRunBody = z.object({
  /** The problem whose limits the run uses; absent for a free run of the online IDE. */
  pid: idField('pid').optional(),
  language: z.string({ error: 'language is required' }).trim().min(1, 'language is required').max(64),
  code: codeField,
  userInput: z
    .string({ error: 'userInput must be text' })
    .max(LIMITS.testInputMax, `Test input can not exceed ${LIMITS.testInputMax}`)
    .default(''),
  expectedOutput: z
    .string()
    .max(LIMITS.testInputMax * 10)
    .optional(),
  type: z.string().max(32).optional(),
  mode: z.string().max(64).optional(),
  isRemoteJudge: z.boolean().optional(),
  cid: optionalId('cid'),
  /** A run on a training's problem page: the training's rules decide (a private problem it holds). */
  tid: optionalId('tid'),
  gid: optionalId('gid'),
});

export const manualJudgeQuery = z.object({
  submitId: idField('submitId'),
  status: z.coerce.number({ error: 'status is required' }).int('status must be a judge status code'),
  score: z.coerce
    .number()
    .int('score must be an integer')
    .min(0, 'score must be at least 0')
    .max(LIMITS.idMax, `score must be at most ${LIMITS.idMax}`)
    .optional(),
});

export const saveCodeBody = z.object({
  pid: idField('pid'),
  code: z.string().max(LIMITS.codeMaxLength, `Code Length can not exceed ${LIMITS.codeMaxLength}`),
});

/** A row of the submission list (spec 1-core §3 "Submission"). */
export interface SubmissionRow {
  submitId: number;
  pid: number;
  displayPid: string;
  title: string;
  /** The problem's type (0 ACM, 1 OI), so a list can show scores without fetching each problem. */
  problemType: number;
  status: number;
  score: number | null;
  oiRankScore: number | null;
  time: number | null;
  memory: number | null;
  length: number;
  language: string;
  username: string;
  uid: number;
  submitTime: string;
  isManual: boolean;
  judger: string | null;
  cid: number;
  gid: number | null;
  share: boolean;
}
