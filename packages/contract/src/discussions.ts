import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { idField, requiredTextField, trueFalseField } from './fields.ts';

/** Discussion page size (spec 2 §9). */
export const DISCUSSION_PAGE_SIZE = 10;
export const DISCUSSION_TITLE_MAX = 255;
export const DISCUSSION_DESCRIPTION_MAX = 255;
export const DISCUSSION_CONTENT_MAX = 65535;
export const DISCUSSION_CATEGORY_NAME_MAX = 50;
export const DISCUSSION_CATEGORIES_MAX = 50;
export const DISCUSSION_REPORT_REASON_MAX = 200;
/** The six fixed report tags (spec 2 §5), stored as "#tag#" text before the reason. */
export const DISCUSSION_REPORT_TAGS = [
  '垃圾广告',
  '违法违规',
  '色情低俗',
  '赌博诈骗',
  '恶意辱骂',
  '抄袭',
] as const;
export type DiscussionReportTag = (typeof DISCUSSION_REPORT_TAGS)[number];

/**
 * "#tag1# #tag2# reason", the stored form of a report: the reference's (its back office reads the labels with
 * /#(.*?)# /g, so each is followed by a space).
 */
export function reportContent(tags: readonly string[], reason: string): string {
  return tags.map((tag) => `#${tag}# `).join('') + reason;
}

/** Splits a stored report back into its tags and reason (the back office shows them apart). */
export function parseReportContent(content: string): { tags: string[]; reason: string } {
  const tags: string[] = [];
  let rest = content;
  for (;;) {
    // The space after a label is optional: reports stored before the reference's form have none.
    const match = /^#([^#]+)# ?/.exec(rest);
    if (!match || !(DISCUSSION_REPORT_TAGS as readonly string[]).includes(match[1])) break;
    tags.push(match[1]);
    rest = rest.slice(match[0].length);
  }
  return { tags, reason: rest };
}

export const discussionListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(DISCUSSION_PAGE_SIZE),
  keyword: z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  /** Category id. */
  cid: idField('cid').optional(),
  /** The problem's display id (problemId), as in /discussion/{problemID}. */
  pid: z.string().trim().max(32, 'pid must be at most 32 characters').optional(),
  onlyMine: trueFalseField('onlyMine').optional(),
});
export type DiscussionListQuery = z.infer<typeof discussionListQuery>;

/** The back office's list: every discussion, disabled ones too, optionally one status. */
export const adminDiscussionListQuery = discussionListQuery.extend({
  status: z.coerce
    .number({ error: 'status must be 0 or 1' })
    .int('status must be 0 or 1')
    .min(0, 'status must be 0 or 1')
    .max(1, 'status must be 0 or 1')
    .optional(),
});

export const discussionIdQuery = z.object({ did: idField('did') });

/**
 * DELETE /api/admin/discussion as the reference's back office sends it: the chosen ids as the JSON body
 * (Discussion.vue admin_deleteDiscussion(didList)); read as `{ did: body }`.
 */
export const adminDiscussionDeleteList = z.object({
  did: z
    .array(idField('did'), { error: 'did must be a list of discussion ids' })
    .min(1, 'did must name at least one discussion')
    .max(100, 'did must name at most 100 discussions'),
});

/**
 * DELETE /api/admin/discussion's body: the reference's list of ids (read as `did`, so a bad id is named `did.N`),
 * or nothing (ours names one in the query).
 */
export const adminDiscussionDeleteBody = z.preprocess(
  (body) => (Array.isArray(body) ? { did: body } : body),
  z.object({ did: adminDiscussionDeleteList.shape.did.optional() }),
);
/** DELETE /api/admin/discussion's query: the one discussion ours deletes (required when the body names none). */
export const adminDiscussionDeleteQuery = discussionIdQuery.partial();

const discussionFields = {
  title: requiredTextField('title', DISCUSSION_TITLE_MAX),
  description: requiredTextField('description', DISCUSSION_DESCRIPTION_MAX),
  content: requiredTextField('content', DISCUSSION_CONTENT_MAX),
  categoryId: idField('categoryId'),
  /** Pin to the top: admin roles only. */
  topPriority: z.boolean({ error: 'topPriority must be true or false' }).optional(),
};

export const discussionCreateBody = z.object({
  ...discussionFields,
  /** The problem's display id when posted from a problem page; none for general talk. */
  pid: z
    .string({ error: 'pid must be text' })
    .trim()
    .max(32, 'pid must be at most 32 characters')
    .nullable()
    .optional(),
});
export type DiscussionCreateBody = z.infer<typeof discussionCreateBody>;

/** The author's edit (the problem a discussion belongs to stays). */
export const discussionUpdateBody = z.object({ id: idField('id'), ...discussionFields });
export type DiscussionUpdateBody = z.infer<typeof discussionUpdateBody>;

/** The back office's change: pin and/or disable. */
export const adminDiscussionUpdateBody = z
  .object({
    id: idField('id'),
    topPriority: z.boolean({ error: 'topPriority must be true or false' }).optional(),
    status: z.union([z.literal(0), z.literal(1)], { error: 'status must be 0 or 1' }).optional(),
  })
  .refine((body) => body.topPriority !== undefined || body.status !== undefined, {
    message: 'topPriority or status is required',
    path: ['status'],
  });
