import { z } from 'zod';
import { contestProblemUpdateBody, type ContestProblemView } from './contest-problems.ts';
import { problemSaveBody } from './problems.ts';
import { idField } from './fields.ts';

/**
 * A contest's organiser tools (spec 2 §2.9, spec 3 "Admin area"; issue 9 points 7 and 8): rejudging one
 * problem of a contest, problems written inside a contest, and the zip of a contest's accepted code.
 * Paths and parameter names are the reference system's.
 */

/** GET /api/admin/judge/rejudge-contest-problem (root): how many submissions went back to the queue. */
export interface ContestRejudgeResult {
  count: number;
}

/** The contest problem's own fields in a contest-mode problem form: the link's display id, title and colour. */
export const contestProblemLinkFields = contestProblemUpdateBody.pick({
  displayId: true,
  displayTitle: true,
  color: true,
});

/**
 * POST /api/admin/contest/problem: the bank's problem form plus the contest it is written for. The problem
 * is stored as a contest problem (auth 3) of the contest's type and linked under `contestProblem`'s display
 * id and title in the same transaction; without `contestProblem`, under the first free display id and the
 * problem's title (a client that names them in a second call, PUT /api/admin/contest/contest-problem, as
 * the reference's does, edits that link).
 */
export const contestProblemCreateBody = problemSaveBody.extend({
  cid: idField('cid'),
  contestProblem: contestProblemLinkFields.optional(),
});
export type ContestProblemCreateBody = z.input<typeof contestProblemCreateBody>;

/** PUT /api/admin/contest/problem: as the bank's edit; the link's fields change with it when given. */
export const contestProblemEditBody = contestProblemCreateBody.extend({ pid: idField('pid') });
export type ContestProblemEditBody = z.input<typeof contestProblemEditBody>;

/** GET /api/admin/contest/problem: the bank's admin view of a problem; with cid, also its link in that contest. */
export const adminContestProblemQuery = z.object({ pid: idField('pid'), cid: idField('cid').optional() });

/** GET /api/file/download-contest-ac-submission (contest admins): the reference's query and defaults. */
export const downloadContestAcQuery = z.object({
  cid: idField('cid'),
  /** Leave out the contest admins' own submissions (its author and root). */
  excludeAdmin: z
    .enum(['true', 'false'], { error: 'excludeAdmin must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  /** One folder per user (default) or per problem. */
  splitType: z.enum(['user', 'problem'], { error: 'splitType must be user or problem' }).default('user'),
});
export type DownloadContestAcQuery = z.input<typeof downloadContestAcQuery>;

/** The link a contest-mode problem form edits, next to the problem (null outside a contest). */
export interface AdminContestProblemLink {
  contestProblem: ContestProblemView | null;
}

/**
 * The display id proposed for a new problem of a contest: the first of A..Z no problem of the contest uses,
 * then A1..Z1, A2.. (a contest rarely has more than 26); always one that is free.
 */
export function nextDisplayId(used: string[]): string {
  const taken = new Set(used.map((id) => id.trim().toUpperCase()));
  for (let round = 0; ; round++) {
    for (let code = 65; code <= 90; code++) {
      const id = String.fromCharCode(code) + (round === 0 ? '' : String(round));
      if (!taken.has(id)) return id;
    }
  }
}
