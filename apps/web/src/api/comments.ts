import type {
  CommentLikeResult,
  CommentListResult,
  CommentSourceType,
  CommentView,
  PostingCheck,
  ReplyView,
} from '@judge/contract';
import { request } from './request';

export type { CommentView, ReplyView, CommentListResult };

/** Where a comment area lives; the reference's calls name a discussion by did and a contest by cid. */
export interface CommentSourceRef {
  sourceType: CommentSourceType;
  sourceId: number;
}

const sourceParams = ({ sourceType, sourceId }: CommentSourceRef) =>
  sourceType === 'Discussion' ? { did: sourceId } : { cid: sourceId };

export const getComments = (source: CommentSourceRef, currentPage: number, limit: number) =>
  request<CommentListResult>('/api/comments', { params: { ...sourceParams(source), currentPage, limit } });

export const addComment = (source: CommentSourceRef, content: string) =>
  request<CommentView>('/api/comment', { method: 'POST', body: { ...sourceParams(source), content } });

/** Ours: whether the caller may comment here now (the AC count), asked before the box is offered. */
export const commentPostingCheck = (source: CommentSourceRef) =>
  request<PostingCheck>('/api/comment-posting-check', { params: sourceParams(source) });

export const deleteComment = (id: number) =>
  request<null>('/api/comment', { method: 'DELETE', body: { id } });

export const likeComment = (source: CommentSourceRef, commentId: number, toLike: boolean) =>
  request<CommentLikeResult>('/api/comment-like', {
    params: { cid: commentId, toLike, sourceId: source.sourceId, sourceType: source.sourceType },
  });

export const getReplies = (source: CommentSourceRef, commentId: number) =>
  request<ReplyView[]>('/api/reply', { params: { commentId, ...sourceParams(source) } });

/** Answers the comment, or one of its replies (quote). */
export const addReply = (
  source: CommentSourceRef,
  input: { commentId: number; content: string; to?: ReplyView },
) =>
  request<ReplyView>('/api/reply', {
    method: 'POST',
    body: {
      reply: {
        commentId: input.commentId,
        content: input.content,
        toUid: input.to?.fromUid,
        toName: input.to?.fromName,
        toAvatar: input.to?.fromAvatar,
      },
      ...sourceParams(source),
      quoteId: input.to ? input.to.id : input.commentId,
      quoteType: input.to ? 'Reply' : 'Comment',
    },
  });

export const deleteReply = (source: CommentSourceRef, id: number) =>
  request<null>('/api/reply', { method: 'DELETE', body: { reply: { id }, ...sourceParams(source) } });
