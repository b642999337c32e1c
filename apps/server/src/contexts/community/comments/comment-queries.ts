import { sql, type SqlBool } from 'kysely';
import { ROLE_NAMES, isRoleId, type CommentSourceType, type ReplyView } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { AuthorFilter } from './comment-sources.ts';

// What the comments' and the replies' queries share: the author columns, the filter by author and the views.

export interface AuthorColumns {
  uid: number;
  username: string;
  avatar: string | null;
  role: number;
  titleName: string | null;
  titleColor: string | null;
}

/** Entries by the filter's users or roles (the joined author is `users`); everything without a filter. */
export function byAuthors(table: 'comments' | 'replies', filter: AuthorFilter | null | undefined) {
  if (!filter) return sql<SqlBool>`1 = 1`;
  const uids = filter.uids.length > 0 ? filter.uids : [0];
  const roles = filter.roles.length > 0 ? filter.roles : [-1];
  return sql<SqlBool>`(${sql.ref(`${table}.uid`)} in (${sql.join(uids)}) or ${sql.ref('users.role')} in (${sql.join(roles)}))`;
}

export const roleName = (role: number) => (isRoleId(role) ? ROLE_NAMES[role] : 'default_user');

export function author(row: AuthorColumns) {
  return {
    fromUid: row.uid,
    fromName: row.username,
    fromAvatar: row.avatar,
    fromRole: roleName(row.role),
    fromTitleName: row.titleName,
    fromTitleColor: row.titleColor,
  };
}

export const commentsWithAuthor = (executor: Db) =>
  executor
    .selectFrom('comments')
    .innerJoin('users', 'users.uid', 'comments.uid')
    .select([
      'comments.id',
      'comments.sourceType',
      'comments.sourceId',
      'comments.content',
      'comments.likeNum',
      'comments.replyNum',
      'comments.gmtCreate',
      'users.uid',
      'users.username',
      'users.avatar',
      'users.role',
      'users.titleName',
      'users.titleColor',
    ]);

export const repliesWithAuthors = (executor: Db) =>
  executor
    .selectFrom('replies')
    .innerJoin('users', 'users.uid', 'replies.uid')
    .leftJoin('users as toUser', 'toUser.uid', 'replies.toUid')
    .select([
      'replies.id',
      'replies.commentId',
      'replies.content',
      'replies.toUid',
      'replies.gmtCreate',
      'users.uid',
      'users.username',
      'users.avatar',
      'users.role',
      'users.titleName',
      'users.titleColor',
      'toUser.username as toName',
      'toUser.avatar as toAvatar',
    ]);

export type ReplyJoined = Awaited<ReturnType<ReturnType<typeof repliesWithAuthors>['execute']>>[number];
export const replyView = (row: ReplyJoined): ReplyView => ({
  id: row.id,
  commentId: row.commentId,
  content: row.content,
  ...author(row),
  toUid: row.toUid,
  toName: row.toName ?? null,
  toAvatar: row.toAvatar ?? null,
  gmtCreate: row.gmtCreate,
});

export type CommentJoined = Awaited<ReturnType<ReturnType<typeof commentsWithAuthor>['execute']>>[number];
export const commentView = (row: CommentJoined) => ({
  id: row.id,
  content: row.content,
  sourceType: row.sourceType as CommentSourceType,
  sourceId: row.sourceId,
  ...author(row),
  gmtCreate: row.gmtCreate,
  likeNum: row.likeNum,
  totalReplyNum: row.replyNum,
});
