import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { idField } from './fields.ts';

/**
 * System notifications (spec 3 §3 "Notification: title, content, pushed, recipient (all users, designated,
 * admins)", §4 "Notification has a pushed flag"; spec 2 §2.13 and §3 system messages). The super admin writes
 * them in the back office (GET/POST/PUT/DELETE /api/admin/msg/notice, root only); pushing one copies it, in one
 * transaction, into each recipient's inbox (`user_notices`, type Sys), which GET /api/msg/sys lists.
 * docs/api.md "System notifications".
 */

/** Who receives a notice: every account, the admin roles (root, admin, problem admin), or named users. */
export const NOTICE_RECIPIENT_TYPES = ['All', 'Admin', 'Designated'] as const;
export type NoticeRecipientType = (typeof NOTICE_RECIPIENT_TYPES)[number];

/** Page size of the back office's notification list. */
export const ADMIN_NOTICE_PAGE_SIZE = 10;
export const NOTICE_TITLE_MAX = 255;
export const NOTICE_CONTENT_MAX = 65_535;
/** The most usernames one designated notice names. */
export const NOTICE_RECIPIENTS_MAX = 1000;

const recipientType = z.enum(NOTICE_RECIPIENT_TYPES, {
  error: `type must be one of ${NOTICE_RECIPIENT_TYPES.join(', ')}`,
});

const noticeFields = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(NOTICE_TITLE_MAX, `title must be at most ${NOTICE_TITLE_MAX} characters`),
  content: z
    .string({ error: 'content is required' })
    .max(NOTICE_CONTENT_MAX, `content must be at most ${NOTICE_CONTENT_MAX} characters`)
    .refine((text) => text.trim().length > 0, 'content is required'),
  /** Everyone when absent: the reference's own back office (SysNotice.vue) sends no type. */
  type: recipientType.default('All'),
  /** The usernames of a Designated notice (trimmed, duplicates dropped); ignored for the other types. */
  recipients: z
    .array(
      z
        .string({ error: 'recipients must be a list of usernames' })
        .trim()
        .min(1, 'recipients must not hold an empty username')
        .max(LIMITS.usernameMax, `recipients: a username is at most ${LIMITS.usernameMax} characters`),
      { error: 'recipients must be a list of usernames' },
    )
    .max(NOTICE_RECIPIENTS_MAX, `recipients must name at most ${NOTICE_RECIPIENTS_MAX} users`)
    .default([]),
  /** Push (deliver) it now, on this save. A pushed notice stays pushed. */
  push: z.boolean({ error: 'push must be true or false' }).default(false),
});

/** Usernames once each, in the order given. */
const unique = (names: string[]) => [...new Set(names)];

const withRecipients = <T extends z.ZodType<z.output<typeof noticeFields>>>(schema: T) =>
  schema
    .superRefine((body, ctx) => {
      if (body.type === 'Designated' && body.recipients.length === 0)
        ctx.addIssue({
          code: 'custom',
          path: ['recipients'],
          message: 'recipients must name at least one user for a Designated notice',
        });
    })
    .transform((body) => ({
      ...body,
      recipients: body.type === 'Designated' ? unique(body.recipients) : [],
    }));

/** POST /api/admin/msg/notice */
export const noticeBody = withRecipients(noticeFields);
export type NoticeBody = z.input<typeof noticeBody>;

/** PUT /api/admin/msg/notice (the whole notice; `push: true` on an unpushed one is the "push now" action). */
export const noticeUpdateBody = withRecipients(noticeFields.extend({ id: idField('id') }));
export type NoticeUpdateBody = z.input<typeof noticeUpdateBody>;

/** DELETE /api/admin/msg/notice?id= */
export const noticeDeleteQuery = z.object({ id: idField('id') });

/** GET /api/admin/msg/notice (currentPage, limit, type?): newest first. */
export const adminNoticeQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_NOTICE_PAGE_SIZE),
  type: z.preprocess((value) => (value === '' ? undefined : value), recipientType.optional()),
});
export type AdminNoticeQuery = z.infer<typeof adminNoticeQuery>;

/** A system notification as the back office lists it. */
export interface SysNotice {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  type: NoticeRecipientType;
  /** The usernames of a Designated notice; empty for the others. */
  recipients: string[];
  /** 1 once pushed (delivered), else 0. */
  pushed: 0 | 1;
  /** The same as a boolean: the reference's AdminSysNoticeVO field its back office shows. */
  state: boolean;
  /** How many inboxes hold a copy now (0 until pushed; users who deleted theirs are not counted). */
  delivered: number;
  uid: number;
  /** The author's username; null once the account is deleted. */
  username: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** The answer of POST and PUT: the notice's id and how many inboxes this save delivered to. */
export interface NoticeSaveResult {
  id: number;
  delivered: number;
}
