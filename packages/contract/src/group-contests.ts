import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { contestProblemCreateBody } from './contest-admin.ts';
import { contestSaveBody } from './contests.ts';
import { idField } from './fields.ts';

/**
 * Group contests (spec 3 "Group contest screens", §6, §7 "Group contests"; docs/api.md "Group contests"): a contest
 * with its group's gid. Paths, parameter names and shapes are the reference's.
 */

/** GET /api/group/get-contest-list (members: the visible ones) and get-admin-contest-list. */
export const groupContestListQuery = pageQuery.extend({ gid: idField('gid') });

/** POST /api/group/contest: the back office's contest form and the group (`gid`, as the reference's AdminContestVO). */
export const groupContestSaveBody = contestSaveBody.extend({ gid: idField('gid') });

/**
 * POST/PUT /api/group/contest-problem: a problem written for a group contest (its cid may come in the problem's
 * form instead, and its gid names the group).
 */
export const groupContestProblemCreateBody = contestProblemCreateBody
  .partial({ cid: true })
  .extend({ gid: idField('gid').optional() });

/** POST /api/group/add-contest-problem-from-group: query parameters in the reference (a JSON body is read too). */
export const groupContestProblemFromGroupQuery = z.object({
  problemId: z
    .string({ error: 'problemId is required' })
    .trim()
    .min(1, 'problemId is required')
    .max(32, 'problemId must be at most 32 characters'),
  cid: idField('cid'),
  displayId: z
    .string({ error: 'displayId is required' })
    .trim()
    .min(1, 'displayId is required')
    .max(32, 'displayId must be at most 32 characters'),
});

/** DELETE /api/group/contest-announcement: the announcement and its contest. */
export const groupContestAnnouncementDeleteQuery = z.object({ aid: idField('aid'), cid: idField('cid') });
