import type { FastifyInstance } from 'fastify';
import {
  adminAnnouncementQuery,
  announcementBody,
  announcementDeleteQuery,
  announcementUpdateBody,
  commonAnnouncementQuery,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { createAnnouncementsService } from './announcements.service.ts';

/**
 * General announcements: the public panel's list and the back office's CRUD, super admin only (spec 3 §6
 * "super-admin-only announcement ... pages"; docs/api.md "Home page and announcements").
 */
export function registerAnnouncementRoutes(
  app: FastifyInstance,
  announcements: ReturnType<typeof createAnnouncementsService>,
) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-common-announcement', access: 'public', query: commonAnnouncementQuery },
    ({ query }) => announcements.common(query),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/announcement', access: 'root', query: adminAnnouncementQuery },
    ({ query }) => announcements.adminList(query),
  );
  defineRoute(
    app,
    { method: 'POST', url: '/api/admin/announcement', access: 'root', body: announcementBody },
    async ({ actor, body }) => ({ id: await announcements.create(actor, body) }),
  );
  defineRoute(
    app,
    { method: 'PUT', url: '/api/admin/announcement', access: 'root', body: announcementUpdateBody },
    ({ body }) => announcements.update(body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: '/api/admin/announcement', access: 'root', query: announcementDeleteQuery },
    ({ query }) => announcements.remove(query.aid),
  );
}
