import { z } from 'zod';
import type { UnreadCounts } from './accounts.ts';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';

/**
 * The message center (spec 2 §2.13, §3 "Message", §7 "Messages", §9): reminders of what others did to the
 * user's discussions and comments (Discuss, Reply, Like) and notices (Sys from the site, Mine about the user).
 */

/** Message lists: 6 reminders or 8 notices a page (spec 2 §9). */
export const MESSAGE_PAGE_SIZES = { reminder: 6, notice: 8 } as const;

/** The `type` of DELETE /api/msg/clean, one per tab. */
export const MESSAGE_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const REMINDER_ACTIONS = ['Discuss', 'Reply', 'Like'] as const;
export type ReminderAction = (typeof REMINDER_ACTIONS)[number];
export type NoticeType = Exclude<MessageType, ReminderAction>;

/**
 * The five lists: the key of GET /api/msg/{key} (which is also the unread counter's name) and the message type
 * it lists and cleans.
 */
export const MESSAGE_LISTS = {
  comment: 'Discuss',
  reply: 'Reply',
  like: 'Like',
  sys: 'Sys',
  mine: 'Mine',
} as const satisfies Record<keyof UnreadCounts, MessageType>;
export type MessageListKey = keyof typeof MESSAGE_LISTS;

export const isReminderAction = (type: MessageType): type is ReminderAction =>
  (REMINDER_ACTIONS as readonly string[]).includes(type);

/** GET /api/msg/comment, /reply, /like */
export const reminderListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(MESSAGE_PAGE_SIZES.reminder),
});
/** GET /api/msg/sys, /mine */
export const noticeListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(MESSAGE_PAGE_SIZES.notice),
});
export type MessageListQuery = z.infer<typeof reminderListQuery>;

/** DELETE /api/msg/clean: one message of the type (id), or every message of the type (no id). */
export const messageCleanQuery = z.object({
  type: z.enum(MESSAGE_TYPES, { error: `type must be one of ${MESSAGE_TYPES.join(', ')}` }),
  id: z.coerce
    .number({ error: 'id must be a number' })
    .int('id must be an integer')
    .positive('id must be positive')
    .max(LIMITS.idMax, `id must be at most ${LIMITS.idMax}`)
    .optional(),
});
export type MessageCleanQuery = z.infer<typeof messageCleanQuery>;

/**
 * A reminder (spec 2 §3 "Message"). `state` is the state before this read (0 unread, 1 read): listing a page
 * marks its rows read, and the page still shows which of them were new.
 */
export interface MessageView {
  id: number;
  state: number;
  action: ReminderAction;
  /** The one who acted; null (with the name and avatar) once that account is deleted. */
  senderId: number | null;
  senderUsername: string | null;
  senderAvatar: string | null;
  /** What was written or liked, as it was then: the comment or reply (a snippet), or the discussion's title. */
  sourceContent: string | null;
  /** Where it happened: 'Discussion' (or 'Contest') and its id. */
  sourceType: string | null;
  sourceId: number | null;
  /** The discussion's (or contest's) title now; null when it was deleted. */
  sourceTitle: string | null;
  /** What was answered or liked: a 'Comment' or a 'Reply' of the user's, with its text now (null if deleted). */
  quoteType: string | null;
  quoteId: number | null;
  quoteContent: string | null;
  /** The page of the source, e.g. /discussion-detail/12. */
  url: string | null;
  gmtCreate: string;
}

/** A system or personal notice (spec 2 §3 "System and mine messages"). */
export interface NoticeView {
  id: number;
  /** Sys or Mine: the reference's SysMsgVO carries it. */
  type: NoticeType;
  title: string;
  /** Markdown. */
  content: string;
  state: number;
  gmtCreate: string;
}
