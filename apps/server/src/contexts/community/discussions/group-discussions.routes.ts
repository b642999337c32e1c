import type { FastifyInstance } from 'fastify';
import {
  discussionIdQuery,
  groupDiscussionCreateBody,
  groupDiscussionListQuery,
  groupDiscussionUpdateBody,
  discussionPageResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { GroupDiscussions } from './group-discussions.ts';

/** A group's discussions, by the reference's paths (docs/api.md "Groups"): login, then the group's rules. */
export function registerGroupDiscussionRoutes(app: FastifyInstance, discussions: GroupDiscussions) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-discussion-list',
      access: 'login',
      query: groupDiscussionListQuery,
      response: discussionPageResponse,
    },
    ({ actor, query }) => discussions.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-admin-discussion-list',
      access: 'login',
      query: groupDiscussionListQuery,
      response: discussionPageResponse,
    },
    ({ actor, query }) => discussions.adminList(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/discussion',
      access: 'login',
      action: 'discussion_add',
      body: groupDiscussionCreateBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => discussions.create(actor, body),
  );
  defineRoute(
    app,
    // Editing writes new text, so the roles that may not post may not edit either (as the public call).
    {
      method: 'PUT',
      url: '/api/group/discussion',
      access: 'login',
      action: 'discussion_add',
      body: groupDiscussionUpdateBody,
      response: noDataResponse,
    },
    ({ actor, body }) => discussions.update(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/discussion',
      access: 'login',
      query: discussionIdQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => discussions.remove(actor, query.did),
  );
}
