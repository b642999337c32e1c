import type { FastifyInstance } from 'fastify';
import {
  adminAnnouncementQuery,
  announcementBody,
  announcementDeleteQuery,
  announcementUpdateBody,
  commonAnnouncementQuery,
  announcementPageResponse,
  newIdResponse,
  noDataResponse,
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
    {
      method: 'GET',
      url: '/api/get-common-announcement',
      access: 'public',
      query: commonAnnouncementQuery,
      response: announcementPageResponse,
    },
    ({ query }) => announcements.common(query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/announcement',
      access: 'root',
      query: adminAnnouncementQuery,
      response: announcementPageResponse,
    },
    ({ query }) => announcements.adminList(query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/announcement',
      access: 'root',
      body: announcementBody,
      response: newIdResponse('id'),
    },
    async ({ actor, body }) => ({ id: await announcements.create(actor, body) }),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/announcement',
      access: 'root',
      body: announcementUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => announcements.update(body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/announcement',
      access: 'root',
      query: announcementDeleteQuery,
      response: noDataResponse,
    },
    ({ query }) => announcements.remove(query.aid),
  );
}
