import { sql, type SqlBool } from 'kysely';
import { JudgeStatus, ROLE_NAMES, isRoleId, type CommentSourceType, type ReplyView } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import type { AuthorFilter } from './comment-sources.ts';

/** A comment row with its author, as the list and the add call return it (replies are added by the service). */
export interface CommentRow {
  id: number;
  sourceType: string;
  sourceId: number;
  uid: number;
  content: string;
  likeNum: number;
  replyNum: number;
  gmtCreate: string;
  /** The author's role (who may see it, who may reply under it). */
  authorRole: number;
}

export interface ReminderValues {
  action: 'Discuss' | 'Reply' | 'Like';
  recipientId: number;
  senderId: number;
  sourceId: number;
  sourceType: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: string | null;
  url: string;
}

interface AuthorColumns {
  uid: number;
  username: string;
  avatar: string | null;
  role: number;
  titleName: string | null;
  titleColor: string | null;
}

/** Entries by the filter's users or roles (the joined author is `users`); everything without a filter. */
function byAuthors(table: 'comments' | 'replies', filter: AuthorFilter | null | undefined) {
  if (!filter) return sql<SqlBool>`1 = 1`;
  const uids = filter.uids.length > 0 ? filter.uids : [0];
  const roles = filter.roles.length > 0 ? filter.roles : [-1];
  return sql<SqlBool>`(${sql.ref(`${table}.uid`)} in (${sql.join(uids)}) or ${sql.ref('users.role')} in (${sql.join(roles)}))`;
}

const roleName = (role: number) => (isRoleId(role) ? ROLE_NAMES[role] : 'default_user');

function author(row: AuthorColumns) {
  return {
    fromUid: row.uid,
    fromName: row.username,
    fromAvatar: row.avatar,
    fromRole: roleName(row.role),
    fromTitleName: row.titleName,
    fromTitleColor: row.titleColor,
  };
}

