import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { submitIdList, type SubmissionRow } from './submissions.ts';
import { blankAsAbsent, choiceField, idField } from './fields.ts';
import { PROBLEM_TYPE } from './problems.ts';
import type { ProblemDetail } from './problem-responses.ts';

/**
 * Contest problems and contest submissions (spec 2 §2.3, §2.4, §3 "Contest problem", §4, §6, §7;
 * spec 3 "Contest problem"). A contest problem links a bank problem (pid) into a contest (cid)
 * under a display id (A, B, ...), a display title and a balloon colour.
 *
 * Realtime permission (spec 2 §6): contest admins (author or root) always; others in ACM contests
 * always, in OI contests only once the contest has ended. Without it AC/total are null (shown as
 * '?'), and the caller's own results read status -5 (SUBMITTED_UNKNOWN, 'Submitted successfully')
 * with no score, time or memory.
 */

export const CONTEST_PROBLEM_LIMITS = {
  displayIdMax: 32,
  displayTitleMax: 255,
} as const;

const displayIdField = z
  .string({ error: 'displayId is required' })
  .trim()
  .min(1, 'displayId is required')
  .max(
    CONTEST_PROBLEM_LIMITS.displayIdMax,
    `displayId must be at most ${CONTEST_PROBLEM_LIMITS.displayIdMax} characters`,
  );

/** GET /api/get-contest-problem (login): the contest's problems, ordered by display id. */
export const contestProblemListQuery = z.object({ cid: idField('cid') });

/** GET /api/get-contest-problem-details (login): one problem of the contest by its display id. */
export const contestProblemDetailsQuery = z.object({
  cid: idField('cid'),
  displayId: displayIdField,
});

/**
 * GET /api/contest-submissions (login). While the contest runs non-admins see only their own
 * submissions (onlyMine is implied); after the end everyone with access sees all.
 */
export const contestSubmissionListQuery = pageQuery.extend({
  cid: idField('cid'),
  onlyMine: z
    .enum(['true', 'false'], { error: 'onlyMine must be true or false' })
    .transform((v) => v === 'true')
    .optional(),
  /** Exact contest display id (A, B, ...). */
  displayId: z.string().trim().max(CONTEST_PROBLEM_LIMITS.displayIdMax).optional(),
  status: z.coerce
    .number()
    .int('status must be a judge status code')
    .min(-LIMITS.idMax, 'status must be a judge status code')
    .max(LIMITS.idMax, 'status must be a judge status code')
    .optional(),
  username: z.string().trim().max(64).optional(),
});
export type ContestSubmissionListQuery = z.input<typeof contestSubmissionListQuery>;

/** POST /api/check-contest-submissions-status (login): ids of this contest's submissions. */
export const checkContestSubmissionsBody = z.object({
  cid: idField('cid'),
  submitIds: submitIdList,
});

/**
 * POST /api/get-user-problem-status (login) also takes `isContestProblemList: true` with `cid`:
 * the map pid -> { status, score } is then over the caller's submissions in that contest (with the
 * realtime rule applied). pidList as before.
 */
export const userProblemStatusBody = z.object({
  pidList: z
    .array(z.number().int().positive().max(LIMITS.idMax, `problem ids are at most ${LIMITS.idMax}`), {
      error: 'pidList must be a list of problem ids',
    })
    .max(500, 'pidList may hold at most 500 ids'),
  isContestProblemList: z.boolean({ error: 'isContestProblemList must be true or false' }).optional(),
  cid: z.coerce
    .number()
    .int('cid must be an integer')
    .min(0, 'cid must be at least 0')
    .max(LIMITS.idMax, `cid must be at most ${LIMITS.idMax}`)
    .optional(),
});

// ---- back office (root, admin, problem admin) ----

/** GET /api/admin/contest/get-problem-list: the contest's problems, a page ordered by display id. */
export const adminContestProblemListQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(10),
  /** Matches the display id, display title, bank id or bank title. */
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  /**
   * The reference's "add from public problems" dialog sends the contest's type (0 ACM, 1 OI): the answer's
   * problemList is then the bank problems of that type the contest can still take.
   */
  problemType: z.preprocess(
    blankAsAbsent,
    choiceField('problemType', [PROBLEM_TYPE.ACM, PROBLEM_TYPE.OI], '0 (ACM) or 1 (OI)').optional(),
  ),
});

/** POST /api/admin/contest/add-problem-from-public: the display title starts as the bank title. */
export const addContestProblemFromPublicBody = z.object({
  pid: idField('pid'),
  cid: idField('cid'),
  displayId: displayIdField,
});
export type AddContestProblemFromPublicBody = z.input<typeof addContestProblemFromPublicBody>;

/** GET /api/admin/contest/contest-problem and DELETE /api/admin/contest/problem. */
export const contestProblemKeyQuery = z.object({ cid: idField('cid'), pid: idField('pid') });

