import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { contestSaveBody } from './contests.ts';

/**
 * Group contests (spec 3 "Group contest screens", §6, §7 "Group contests"; docs/api.md "Group contests"): a contest
 * with its group's gid. Paths, parameter names and shapes are the reference's.
 */
const id = (field: string) =>
  z.coerce
    .number({ error: `${field} is required` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`);

/** GET /api/group/get-contest-list (members: the visible ones) and get-admin-contest-list. */
export const groupContestListQuery = pageQuery.extend({ gid: id('gid') });

/** POST /api/group/contest: the back office's contest form and the group (`gid`, as the reference's AdminContestVO). */
export const groupContestSaveBody = contestSaveBody.extend({ gid: id('gid') });

/** POST /api/group/add-contest-problem-from-group: query parameters in the reference (a JSON body is read too). */
export const groupContestProblemFromGroupQuery = z.object({
  problemId: z
    .string({ error: 'problemId is required' })
    .trim()
    .min(1, 'problemId is required')
    .max(32, 'problemId must be at most 32 characters'),
  cid: id('cid'),
  displayId: z
    .string({ error: 'displayId is required' })
    .trim()
    .min(1, 'displayId is required')
    .max(32, 'displayId must be at most 32 characters'),
});

/** DELETE /api/group/contest-announcement: the announcement and its contest. */
export const groupContestAnnouncementDeleteQuery = z.object({ aid: id('aid'), cid: id('cid') });
