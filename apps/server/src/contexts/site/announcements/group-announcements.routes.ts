import type { FastifyInstance } from 'fastify';
import {
  announcementDeleteQuery,
  groupAnnouncementCreateBody,
  groupAnnouncementListQuery,
  groupAnnouncementUpdateBody,
  groupAnnouncementPageResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import {
  adminGroupAnnouncements,
  createGroupAnnouncement,
  groupAnnouncements,
  removeGroupAnnouncement,
  updateGroupAnnouncement,
  type GroupAnnouncementDeps,
} from './group-announcements.ts';

/** A group's announcements by the reference's paths (docs/api.md "Groups"): members read, the group's admins write. */
export function registerGroupAnnouncementRoutes(app: FastifyInstance, deps: GroupAnnouncementDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-announcement-list',
      access: 'login',
      query: groupAnnouncementListQuery,
      response: groupAnnouncementPageResponse,
    },
    ({ actor, query }) => groupAnnouncements(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-admin-announcement-list',
      access: 'login',
      query: groupAnnouncementListQuery,
      response: groupAnnouncementPageResponse,
    },
    ({ actor, query }) => adminGroupAnnouncements(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/announcement',
      access: 'login',
      body: groupAnnouncementCreateBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => createGroupAnnouncement(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/announcement',
      access: 'login',
      body: groupAnnouncementUpdateBody,
      response: noDataResponse,
    },
    ({ actor, body }) => updateGroupAnnouncement(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/announcement',
      access: 'login',
      query: announcementDeleteQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => removeGroupAnnouncement(deps, actor, query.aid),
  );
}