/** PUT /api/admin/contest/contest-problem: the link's editable fields (pid and cid identify it). */
export const contestProblemUpdateBody = z.object({
  cid: idField('cid'),
  pid: idField('pid'),
  displayId: displayIdField,
  displayTitle: z
    .string({ error: 'displayTitle is required' })
    .trim()
    .min(1, 'displayTitle is required')
    .max(
      CONTEST_PROBLEM_LIMITS.displayTitleMax,
      `displayTitle must be at most ${CONTEST_PROBLEM_LIMITS.displayTitleMax} characters`,
    ),
  /** Balloon colour like #409eff; null or '' clears it. */
  color: z
    .string({ error: 'color must be a colour like #409eff' })
    .trim()
    .regex(/^(#[0-9a-fA-F]{3,8})?$/, 'color must be a colour like #409eff')
    .nullable()
    .optional(),
});
export type ContestProblemUpdateBody = z.input<typeof contestProblemUpdateBody>;

/** The link itself (admin GET/PUT/POST answers). */
export interface ContestProblemView {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** A row of the back office's contest problem list: the link plus the bank problem. */
export interface AdminContestProblemRow extends ContestProblemView {
  /** The bank's problem id (e.g. P1000). */
  problemId: string;
  /** The bank's title. */
  title: string;
  /** 1 public, 2 private, 3 contest. */
  auth: number;
  /** 0 ACM, 1 OI. */
  type: number;
  /** The group the problem belongs to (null: the bank's): a group's contest edits its own problems only. */
  gid: number | null;
}

/** A row of GET /api/get-contest-problem (spec 2 §3 "Contest problem"). */
export interface ContestProblemRow {
  id: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
  /** Accepted contest submissions (not the bank's); null without realtime permission ('?'). */
  ac: number | null;
  /** Judged contest submissions; null without realtime permission ('?'). */
  total: number | null;
  /**
   * The caller's status in this contest: 0 once accepted, else the latest; -10 none;
   * -5 (submitted, no result shown) without realtime permission.
   */
  myStatus: number;
  /** OI: the caller's latest score; null in ACM, when none, or without realtime permission. */
  score: number | null;
}

/** Verdict counts of a problem's contest submissions (same keys as the bank's problemCount). */
export interface ContestProblemCount {
  total: number;
  ac: number;
  wa: number;
  ce: number;
  pa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
}

/**
 * GET /api/get-contest-problem-details: the bank detail's shape with the contest's title.
 * `problem` carries the statement fields of /api/get-problem-detail (title = the display title,
 * problemId = the display id); tags are empty for non-admins until the contest has ended.
 */
export interface ContestProblemDetails {
  /** The bank detail's statement less its source and author (they would give the problem away). */
  problem: Omit<ProblemDetail, 'source' | 'author'>;
  /** Over this contest's submissions; null without realtime permission. */
  problemCount: ContestProblemCount | null;
  codeTemplate: Record<string, string>;
  languages: string[];
  tags: { id: number; name: string; color: string | null }[];
  myStatus: number;
  contestProblem: ContestProblemView;
  /** Whether the caller may submit now (contest running, personal window open, access). */
  canSubmit: boolean;
  /** A protected contest the caller has not registered for: submitting asks for its password first. */
  needsPassword: boolean;
  /** The bank's problem id, so the ended contest's button can open the bank page. */
  bankProblemId: string;
  /**
   * Whether the caller may open the problem in the bank (a public bank problem, or any for an admin role): false
   * for a contest-only or private problem of a non-admin and for a group's own problem (its bank page is a 404).
   */
  inBank: boolean;
  /** Not in the bank: the group whose problem page opens it for the caller (a member), else null. */
  groupId: number | null;
  realtime: boolean;
}

/**
 * A row of GET /api/contest-submissions: a submission row where displayPid is the contest display
 * id and title the display title. Without realtime permission the result fields are hidden
 * (status -5, score/oiRankScore/time/memory null).
 */
export interface ContestSubmissionRow extends SubmissionRow {
  displayId: string;
}

/** An entry of POST /api/check-contest-submissions-status (keyed by submitId). */
export interface ContestSubmissionStatus {
  submitId: number;
  status: number;
  score: number | null;
  time: number | null;
  memory: number | null;
  oiRankScore: number | null;
  progressDone: number;
  progressTotal: number;
}

/**
 * The balloon colours a problem added to a contest gets when its admin names none: the first one no other
 * problem of the contest has, in this order (distinct by eye in a hall; no white, which vanishes on the page),
 * then round again. An admin may still set any colour or clear it.
 */
export const DEFAULT_BALLOON_COLORS = [
  '#e53935',
  '#43a047',
  '#1e88e5',
  '#fdd835',
  '#fb8c00',
  '#8e24aa',
  '#ec407a',
  '#00acc1',
  '#6d4c41',
  '#212121',
  '#9e9e9e',
  '#c0ca33',
  '#3949ab',
  '#00897b',
  '#f4511e',
  '#7cb342',
] as const;

/** The next default balloon colour of a contest whose problems already have `taken`. */
export function nextBalloonColor(taken: readonly (string | null)[]): string {
  const used = new Set(taken.filter((color): color is string => Boolean(color)).map((c) => c.toLowerCase()));
  const free = DEFAULT_BALLOON_COLORS.find((color) => !used.has(color));
  return free ?? DEFAULT_BALLOON_COLORS[taken.length % DEFAULT_BALLOON_COLORS.length];
}
