import { z } from 'zod';
import { contestProblemLinkFields } from './contest-admin.ts';
import { pageQuery } from './envelope.ts';
import { problemSaveBody } from './problems.ts';
import { blankAsAbsent, idField } from './fields.ts';

/**
 * Group problems and their examination (spec 3 §4 "Problem apply-public", §6, §7 "Group problems"; docs/api.md
 * "Group problems"): a group problem is a bank problem with its group. Paths, parameter names and shapes are the
 * reference's.
 */

/** Spec 3 §4: null none, 1 applying, 2 already public, 3 refused. */
export const APPLY_PUBLIC = { APPLYING: 1, PUBLIC: 2, REFUSED: 3 } as const;
export type ApplyPublicProgress = (typeof APPLY_PUBLIC)[keyof typeof APPLY_PUBLIC];

/** GET /api/group/get-problem-list and get-admin-problem-list. */
export const groupProblemListQuery = pageQuery.extend({ gid: idField('gid') });

/** GET /api/group/get-problem-cases: `isUpload` is the reference's; our cases keep their order either way. */
export const groupProblemCasesQuery = z.object({ pid: idField('pid'), isUpload: z.string().optional() });

/**
 * POST /api/group/problem: the admin problem form's payload; the group is `gid`, or `problem.gid` as the
 * reference's client sends it. `problem.problemId` is given without the group's short name, which is put before it.
 */
export const groupProblemCreateBody = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const body = value as { gid?: unknown; problem?: { gid?: unknown } };
    return body.gid === undefined || body.gid === null || body.gid === ''
      ? { ...body, gid: body.problem?.gid }
      : body;
  },
  problemSaveBody.extend({ gid: idField('gid') }),
);
export type GroupProblemCreateBody = z.infer<typeof groupProblemCreateBody>;

/**
 * PUT /api/group/problem: as the admin form's PUT, `pid` (or the reference's `problem.id`) names the problem. A
 * problem of one of the group's contests is edited from that contest's problem list with `cid` and its link's
 * `contestProblem` (display idField, title, colour), saved together with the problem as the back office's contest form
 * does.
 */
export const groupProblemUpdateBody = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const body = value as { pid?: unknown; problem?: { id?: unknown } };
    return body.pid === undefined || body.pid === null || body.pid === ''
      ? { ...body, pid: body.problem?.id }
      : body;
  },
  problemSaveBody.extend({
    pid: idField('pid'),
    cid: z.preprocess(blankAsAbsent, idField('cid').optional()),
    contestProblem: contestProblemLinkFields.optional(),
  }),
);
export type GroupProblemUpdateBody = z.infer<typeof groupProblemUpdateBody>;

/** PUT /api/group/change-problem-auth: query parameters in the reference (a JSON body is read too). */
export const groupProblemAuthQuery = z.object({
  pid: idField('pid'),
  auth: z.coerce
    .number({ error: 'auth must be 1, 2 or 3' })
    .int('auth must be 1, 2 or 3')
    .refine((value): value is 1 | 2 | 3 => [1, 2, 3].includes(value), 'auth must be 1, 2 or 3'),
});

/** PUT /api/group/apply-public: apply (true) or withdraw (false). */
export const groupApplyPublicQuery = z.object({
  pid: idField('pid'),
  isApplied: z.preprocess(
    (value) => (typeof value === 'boolean' ? String(value) : value),
    z.enum(['true', 'false'], { error: 'isApplied must be true or false' }).transform((v) => v === 'true'),
  ),
});

/** POST /api/group/compile-spj and compile-interactive: gid in the query, the code in the body. */
export const groupCompileQuery = z.object({ gid: idField('gid') });

/** GET /api/admin/group-problem/list: the applications (any progress), optionally of one group. */
export const groupProblemApplicationsQuery = pageQuery.extend({
  keyword: z.preprocess(
    blankAsAbsent,
    z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  ),
  gid: z.preprocess(blankAsAbsent, idField('gid').optional()),
});

/** PUT /api/admin/group-problem/change-progress: 1 back to applying, 2 approve (public), 3 refuse. */
export const groupProblemProgressBody = z.object({
  pid: idField('pid'),
  progress: z.coerce
    .number({ error: 'progress must be 1, 2 or 3' })
    .int('progress must be 1, 2 or 3')
    .refine((value): value is ApplyPublicProgress => [1, 2, 3].includes(value), 'progress must be 1, 2 or 3'),
});

/** A row of the group's lists and of the examination list (the reference's Problem / ProblemVO fields). */
export interface GroupProblemRow {
  id: number;
  /** Same as id (the reference's ProblemVO calls it pid). */
  pid: number;
  problemId: string;
  title: string;
  author: string | null;
  modifiedUser: string | null;
  type: number;
  difficulty: number;
  auth: number;
  judgeMode: string;
  /** The group that made it (kept once it is public). */
  gid: number;
  /** True while only the group reaches it; false once the back office made it public. */
  isGroup: boolean;
  applyPublicProgress: ApplyPublicProgress | null;
  total: number;
  ac: number;
  gmtCreate: string;
  gmtModified: string;
  /**
   * The caller's status on it (JudgeStatus; -10 never submitted, 0 once accepted), as the bank's list has; in the
   * group's lists, not the back office's examination list.
   */
  myStatus?: number;
}
