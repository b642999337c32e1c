import type { FastifyInstance } from 'fastify';
import {
  addCommentBody,
  addReplyBody,
  commentLikeQuery,
  commentListQuery,
  commentSourceQuery,
  deleteCommentBody,
  deleteReplyBody,
  replyListQuery,
  commentLikeResponse,
  commentListResponse,
  commentViewResponse,
  noDataResponse,
  postingCheckResponse,
  replyListResponse,
  replyViewResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { CommentsService } from './comments.service.ts';

/** The comment area's calls (spec 1-core §7.6); the reference's paths and parameter names. */
export function registerCommentRoutes(app: FastifyInstance, comments: CommentsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/comments',
      access: 'public',
      query: commentListQuery,
      response: commentListResponse,
    },
    ({ actor, query }) => comments.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/comment',
      access: 'login',
      action: 'comment_add',
      body: addCommentBody,
      response: commentViewResponse,
    },
    ({ actor, body }) => comments.add(actor, body),
  );
  // Ours: the AC count needed to comment, asked before the box is offered.
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/comment-posting-check',
      access: 'login',
      query: commentSourceQuery,
      response: postingCheckResponse,
    },
    ({ actor, query }) => comments.postingCheck(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/comment',
      access: 'login',
      body: deleteCommentBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await comments.remove(actor, body.id);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/comment-like',
      access: 'login',
      query: commentLikeQuery,
      response: commentLikeResponse,
    },
    ({ actor, query }) => comments.like(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/reply',
      access: 'public',
      query: replyListQuery,
      response: replyListResponse,
    },
    ({ actor, query }) => comments.replies(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/reply',
      access: 'login',
      action: 'reply_add',
      body: addReplyBody,
      response: replyViewResponse,
    },
    ({ actor, body }) => comments.addReply(actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: '/api/reply', access: 'login', body: deleteReplyBody, response: noDataResponse },
    async ({ actor, body }) => {
      await comments.removeReply(actor, body);
    },
  );
}