/** Every query of the comment area, and the two it needs of its sources (discussions) and of users. */
export function createCommentsRepo(db: Db) {
  const commentsWithAuthor = (executor: Db) =>
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

  const repliesWithAuthors = (executor: Db) =>
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

  type ReplyJoined = Awaited<ReturnType<ReturnType<typeof repliesWithAuthors>['execute']>>[number];
  const replyView = (row: ReplyJoined): ReplyView => ({
    id: row.id,
    commentId: row.commentId,
    content: row.content,
    ...author(row),
    toUid: row.toUid,
    toName: row.toName ?? null,
    toAvatar: row.toAvatar ?? null,
    gmtCreate: row.gmtCreate,
  });

  type CommentJoined = Awaited<ReturnType<ReturnType<typeof commentsWithAuthor>['execute']>>[number];
  const commentView = (row: CommentJoined) => ({
    id: row.id,
    content: row.content,
    sourceType: row.sourceType as CommentSourceType,
    sourceId: row.sourceId,
    ...author(row),
    gmtCreate: row.gmtCreate,
    likeNum: row.likeNum,
    totalReplyNum: row.replyNum,
  });

  return {
    // --- Sources -------------------------------------------------------------------------------------
    findDiscussion: (id: number) =>
      db
        .selectFrom('discussions')
        .select(['id', 'uid', 'gid', 'status', 'title'])
        .where('id', '=', id)
        .executeTakeFirst(),
    /** A discussion's comment_num counts its comments and their replies (as the reference does). */
    async changeDiscussionCommentNum(executor: Db, id: number, delta: number) {
      await executor
        .updateTable('discussions')
        .set((eb) => ({ commentNum: eb('commentNum', '+', delta) }))
        .where('id', '=', id)
        .execute();
    },

    // --- Users ---------------------------------------------------------------------------------------
    /** Problems the user has solved (distinct problems with an Accepted submission). */
    async acceptedProblemCount(uid: number) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.count<number>('pid').distinct().as('count'))
        .where('uid', '=', uid)
        .where('status', '=', JudgeStatus.ACCEPTED)
        .executeTakeFirst();
      return Number(row?.count ?? 0);
    },

    // --- Comments ------------------------------------------------------------------------------------
    findComment: (id: number) =>
      db
        .selectFrom('comments')
        .innerJoin('users', 'users.uid', 'comments.uid')
        .selectAll('comments')
        .select('users.role as authorRole')
        .where('comments.id', '=', id)
        .executeTakeFirst() as Promise<CommentRow | undefined>,
    async countComments(sourceType: CommentSourceType, sourceId: number, filter?: AuthorFilter | null) {
      const row = await db
        .selectFrom('comments')
        .innerJoin('users', 'users.uid', 'comments.uid')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('comments.sourceType', '=', sourceType)
        .where('comments.sourceId', '=', sourceId)
        .where(byAuthors('comments', filter))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** One page of a source's comments (those the filter shows), newest first. */
    async listComments(
      sourceType: CommentSourceType,
      sourceId: number,
      offset: number,
      limit: number,
      filter?: AuthorFilter | null,
    ) {
      const rows = await commentsWithAuthor(db)
        .where('comments.sourceType', '=', sourceType)
        .where('comments.sourceId', '=', sourceId)
        .where(byAuthors('comments', filter))
        .orderBy('comments.id', 'desc')
        .offset(offset)
        .limit(limit)
        .execute();
      return rows.map(commentView);
    },
    async commentView(id: number, executor: Db = db) {
      const row = await commentsWithAuthor(executor).where('comments.id', '=', id).executeTakeFirst();
      return row ? commentView(row) : undefined;
    },
    async insertComment(
      executor: Db,
      values: { sourceType: CommentSourceType; sourceId: number; uid: number; content: string },
    ) {
      const row = await executor
        .insertInto('comments')
        .values({ ...values, likeNum: 0, replyNum: 0, gmtCreate: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    /**
     * Deletes a comment; its replies and likes go with it (foreign keys, cascade). Answers how many replies
     * it had, read by the delete itself: a reply added meanwhile holds the comment's row until it commits,
     * so the count includes it.
     */
    deleteComment: (executor: Db, id: number) =>
      executor.deleteFrom('comments').where('id', '=', id).returning(['replyNum']).executeTakeFirst(),
    /** Changes a comment's reply count; 0 when the comment is gone. */
    async changeReplyNum(executor: Db, commentId: number, delta: number) {
      const result = await executor
        .updateTable('comments')
        .set((eb) => ({ replyNum: eb('replyNum', '+', delta) }))
        .where('id', '=', commentId)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    // --- Likes ---------------------------------------------------------------------------------------
    async likedAmong(uid: number, commentIds: number[]) {
      if (commentIds.length === 0) return [];
      const rows = await db
        .selectFrom('commentLikes')
        .select('commentId')
        .where('uid', '=', uid)
        .where('commentId', 'in', commentIds)
        .execute();
      return rows.map((row) => row.commentId);
    },
    /** true when the like is new. */
    async addLike(executor: Db, uid: number, commentId: number) {
      const result = await executor
        .insertInto('commentLikes')
        .values({ uid, commentId, gmtCreate: nowIso() })
        .onConflict((oc) => oc.columns(['commentId', 'uid']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },
    /** true when there was a like to take back. */
    async removeLike(executor: Db, uid: number, commentId: number) {
      const result = await executor
        .deleteFrom('commentLikes')
        .where('uid', '=', uid)
        .where('commentId', '=', commentId)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },
    /** Changes the like count; answers the new count (undefined when the comment is gone). */
    async changeLikeNum(executor: Db, commentId: number, delta: number) {
      const row = await executor
        .updateTable('comments')
        .set((eb) => ({ likeNum: eb('likeNum', '+', delta) }))
        .where('id', '=', commentId)
        .returning('likeNum')
        .executeTakeFirst();
      return row?.likeNum;
    },

    // --- Replies -------------------------------------------------------------------------------------
    findReply: (id: number) =>
      db
        .selectFrom('replies')
        .innerJoin('users', 'users.uid', 'replies.uid')
        .selectAll('replies')
        .select('users.role as authorRole')
        .where('replies.id', '=', id)
        .executeTakeFirst(),
    /** Whether the user wrote a reply under the comment (who may be answered). */
    async hasReplyBy(commentId: number, uid: number) {
      const row = await db
        .selectFrom('replies')
        .select('id')
        .where('commentId', '=', commentId)
        .where('uid', '=', uid)
        .limit(1)
        .executeTakeFirst();
      return Boolean(row);
    },
    /** Every reply of a comment (those the filter shows), oldest first. */
    async listReplies(commentId: number, filter?: AuthorFilter | null) {
      const rows = await repliesWithAuthors(db)
        .where('replies.commentId', '=', commentId)
        .where(byAuthors('replies', filter))
        .orderBy('replies.id', 'asc')
        .execute();
      return rows.map(replyView);
    },
    /** How many replies (those the filter shows) each of these comments has. */
    async replyCounts(commentIds: number[], filter: AuthorFilter | null) {
      if (commentIds.length === 0) return new Map<number, number>();
      const rows = await db
        .selectFrom('replies')
        .innerJoin('users', 'users.uid', 'replies.uid')
        .select(['replies.commentId', (eb) => eb.fn.countAll<number>().as('count')])
        .where('replies.commentId', 'in', commentIds)
        .where(byAuthors('replies', filter))
        .groupBy('replies.commentId')
        .execute();
      return new Map(rows.map((row) => [row.commentId, Number(row.count)]));
    },
    /** The first `perComment` replies (oldest first, those the filter shows) of each of these comments. */
    async firstReplies(commentIds: number[], perComment: number, filter?: AuthorFilter | null) {
      if (commentIds.length === 0) return [];
      const ranked = db
        .selectFrom('replies')
        .innerJoin('users', 'users.uid', 'replies.uid')
        .select([
          'replies.id',
          sql<number>`row_number() over (partition by ${sql.ref('replies.comment_id')} order by ${sql.ref('replies.id')})`.as(
            'position',
          ),
        ])
        .where('replies.commentId', 'in', commentIds)
        .where(byAuthors('replies', filter))
        .as('ranked');
      const rows = await repliesWithAuthors(db)
        .innerJoin(ranked, 'ranked.id', 'replies.id')
        .where('ranked.position', '<=', perComment)
        .orderBy('replies.commentId')
        .orderBy('replies.id', 'asc')
        .execute();
      return rows.map(replyView);
    },
    async replyView(id: number, executor: Db = db) {
      const row = await repliesWithAuthors(executor).where('replies.id', '=', id).executeTakeFirst();
      return row ? replyView(row) : undefined;
    },
    async insertReply(
      executor: Db,
      values: { commentId: number; uid: number; content: string; toUid: number | null },
    ) {
      const row = await executor
        .insertInto('replies')
        .values({ ...values, gmtCreate: nowIso() })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
    deleteReply: (executor: Db, id: number) =>
      executor.deleteFrom('replies').where('id', '=', id).returning(['commentId']).executeTakeFirst(),

    // --- Reminders (message center, spec 2 §2.13) ---------------------------------------------------
    async remind(executor: Db, values: ReminderValues) {
      await executor
        .insertInto('messageReminders')
        .values({ ...values, state: 0, createdAt: nowIso() })
        .execute();
    },
  };
}
export type CommentsRepo = ReturnType<typeof createCommentsRepo>;

/** The Q&A of removed contests (in their removal's transaction, 'contest/remove'); replies and likes follow. */
export async function removeContestComments(trx: Db, cids: number[]) {
  await trx
    .deleteFrom('comments')
    .where('sourceType', '=', 'Contest')
    .where('sourceId', 'in', cids)
    .execute();
}
