import { z } from 'zod';
import { announcementBody, type Announcement } from './announcements.ts';
import { discussionCreateBody } from './discussions.ts';
import { pageQuery } from './envelope.ts';
import { rankListQuery } from './rankings.ts';
import { blankAsAbsent, choiceField, idField, optionalTextField, trueFalseField } from './fields.ts';

/**
 * Groups (spec 3 "Group list" to "Group rank screen", §3 "Group", §4 "Membership", §5 "Group form", §6 group
 * roles, §7 "Groups" and "Group discussions"): classes and teams with their members, announcements, discussions
 * and rank. Paths, parameter names and shapes are the reference's (docs/api.md "Groups").
 */

/** Spec 3 §3: 1 public (joined at once), 2 protected (apply with a reason), 3 private (reason and code). */
export const GROUP_AUTH = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupAuth = (typeof GROUP_AUTH)[keyof typeof GROUP_AUTH];
export const GROUP_AUTHS: GroupAuth[] = [1, 2, 3];

/**
 * A member's level (spec 3 §3 "Member auth"): 1 applying, 2 refused, 3 general member, 4 group admin, 5 group
 * root; 0 is no row at all. The owner and the site's root count as 5 (spec 3 §6).
 */
export const GROUP_LEVEL = { NONE: 0, APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type GroupLevel = (typeof GROUP_LEVEL)[keyof typeof GROUP_LEVEL];
/** The levels a member row can hold (what PUT /api/group/member sets). */
export const GROUP_MEMBER_LEVELS = [1, 2, 3, 4, 5] as const;
export type GroupMemberLevel = (typeof GROUP_MEMBER_LEVELS)[number];

/** Spec 3 §5 and §9. */
export const GROUP_LIMITS = {
  nameMin: 3,
  nameMax: 25,
  shortNameMin: 2,
  shortNameMax: 10,
  /** What the form lets a person type (spec 3 §9: "2 to 10, input limited to 6"); the server takes up to 10. */
  shortNameInputMax: 6,
  briefMax: 50,
  /** Ours (the reference's server: 5 to 1000); Markdown shown on the group's home. */
  descriptionMax: 1000,
  codeMin: 4,
  codeMax: 6,
  reasonMin: 2,
  reasonMax: 100,
  keywordMax: 100,
  /** The settings' crop (spec 3 "Group setting screen"): a 200x200 PNG. */
  avatarSide: 200,
} as const;
/** Spec 3 §2 "Group list": page sizes 9, 15, 30, 60, 120; default 15. */
export const GROUP_LIST_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_LIST_PAGE_SIZE = 15;
/** Spec 3 §9: group lists 10; the announcement preview 5, the admins' list 10; the rank 30. */
export const GROUP_MEMBER_PAGE_SIZE = 10;
export const GROUP_ANNOUNCEMENT_PREVIEW_SIZE = 5;
export const GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE = 10;
export const GROUP_DISCUSSION_PAGE_SIZE = 10;
export const GROUP_RANK_PAGE_SIZE = 30;
/** Upper-case letters and digits (spec 3 §5). */
export const GROUP_SHORT_NAME_PATTERN = /^[A-Z0-9]+$/;

const optionalText = (field: string, max: number) =>
  z.preprocess(blankAsAbsent, optionalTextField(field, max));
const authField = choiceField<GroupAuth>('auth', GROUP_AUTHS, '1 (public), 2 (protected) or 3 (private)');

export const gidQuery = z.object({ gid: idField('gid') });

/** GET /api/get-group-list: `auth` 0 or absent means every kind; onlyMine needs login. */
export const groupListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(GROUP_LIST_PAGE_SIZE),
  keyword: optionalText('keyword', GROUP_LIMITS.keywordMax),
  auth: z.preprocess(
    (value) => (value === '0' || value === 0 ? undefined : blankAsAbsent(value)),
    authField.optional(),
  ),
  onlyMine: z.preprocess(blankAsAbsent, trueFalseField('onlyMine').optional()),
});
export type GroupListQuery = z.infer<typeof groupListQuery>;

const nameField = z
  .string({ error: 'name is required' })
  .trim()
  .min(GROUP_LIMITS.nameMin, `name must be ${GROUP_LIMITS.nameMin} to ${GROUP_LIMITS.nameMax} characters`)
  .max(GROUP_LIMITS.nameMax, `name must be ${GROUP_LIMITS.nameMin} to ${GROUP_LIMITS.nameMax} characters`);
