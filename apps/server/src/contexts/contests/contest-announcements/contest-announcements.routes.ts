import type { FastifyInstance } from 'fastify';
import {
  adminContestAnnouncementQuery,
  contestAnnouncementCreateBody,
  contestAnnouncementDeleteQuery,
  contestAnnouncementQuery,
  contestAnnouncementUpdateBody,
  notReadAnnouncementBody,
  contestAnnouncementListResponse,
  contestAnnouncementPageResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listForAdmin,
  listForContest,
  listNotRead,
  updateAnnouncement,
  type ContestAnnouncementDeps,
} from './contest-announcements.service.ts';

/**
 * A contest's announcements: the back office's CRUD (root, admin and problem admin, like every back-office
 * contest call) and the contest side's reads (login; the contest gate decides who is let in).
 */
export function registerContestAnnouncementRoutes(app: FastifyInstance, deps: ContestAnnouncementDeps) {
  const url = '/api/admin/contest/announcement';
  defineRoute(
    app,
    {
      method: 'GET',
      url,
      access: 'problemAdmin',
      query: adminContestAnnouncementQuery,
      response: contestAnnouncementPageResponse,
    },
    ({ query }) => listForAdmin(deps, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url,
      access: 'problemAdmin',
      body: contestAnnouncementCreateBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => createAnnouncement(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url,
      access: 'problemAdmin',
      body: contestAnnouncementUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => updateAnnouncement(deps, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url,
      access: 'problemAdmin',
      query: contestAnnouncementDeleteQuery,
      response: noDataResponse,
    },
    ({ query }) => deleteAnnouncement(deps, query.aid),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-announcement',
      access: 'login',
      query: contestAnnouncementQuery,
      response: contestAnnouncementPageResponse,
    },
    ({ actor, query }) => listForContest(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/get-contest-not-read-announcement',
      access: 'login',
      body: notReadAnnouncementBody,
      response: contestAnnouncementListResponse,
    },
    ({ actor, body }) => listNotRead(deps, actor, body),
  );
}
