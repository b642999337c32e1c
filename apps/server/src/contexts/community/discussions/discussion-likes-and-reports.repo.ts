import { type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

/** A discussion's likes (with their reminders) and reports. */
export function createDiscussionLikesAndReports(db: Db) {
  return {
    /**
     * Likes or unlikes once per user: the count moves only when the like row really appears or goes,
     * so a repeated or concurrent call changes nothing. A new like of someone else's post writes a Like
     * reminder to the author. Returns the like count after the change, and whether the author was reminded.
     */
    async setLike(
      discussion: { id: number; uid: number; title: string; url: string },
      uid: number,
      toLike: boolean,
    ): Promise<{ likeNum: number; reminded: boolean }> {
      return db.transaction().execute(async (trx) => {
        let delta = 0;
        if (toLike) {
          const inserted = await trx
            .insertInto('discussionLikes')
            .values({ did: discussion.id, uid, gmtCreate: nowIso() })
            .onConflict((oc) => oc.columns(['did', 'uid']).doNothing())
            .executeTakeFirst();
          if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) delta = 1;
        } else {
          const deleted = await trx
            .deleteFrom('discussionLikes')
            .where('did', '=', discussion.id)
            .where('uid', '=', uid)
            .executeTakeFirst();
          if (Number(deleted.numDeletedRows) > 0) delta = -1;
        }
        if (delta !== 0)
          await trx
            .updateTable('discussions')
            .set((eb) => ({ likeNum: eb('likeNum', '+', delta) }))
            .where('id', '=', discussion.id)
            .execute();
        const reminded = delta === 1 && discussion.uid !== uid;
        if (reminded)
          await trx
            .insertInto('messageReminders')
            .values({
              action: 'Like',
              sourceId: discussion.id,
              sourceType: 'Discussion',
              sourceContent: discussion.title,
              quoteId: null,
              quoteType: null,
              url: discussion.url,
              senderId: uid,
              recipientId: discussion.uid,
              state: 0,
              createdAt: nowIso(),
            })
            .execute();
        const row = await trx
          .selectFrom('discussions')
          .select('likeNum')
          .where('id', '=', discussion.id)
          .executeTakeFirstOrThrow();
        return { likeNum: row.likeNum, reminded };
      });
    },

    async insertReport(values: { did: number; reporterUid: number; content: string }) {
      const now = nowIso();
      const row = await db
        .insertInto('discussionReports')
        .values({ ...values, status: 0, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    async reports(status: number | undefined, page: PageQuery) {
      let query = db
        .selectFrom('discussionReports as r')
        .innerJoin('discussions as d', 'd.id', 'r.did')
        .innerJoin('users as u', 'u.uid', 'r.reporterUid');
      if (status !== undefined) query = query.where('r.status', '=', status);
      const [records, total] = await Promise.all([
        query
          .select([
            'r.id',
            'r.did',
            'd.title as discussionTitle',
            'r.reporterUid',
            'u.username as reporter',
            'r.content',
            'r.status',
            'r.gmtCreate',
          ])
          .orderBy('r.status')
          .orderBy('r.gmtCreate', 'desc')
          .orderBy('r.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    async setReportStatus(id: number, status: number) {
      const result = await db
        .updateTable('discussionReports')
        .set({ status, gmtModified: nowIso() })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
