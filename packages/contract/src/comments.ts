import type { TeamLabel } from './contest-teams.ts';
import { z } from 'zod';
import { pageQuery, type Page } from './envelope.ts';
import { idField } from './fields.ts';

/**
 * The comment area (spec 1-core §2.12 "Comment area", §3 "Comment", "Reply", §5, §7.6): comments under a
 * discussion (did) or a contest (cid), their replies and likes.
 */
export const COMMENT_LIMITS = {
  /** Characters of one comment or reply (after trimming). Ours: the spec names no bound. */
  contentMax: 10_000,
  /** Comments per page (spec 1-core §9). */
  pageSize: 10,
  /** Replies shown under a comment before "expand" (spec 1-core §4.5, §9). */
  repliesShown: 3,
} as const;

/** Where a comment lives: a discussion or a contest (`sourceType` of GET /api/comment-like). */
export const COMMENT_SOURCE_TYPES = ['Discussion', 'Contest'] as const;
export type CommentSourceType = (typeof COMMENT_SOURCE_TYPES)[number];

/** Absent, or null as the reference's comment box sends the source it is not under (`cid: null` in a discussion). */
const optionalId = (field: string) =>
  z.preprocess((value) => (value === null ? undefined : value), idField(field).optional());

/** Spec 1-core §5: "trimmed content not empty ('Content cannot be empty')"; stored trimmed. */
export const commentContent = z
  .string({ error: 'content is required' })
  .trim()
  .min(1, 'Content cannot be empty')
  .max(COMMENT_LIMITS.contentMax, `Content can not exceed ${COMMENT_LIMITS.contentMax} characters`);

/** A comment call names its source by did (a discussion) or cid (a contest): exactly one of them. */
const oneSource = <T extends { did?: number; cid?: number }>(value: T, ctx: z.RefinementCtx) => {
  if (value.did === undefined && value.cid === undefined)
    ctx.addIssue({ code: 'custom', path: ['did'], message: 'did or cid is required' });
  else if (value.did !== undefined && value.cid !== undefined)
    ctx.addIssue({ code: 'custom', path: ['cid'], message: 'give did or cid, not both' });
};

/** GET /api/comments */
export const commentListQuery = pageQuery
  .extend({
    limit: pageQuery.shape.limit.default(COMMENT_LIMITS.pageSize),
    did: optionalId('did'),
    cid: optionalId('cid'),
  })
  .superRefine(oneSource);
export type CommentListQuery = z.infer<typeof commentListQuery>;

/** GET /api/comment-posting-check (ours): the source asked about, as the other calls name it. */
export const commentSourceQuery = z
  .object({ did: optionalId('did'), cid: optionalId('cid') })
  .superRefine(oneSource);
export type CommentSourceQuery = z.infer<typeof commentSourceQuery>;

/** POST /api/comment */
export const addCommentBody = z
  .object({ content: commentContent, did: optionalId('did'), cid: optionalId('cid') })
  .superRefine(oneSource);
export type AddCommentBody = z.infer<typeof addCommentBody>;

/** DELETE /api/comment (the reference also sends fromUid, did, cid: the server reads them from the comment). */
export const deleteCommentBody = z.object({ id: idField('id') });
export type DeleteCommentBody = z.infer<typeof deleteCommentBody>;

/** GET /api/comment-like: cid is the comment's id here (the reference's name). */
export const commentLikeQuery = z.object({
  cid: idField('cid'),
  toLike: z.enum(['true', 'false'], { error: 'toLike must be true or false' }).transform((v) => v === 'true'),
  sourceId: idField('sourceId'),
  sourceType: z.enum(COMMENT_SOURCE_TYPES, { error: 'sourceType must be Discussion or Contest' }),
});
export type CommentLikeQuery = z.infer<typeof commentLikeQuery>;

/** GET /api/reply: every reply of one comment, oldest first. */
export const replyListQuery = z.object({
  commentId: idField('commentId'),
  did: optionalId('did'),
  cid: optionalId('cid'),
});
export type ReplyListQuery = z.infer<typeof replyListQuery>;

export const REPLY_QUOTE_TYPES = ['Comment', 'Reply'] as const;

/**
 * POST /api/reply. `reply.toUid` is who is answered: the comment's author (the default) or the author of
 * one of its replies (then quoteType Reply and quoteId that reply); toName and toAvatar are display hints
 * the server ignores (it reads them from the user).
 */
export const addReplyBody = z.object({
  reply: z.object(
    {
      commentId: idField('commentId'),
      content: commentContent,
      toUid: optionalId('toUid'),
      toName: z.string().max(200).optional().nullable(),
      toAvatar: z.string().max(500).optional().nullable(),
    },
    { error: 'reply is required' },
  ),
  did: optionalId('did'),
  cid: optionalId('cid'),
  quoteId: optionalId('quoteId'),
  quoteType: z.enum(REPLY_QUOTE_TYPES, { error: 'quoteType must be Comment or Reply' }).optional(),
});
export type AddReplyBody = z.infer<typeof addReplyBody>;

/** DELETE /api/reply */
export const deleteReplyBody = z.object({
  reply: z.object({ id: idField('id') }, { error: 'reply is required' }),
  did: optionalId('did'),
  cid: optionalId('cid'),
});
export type DeleteReplyBody = z.infer<typeof deleteReplyBody>;

/** The author fields every comment and reply carries (spec 1-core §3). */
export interface CommentAuthor {
  fromUid: number;
  fromName: string;
  fromAvatar: string | null;
  /** The role name (`root`, `admin`, ... as in ROLE_NAMES): the web shows SPA for root, ADM for admin. */
  fromRole: string;
  fromTitleName: string | null;
  fromTitleColor: string | null;
  /** In a team contest's Q&A, the writer's team with its seat (docs/contest-teams.md); absent elsewhere. */
  fromTeam?: TeamLabel | null;
}

export interface ReplyView extends CommentAuthor {
  id: number;
  commentId: number;
  content: string;
  toUid: number | null;
  toName: string | null;
  toAvatar: string | null;
  gmtCreate: string;
}

export interface CommentView extends CommentAuthor {
  id: number;
  content: string;
  sourceType: CommentSourceType;
  sourceId: number;
  gmtCreate: string;
  likeNum: number;
  totalReplyNum: number;
  /** The first replies, oldest first (at most COMMENT_LIMITS.repliesShown); GET /api/reply gives all. */
  replyList: ReplyView[];
}

/** GET /api/comments: the page (newest first) and which of its comments the caller liked. */
export interface CommentListResult {
  commentList: Page<CommentView>;
  commentLikeMap: Record<number, boolean>;
}

/** GET /api/comment-like answers the comment's new like count and the caller's like. */
export interface CommentLikeResult {
  likeNum: number;
  liked: boolean;
}