const shortNameField = z
  .string({ error: 'shortName is required' })
  .trim()
  .min(
    GROUP_LIMITS.shortNameMin,
    `shortName must be ${GROUP_LIMITS.shortNameMin} to ${GROUP_LIMITS.shortNameMax} characters`,
  )
  .max(
    GROUP_LIMITS.shortNameMax,
    `shortName must be ${GROUP_LIMITS.shortNameMin} to ${GROUP_LIMITS.shortNameMax} characters`,
  )
  .regex(GROUP_SHORT_NAME_PATTERN, 'shortName must be upper-case letters and digits only');
const briefField = z
  .string({ error: 'brief must be text' })
  .trim()
  .max(GROUP_LIMITS.briefMax, `brief must be at most ${GROUP_LIMITS.briefMax} characters`);
const descriptionField = z
  .string({ error: 'description must be text' })
  .trim()
  .max(GROUP_LIMITS.descriptionMax, `description must be at most ${GROUP_LIMITS.descriptionMax} characters`);
const codeField = z
  .string({ error: 'code must be text' })
  .trim()
  .min(GROUP_LIMITS.codeMin, `code must be ${GROUP_LIMITS.codeMin} to ${GROUP_LIMITS.codeMax} characters`)
  .max(GROUP_LIMITS.codeMax, `code must be ${GROUP_LIMITS.codeMin} to ${GROUP_LIMITS.codeMax} characters`);
const visibleField = z.boolean({ error: 'visible must be true or false' });

/** POST /api/group (the create dialog): a protected or private group needs its invitation code. */
export const groupCreateBody = z
  .object({
    name: nameField,
    shortName: shortNameField,
    brief: briefField.default(''),
    description: descriptionField.default(''),
    auth: z.preprocess((value) => value ?? undefined, authField),
    code: z.preprocess(blankAsAbsent, codeField.optional()),
    visible: visibleField.default(true),
  })
  // One rule with applying (apply-to-group): a private group's applicants give its code, a protected one's a reason.
  .refine((body) => body.auth !== GROUP_AUTH.PRIVATE || body.code !== undefined, {
    message: 'code is required for a private group',
    path: ['code'],
  });
export type GroupCreateBody = z.input<typeof groupCreateBody>;

/**
 * PUT /api/group (the settings): the fields sent change, the others stay (the reference's client sends the
 * non-empty ones). Owner, avatar and counts in the body are ignored.
 */
export const groupUpdateBody = z.object({
  id: idField('id'),
  name: nameField.optional(),
  shortName: shortNameField.optional(),
  brief: briefField.optional(),
  description: descriptionField.optional(),
  auth: z.preprocess(blankAsAbsent, authField.optional()),
  code: z.preprocess(blankAsAbsent, codeField.optional()),
  visible: visibleField.optional(),
});
export type GroupUpdateBody = z.infer<typeof groupUpdateBody>;

/** POST /api/group/member (query, as the reference's client sends it): apply, or join a public group. */
export const groupApplyQuery = z.object({
  gid: idField('gid'),
  code: z.preprocess(blankAsAbsent, codeField.optional()),
  reason: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: 'reason must be text' })
      .trim()
      .min(
        GROUP_LIMITS.reasonMin,
        `reason must be ${GROUP_LIMITS.reasonMin} to ${GROUP_LIMITS.reasonMax} characters`,
      )
      .max(
        GROUP_LIMITS.reasonMax,
        `reason must be ${GROUP_LIMITS.reasonMin} to ${GROUP_LIMITS.reasonMax} characters`,
      )
      .optional(),
  ),
});
export type GroupApplyQuery = z.infer<typeof groupApplyQuery>;

/** PUT /api/group/member: the reference's client sends the whole row; gid, uid and auth are read. */
export const groupMemberUpdateBody = z.object({
  gid: idField('gid'),
  uid: idField('uid'),
  auth: choiceField<GroupMemberLevel>('auth', GROUP_MEMBER_LEVELS, 'one of 1 to 5'),
});
export type GroupMemberUpdateBody = z.infer<typeof groupMemberUpdateBody>;

export const groupMemberDeleteQuery = z.object({ gid: idField('gid'), uid: idField('uid') });

