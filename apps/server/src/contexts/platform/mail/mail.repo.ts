import type { Db } from '../../../db/database.ts';
import type { PageQuery } from '@judge/contract';

export function createMailRepo(db: Db) {
  return {
    async record(mail: {
      recipient: string;
      subject: string;
      text: string;
      html: string | null;
      delivered: boolean;
      error: string | null;
      createdAt: string;
    }) {
      await db
        .insertInto('outbox')
        .values({ ...mail, delivered: mail.delivered ? 1 : 0 })
        .execute();
    },
    async page(page: PageQuery) {
      const [records, total] = await Promise.all([
        db
          .selectFrom('outbox')
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        db
          .selectFrom('outbox')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },
  };
}
