import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

/**
 * General announcements (spec 1-core §3 "Announcement", §2.12 "Announcement panel", §7.2
 * GET /api/get-common-announcement; spec 3 "Announcement: title, content, visible", "0 visible, 1 hidden,
 * toggled by a switch", "title and content required", back office page size 10). The back-office calls
 * (GET/POST/PUT/DELETE /api/admin/announcement) are the super admin's (spec 3 §6 "super-admin-only
 * announcement"); docs/api.md "Home page and announcements".
 */

/** Page size of the announcement panel (spec 1-core §9). */
export const ANNOUNCEMENT_PANEL_PAGE_SIZE = 3;
/** Page size of the back office's announcement list (spec 3 "admin announcements 10"). */
export const ADMIN_ANNOUNCEMENT_PAGE_SIZE = 10;
export const ANNOUNCEMENT_TITLE_MAX = 255;
export const ANNOUNCEMENT_CONTENT_MAX = 65_535;

/** 0 visible, 1 hidden (spec 3 §4). */
export const ANNOUNCEMENT_STATUS = { VISIBLE: 0, HIDDEN: 1 } as const;
export type AnnouncementStatus = (typeof ANNOUNCEMENT_STATUS)[keyof typeof ANNOUNCEMENT_STATUS];

export const announcementBody = z.object({
  title: z
    .string({ error: 'title is required' })
    .trim()
    .min(1, 'title is required')
    .max(ANNOUNCEMENT_TITLE_MAX, `title must be at most ${ANNOUNCEMENT_TITLE_MAX} characters`),
  content: z
    .string({ error: 'content is required' })
    .max(ANNOUNCEMENT_CONTENT_MAX, `content must be at most ${ANNOUNCEMENT_CONTENT_MAX} characters`)
    .refine((text) => text.trim().length > 0, 'content is required'),
  status: z
    .union([z.literal(0), z.literal(1)], { error: 'status must be 0 (visible) or 1 (hidden)' })
    .default(ANNOUNCEMENT_STATUS.VISIBLE),
});
export type AnnouncementBody = z.input<typeof announcementBody>;

export const announcementUpdateBody = announcementBody.extend({ id: idField('id') });
export type AnnouncementUpdateBody = z.input<typeof announcementUpdateBody>;

/** DELETE /api/admin/announcement?aid= (the reference's parameter name). */
export const announcementDeleteQuery = z.object({ aid: idField('aid') });

/** GET /api/get-common-announcement (currentPage, limit): visible ones, newest first. */
export const commonAnnouncementQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ANNOUNCEMENT_PANEL_PAGE_SIZE),
});
/** GET /api/admin/announcement (currentPage, limit): all, newest first. */
export const adminAnnouncementQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_ANNOUNCEMENT_PAGE_SIZE),
});

export interface Announcement {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  status: AnnouncementStatus;
  uid: number;
  /** The author's username; null once the account is deleted. */
  username: string | null;
  gmtCreate: string;
  gmtModified: string;
}