/** GET /api/group/get-member-list and get-apply-list: `auth` keeps one level, `keyword` a username. */
export const groupMemberListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(GROUP_MEMBER_PAGE_SIZE),
  gid: idField('gid'),
  keyword: optionalText('keyword', GROUP_LIMITS.keywordMax),
  auth: z.preprocess(
    (value) => (value === '0' || value === 0 ? undefined : blankAsAbsent(value)),
    choiceField<GroupMemberLevel>('auth', GROUP_MEMBER_LEVELS, 'one of 1 to 5').optional(),
  ),
});
export type GroupMemberListQuery = z.infer<typeof groupMemberListQuery>;

/** The group's announcement lists (members see the visible ones, the group's admins all). */
export const groupAnnouncementListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(GROUP_ADMIN_ANNOUNCEMENT_PAGE_SIZE),
  gid: idField('gid'),
});
export const groupAnnouncementCreateBody = announcementBody.extend({ gid: idField('gid') });
export type GroupAnnouncementCreateBody = z.input<typeof groupAnnouncementCreateBody>;
/** The stored announcement says its group; a `gid` sent along must be that one. */
export const groupAnnouncementUpdateBody = announcementBody.extend({
  id: idField('id'),
  gid: z.preprocess(blankAsAbsent, idField('gid').optional()),
});
export type GroupAnnouncementUpdateBody = z.input<typeof groupAnnouncementUpdateBody>;

/** A group's announcement: the general one's shape and its group. */
export type GroupAnnouncement = Announcement & { gid: number };

/** GET /api/group/get-discussion-list (`pid`: one problem's) and the admins' list. */
export const groupDiscussionListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(GROUP_DISCUSSION_PAGE_SIZE),
  gid: idField('gid'),
  pid: optionalText('pid', 32),
});
export type GroupDiscussionListQuery = z.infer<typeof groupDiscussionListQuery>;

export const groupDiscussionCreateBody = discussionCreateBody.extend({ gid: idField('gid') });
export type GroupDiscussionCreateBody = z.infer<typeof groupDiscussionCreateBody>;

const optionalDiscussionText = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text` })
    .trim()
    .min(1, `${field} must not be empty`)
    .max(max, `${field} must be at most ${max} characters`)
    .optional();

/**
 * PUT /api/group/discussion: the author's edit (title, description, content, category) and the group admins'
 * pin and status (the reference's admin table sends the whole row back, content left out).
 */
export const groupDiscussionUpdateBody = z.object({
  id: idField('id'),
  gid: z.preprocess(blankAsAbsent, idField('gid').optional()),
  title: optionalDiscussionText('title', 255),
  description: optionalDiscussionText('description', 255),
  content: z.preprocess(blankAsAbsent, optionalDiscussionText('content', 65535)),
  categoryId: z.preprocess(blankAsAbsent, idField('categoryId').optional()),
  topPriority: z.boolean({ error: 'topPriority must be true or false' }).optional(),
  status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
});
export type GroupDiscussionUpdateBody = z.infer<typeof groupDiscussionUpdateBody>;

/**
 * GET /api/get-group-rank-list: the public rank's parameters plus the group and `all` (the group's problems
 * and the public bank's, instead of the group's alone).
 */
export const groupRankQuery = rankListQuery.extend({
  gid: idField('gid'),
  all: z.preprocess(blankAsAbsent, trueFalseField('all').optional()),
});
export type GroupRankQuery = z.infer<typeof groupRankQuery>;

/** A group as the list and the details show it (the reference's GroupVO and Group). */
export interface GroupView {
  id: number;
  avatar: string | null;
  name: string;
  shortName: string;
  brief: string;
  /** Markdown. */
  description: string;
  /** The owner's username (null once the account is deleted). */
  owner: string | null;
  /** The owner's uid. */
  uid: number;
  auth: GroupAuth;
  /** The invitation code: only the group's roots (and the site's root) are told it, null for others. */
  code: string | null;
  /** A hidden group (false) is listed and opened by its members only. */
  visible: boolean;
  /** Members of level 3 to 5. */
  memberCount: number;
  gmtCreate: string;
  gmtModified: string;
}

/** A member row (the reference's GroupMemberVO). */
export interface GroupMemberView {
  id: number;
  gid: number;
  uid: number;
  username: string;
  avatar: string | null;
  auth: GroupMemberLevel;
  reason: string | null;
  gmtCreate: string;
  gmtModify: string;
}
