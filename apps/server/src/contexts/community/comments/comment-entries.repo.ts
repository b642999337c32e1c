import { JudgeStatus, type CommentSourceType } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import type { AuthorFilter } from './comment-sources.ts';
import type { CommentRow, ReminderValues } from './comments.repo.ts';
import { byAuthors, commentView, commentsWithAuthor } from './comment-queries.ts';

/** The comments of a source (and the two facts of its sources and users they need), their likes, reminders. */
export function createCommentEntries(db: Db) {
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

    // --- Reminders (message center, spec 2 §2.13) ---------------------------------------------------
    async remind(executor: Db, values: ReminderValues) {
      await executor
        .insertInto('messageReminders')
        .values({ ...values, state: 0, createdAt: nowIso() })
        .execute();
    },
  };
}
