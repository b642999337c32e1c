import type { FastifyInstance } from 'fastify';
import {
  adminDiscussionDeleteBody,
  adminDiscussionDeleteQuery,
  adminDiscussionListQuery,
  adminDiscussionUpdateBody,
  adminReportListQuery,
  adminReportUpdateBody,
  discussionCategorySaveBody,
  discussionCreateBody,
  discussionIdQuery,
  discussionLikeQuery,
  discussionListQuery,
  discussionReportBody,
  discussionUpdateBody,
  discussionCategoryListResponse,
  discussionDetailResponse,
  discussionLikeResponse,
  discussionPageResponse,
  discussionReportPageResponse,
  newIdResponse,
  noDataResponse,
  postingCheckResponse,
} from '@judge/contract';
import { defineRoute, parseInput } from '../../../http/route.ts';
import type { DiscussionsService } from './discussions.service.ts';

/** Public discussions and their back office (docs/api.md "Discussions"). */
export function registerDiscussionRoutes(app: FastifyInstance, discussions: DiscussionsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-discussion-list',
      access: 'public',
      query: discussionListQuery,
      response: discussionPageResponse,
    },
    ({ actor, query }) => discussions.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-discussion-detail',
      access: 'public',
      query: discussionIdQuery,
      response: discussionDetailResponse,
    },
    ({ actor, query }) => discussions.detail(actor, query.did),
  );
  // Ours: the posting rules (AC count, posts a day) asked before the editor opens.
  defineRoute(
    app,
    { method: 'GET', url: '/api/discussion-posting-check', access: 'login', response: postingCheckResponse },
    ({ actor }) => discussions.postingCheck(actor),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/discussion',
      access: 'login',
      action: 'discussion_add',
      body: discussionCreateBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => discussions.create(actor, body),
  );
  defineRoute(
    app,
    // Editing writes new text, so the roles that may not post may not edit either.
    {
      method: 'PUT',
      url: '/api/discussion',
      access: 'login',
      action: 'discussion_add',
      body: discussionUpdateBody,
      response: noDataResponse,
    },
    ({ actor, body }) => discussions.update(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/discussion',
      access: 'login',
      query: discussionIdQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => discussions.remove(actor, query.did),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/discussion-like',
      access: 'login',
      query: discussionLikeQuery,
      response: discussionLikeResponse,
    },
    ({ actor, query }) => discussions.like(actor, query.did, query.toLike),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/discussion-report',
      access: 'login',
      body: discussionReportBody,
      response: noDataResponse,
    },
    ({ actor, body }) => discussions.report(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/discussion-category',
      access: 'public',
      response: discussionCategoryListResponse,
    },
    () => discussions.categories(),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/discussion-category',
      access: 'root',
      body: discussionCategorySaveBody,
      response: discussionCategoryListResponse,
    },
    ({ body }) => discussions.saveCategories(body),
  );

  // Back office: root, admin and problem admin, whatever the public switch says.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/get-discussion-list',
      access: 'problemAdmin',
      query: adminDiscussionListQuery,
      response: discussionPageResponse,
    },
    ({ actor, query }) => discussions.adminList(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/discussion',
      access: 'problemAdmin',
      body: adminDiscussionUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => discussions.adminUpdate(body),
  );
  // `did` in the query (ours), or the reference's list of ids as the JSON body (none is deleted unless all exist).
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/discussion',
      access: 'problemAdmin',
      body: adminDiscussionDeleteBody,
      query: adminDiscussionDeleteQuery,
      response: noDataResponse,
    },
    ({ body, query }) =>
      body.did
        ? discussions.adminRemoveMany(body.did)
        : discussions.adminRemove(parseInput(discussionIdQuery, query).did),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/discussion-report',
      access: 'problemAdmin',
      query: adminReportListQuery,
      response: discussionReportPageResponse,
    },
    ({ query }) => discussions.reports(query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/discussion-report',
      access: 'problemAdmin',
      body: adminReportUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => discussions.setReportStatus(body.id, body.status),
  );
}
