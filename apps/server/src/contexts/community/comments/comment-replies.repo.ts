import { sql } from 'kysely';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import type { AuthorFilter } from './comment-sources.ts';
import { byAuthors, repliesWithAuthors, replyView } from './comment-queries.ts';

/** The replies under comments: lookups, lists, first replies per comment, writes. */
export function createCommentReplies(db: Db) {
  return {
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
  };
}