export type AdminDiscussionUpdateBody = z.infer<typeof adminDiscussionUpdateBody>;

export const discussionLikeQuery = z.object({ did: idField('did'), toLike: trueFalseField('toLike') });

/**
 * The reference client sends the stored form as `content` ("#label# #label# reason", discussion.vue
 * submitReport) instead of tags and reason: it is split into them, so the same checks apply.
 */
function splitReferenceReport(body: unknown, ctx: z.RefinementCtx): unknown {
  if (typeof body !== 'object' || body === null) return body;
  const { content, tags, reason, ...rest } = body as Record<string, unknown>;
  if (typeof content !== 'string' || tags !== undefined || reason !== undefined) return body;
  const parsed = parseReportContent(content.trim());
  if (parsed.tags.length === 0 && parsed.reason.trim() === '') {
    // Named as the client sent it; the same rule as tags and reason below.
    ctx.addIssue({
      code: 'custom',
      message: 'The report label and reason cannot be empty',
      path: ['content'],
    });
    return z.NEVER;
  }
  if (parsed.reason.length > DISCUSSION_REPORT_REASON_MAX) {
    ctx.addIssue({
      code: 'custom',
      message: `content must be at most ${DISCUSSION_REPORT_REASON_MAX} characters after its labels`,
      path: ['content'],
    });
    return z.NEVER;
  }
  return { ...rest, tags: parsed.tags, reason: parsed.reason };
}

export const discussionReportBody = z.preprocess(
  splitReferenceReport,
  z
    .object({
      did: idField('did'),
      tags: z
        .array(
          z.enum(DISCUSSION_REPORT_TAGS, {
            error: `tags must be among ${DISCUSSION_REPORT_TAGS.join(', ')}`,
          }),
          { error: 'tags must be a list' },
        )
        .max(DISCUSSION_REPORT_TAGS.length)
        .default([]),
      reason: z
        .string({ error: 'reason must be text' })
        .trim()
        .max(
          DISCUSSION_REPORT_REASON_MAX,
          `reason must be at most ${DISCUSSION_REPORT_REASON_MAX} characters`,
        )
        .default(''),
    })
    .refine((body) => body.tags.length > 0 || body.reason.length > 0, {
      message: 'The report label and reason cannot be empty',
      path: ['reason'],
    }),
);
/** What our own client sends (the reference's `content` form is taken too, see above). */
export interface DiscussionReportBody {
  did: number | string;
  tags?: DiscussionReportTag[];
  reason?: string;
}

export const discussionCategorySaveBody = z.object({
  categories: z
    .array(
      z.object({
        id: idField('id').optional(),
        name: requiredTextField('name', DISCUSSION_CATEGORY_NAME_MAX),
      }),
      { error: 'categories must be a list' },
    )
    .min(1, 'categories: keep at least one category')
    .max(DISCUSSION_CATEGORIES_MAX, `categories: at most ${DISCUSSION_CATEGORIES_MAX}`),
});
export type DiscussionCategorySaveBody = z.infer<typeof discussionCategorySaveBody>;

export const adminReportListQuery = pageQuery.extend({
  status: z.coerce
    .number({ error: 'status must be 0 or 1' })
    .int('status must be 0 or 1')
    .min(0, 'status must be 0 or 1')
    .max(1, 'status must be 0 or 1')
    .optional(),
});
export const adminReportUpdateBody = z.object({
  id: idField('id'),
  // 1 (or true, the reference's Discussion.vue switch) handled, 0 (false) waiting.
  status: z
    .union([z.literal(0), z.literal(1), z.boolean()], { error: 'status must be 0 or 1' })
    .transform((value) => (value === true || value === 1 ? 1 : 0)),
});

export interface DiscussionCategory {
  id: number;
  name: string;
}

/** A discussion as lists show it (spec 2 §3); the detail adds content. */
export interface DiscussionView {
  id: number;
  /** The problem's display idField, or null for general talk. */
  pid: string | null;
  gid: number | null;
  title: string;
  description: string;
  categoryId: number;
  categoryName: string;
  topPriority: boolean;
  uid: number;
  author: string;
  avatar: string | null;
  /** The author's role name ('root', 'admin', ...): the web badges root SPA and admin ADM. */
  role: string;
  titleName: string | null;
  titleColor: string | null;
  commentNum: number;
  likeNum: number;
  viewNum: number;
  hasLike: boolean;
  status: number;
  gmtCreate: string;
  gmtModified: string;
}

export interface DiscussionDetail extends DiscussionView {
  content: string;
}

export interface DiscussionReportView {
  id: number;
  did: number;
  discussionTitle: string;
  reporterUid: number;
  reporter: string;
  content: string;
  tags: string[];
  reason: string;
  /** Handled: the reference's DiscussionReport.status is a Boolean (its back office's switch). */
  status: boolean;
  gmtCreate: string;
}
