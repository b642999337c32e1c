import { z } from 'zod';
import { pageOf } from './envelope.ts';
import { teamLabelSchema } from './contest-teams.ts';
import type { UnreadCounts } from './accounts.ts';
import {
  COMMENT_SOURCE_TYPES,
  type CommentLikeResult,
  type CommentListResult,
  type CommentView,
  type ReplyView,
} from './comments.ts';
import type {
  DiscussionCategory,
  DiscussionDetail,
  DiscussionReportView,
  DiscussionView,
} from './discussions.ts';
import { MESSAGE_TYPES, REMINDER_ACTIONS, type MessageView, type NoticeView } from './messages.ts';
import type { Note, NoteCategory, NoteSaveResult } from './notes.ts';
import { NOTICE_RECIPIENT_TYPES, type NoticeSaveResult, type SysNotice } from './notices.ts';
import { SERVER_MESSAGES, type PostingCheck } from './server-messages.ts';

/**
 * What the community's calls answer (issue 26 step 3): comments, discussions (public and a group's), the message
 * center, notes and the site's notices. Stored rows are checked as stored: text, nullable where the database
 * allows null.
 */
const int = z.number().int();
const flag01 = z.union([z.literal(0), z.literal(1)]);

/** GET /api/comment-posting-check and /api/discussion-posting-check: whether the caller may post, and why not. */
export const postingCheckResponse = z.object({
  allowed: z.boolean(),
  refusal: z
    .object({
      msgKey: z.enum(SERVER_MESSAGES),
      msgParams: z.record(z.string(), z.union([z.string(), z.number()])),
    })
    .nullable(),
}) satisfies z.ZodType<PostingCheck>;

const commentAuthor = {
  fromUid: int,
  fromName: z.string(),
  fromAvatar: z.string().nullable(),
  fromRole: z.string(),
  fromTitleName: z.string().nullable(),
  fromTitleColor: z.string().nullable(),
  fromTeam: teamLabelSchema.nullable().optional(),
};
export const replyViewResponse = z.object({
  ...commentAuthor,
  id: int,
  commentId: int,
  content: z.string(),
  toUid: int.nullable(),
  toName: z.string().nullable(),
  toAvatar: z.string().nullable(),
  gmtCreate: z.string(),
}) satisfies z.ZodType<ReplyView>;
/** GET /api/reply. */
export const replyListResponse = z.array(replyViewResponse);

export const commentViewResponse = z.object({
  ...commentAuthor,
  id: int,
  content: z.string(),
  sourceType: z.enum(COMMENT_SOURCE_TYPES),
  sourceId: int,
  gmtCreate: z.string(),
  likeNum: int,
  totalReplyNum: int,
  replyList: z.array(replyViewResponse),
}) satisfies z.ZodType<CommentView>;
/** GET /api/comments. */
export const commentListResponse = z.object({
  commentList: pageOf(commentViewResponse),
  commentLikeMap: z.record(z.string(), z.boolean()),
}) satisfies z.ZodType<CommentListResult>;
/** GET /api/comment-like. */
export const commentLikeResponse = z.object({
  likeNum: int,
  liked: z.boolean(),
}) satisfies z.ZodType<CommentLikeResult>;

export const discussionViewResponse = z.object({
  id: int,
  pid: z.string().nullable(),
  gid: int.nullable(),
  title: z.string(),
  description: z.string(),
  categoryId: int,
  categoryName: z.string(),
  topPriority: z.boolean(),
  uid: int,
  author: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  commentNum: int,
  likeNum: int,
  viewNum: int,
  hasLike: z.boolean(),
  status: int,
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<DiscussionView>;
/** GET /api/get-discussion-list (and the back office's and a group's). */
export const discussionPageResponse = pageOf(discussionViewResponse);
/** GET /api/get-discussion-detail. */
export const discussionDetailResponse = discussionViewResponse.extend({
  content: z.string(),
}) satisfies z.ZodType<DiscussionDetail>;
/** GET /api/discussion-like. */
export const discussionLikeResponse = z.object({ likeNum: int, hasLike: z.boolean() });
/** GET and POST /api/discussion-category: the categories (after the save). */
export const discussionCategoryListResponse = z.array(
  z.object({ id: int, name: z.string() }) satisfies z.ZodType<DiscussionCategory>,
);
/** GET /api/admin/discussion-report. */
export const discussionReportPageResponse = pageOf(
  z.object({
    id: int,
    did: int,
    discussionTitle: z.string(),
    reporterUid: int,
    reporter: z.string(),
    content: z.string(),
    tags: z.array(z.string()),
    reason: z.string(),
    status: z.boolean(),
    gmtCreate: z.string(),
  }) satisfies z.ZodType<DiscussionReportView>,
);

/** GET /api/msg/unread. */
export const unreadCountsResponse = z.object({
  comment: int,
  reply: int,
  like: int,
  sys: int,
  mine: int,
}) satisfies z.ZodType<UnreadCounts>;
/** GET /api/msg/comment, /reply, /like. */
export const messagePageResponse = pageOf(
  z.object({
    id: int,
    state: int,
    action: z.enum(REMINDER_ACTIONS),
    senderId: int.nullable(),
    senderUsername: z.string().nullable(),
    senderAvatar: z.string().nullable(),
    sourceContent: z.string().nullable(),
    sourceType: z.string().nullable(),
    sourceId: int.nullable(),
    sourceTitle: z.string().nullable(),
    quoteType: z.string().nullable(),
    quoteId: int.nullable(),
    quoteContent: z.string().nullable(),
    url: z.string().nullable(),
    gmtCreate: z.string(),
  }) satisfies z.ZodType<MessageView>,
);
/** GET /api/msg/sys, /mine. */
export const noticePageResponse = pageOf(
  z.object({
    id: int,
    type: z.enum(MESSAGE_TYPES).exclude(REMINDER_ACTIONS),
    title: z.string(),
    content: z.string(),
    state: int,
    gmtCreate: z.string(),
  }) satisfies z.ZodType<NoticeView>,
);

/** GET and POST /api/note/category/...: the caller's note categories (after the save). */
export const noteCategoryListResponse = z.array(
  z.object({ id: int, name: z.string() }) satisfies z.ZodType<NoteCategory>,
);
export const noteResponse = z.object({
  id: int,
  subject: z.string(),
  content: z.string(),
  cid: int.nullable(),
  categoryName: z.string().nullable(),
  isTop: flag01,
  shared: flag01,
  uid: int,
  author: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<Note>;
export const notePageResponse = pageOf(noteResponse);
/** POST /api/note/save. */
export const noteSaveResponse = z.object({ id: int }) satisfies z.ZodType<NoteSaveResult>;

/** GET /api/admin/msg/notice. */
export const sysNoticePageResponse = pageOf(
  z.object({
    id: int,
    title: z.string(),
    content: z.string(),
    type: z.enum(NOTICE_RECIPIENT_TYPES),
    recipients: z.array(z.string()),
    pushed: flag01,
    state: z.boolean(),
    delivered: int,
    uid: int,
    username: z.string().nullable(),
    gmtCreate: z.string(),
    gmtModified: z.string(),
  }) satisfies z.ZodType<SysNotice>,
);
/** POST and PUT /api/admin/msg/notice. */
export const noticeSaveResponse = z.object({ id: int, delivered: int }) satisfies z.ZodType<NoticeSaveResult>;
export type DiscussionLike = z.infer<typeof discussionLikeResponse>;
