import { z } from 'zod';
import { pageOf } from './envelope.ts';
import type { Announcement } from './announcements.ts';

/**
 * What the site's calls answer (issue 26 step 3): announcements, the back office's dashboard and configuration.
 */
const int = z.number().int();

export const announcementResponse = z.object({
  id: int,
  title: z.string(),
  content: z.string(),
  status: z.union([z.literal(0), z.literal(1)]),
  uid: int,
  username: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
}) satisfies z.ZodType<Announcement>;
/** GET /api/get-common-announcement and GET /api/admin/announcement. */
export const announcementPageResponse = pageOf(announcementResponse);
