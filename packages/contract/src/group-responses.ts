import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { announcementResponse } from './site-responses.ts';
import type { GroupProblemRow } from './group-problems.ts';
import type { GroupMemberView, GroupView } from './groups.ts';

/**
 * What the group calls answer (issue 26 step 3): groups and their members, and the group-scoped problems and
 * announcements (a group's contests, trainings and rank answer what the public calls answer). Stored rows are
 * checked as stored: text, nullable where the database allows null.
 */
const int = z.number().int();

export const groupViewResponse = z.object({
  id: int,
  avatar: z.string().nullable(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  owner: z.string().nullable(),
  uid: int,
  auth: z.literal([1, 2, 3]),
  code: z.string().nullable(),
  visible: z.boolean(),
  memberCount: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<GroupView>;
/** GET /api/get-group-list. */
export const groupPageResponse = pageOf(groupViewResponse);

/** GET /api/get-group-auth: the caller's level in the group (0: none). */
export const groupAuthResponse = z.literal([0, 1, 2, 3, 4, 5]);

/** GET /api/group/get-member-list and get-apply-list. */
export const groupMemberPageResponse = pageOf(
  z.object({
    id: int,
    gid: int,
    uid: int,
    username: z.string(),
    avatar: z.string().nullable(),
    auth: z.literal([1, 2, 3, 4, 5]),
    reason: z.string().nullable(),
    gmtCreate: z.string(),
    gmtModify: z.string(),
  }) satisfies z.ZodType<GroupMemberView>,
);

const groupProblemRow = z.object({
  id: int,
  pid: int,
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  modifiedUser: z.string().nullable(),
  type: int,
  difficulty: int,
  auth: int,
  judgeMode: z.string(),
  gid: int,
  isGroup: z.boolean(),
  applyPublicProgress: z.literal([1, 2, 3]).nullable(),
  total: int,
  ac: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
  myStatus: int.optional(),
}) satisfies z.ZodType<GroupProblemRow>;
/** GET /api/group/get-problem-list, get-admin-problem-list and the back office's /api/admin/group-problem/list. */
export const groupProblemPageResponse = pageOf(groupProblemRow);

/** GET /api/group/get-all-problem-tags: the site's tags and the group's own. */
export const groupProblemTagsResponse = z.array(
  z.object({
    id: int,
    name: z.string(),
    gid: int.nullable(),
    color: z.string().nullable(),
    oj: z.string(),
    classificationId: int.nullable(),
  }),
);

/** GET /api/group/get-announcement-list and get-admin-announcement-list. */
export const groupAnnouncementPageResponse = pageOf(announcementResponse.extend({ gid: int }));
