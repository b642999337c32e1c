import type { Selectable } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { ClicsWebhooksTable } from '../../../db/schema.ts';

export type WebhookRow = Selectable<ClicsWebhooksTable>;

/** The Contest API's webhooks (migration 053): only this context writes or reads the table. */
export function createWebhooksRepo(db: Db) {
  return {
    async insert(row: Omit<WebhookRow, 'id'>) {
      const inserted = await db
        .insertInto('clicsWebhooks')
        .values(row)
        .returning('id')
        .executeTakeFirstOrThrow();
      return inserted.id;
    },
    all: () => db.selectFrom('clicsWebhooks').selectAll().orderBy('id').execute(),
    active: () => db.selectFrom('clicsWebhooks').selectAll().where('active', '=', 1).orderBy('id').execute(),
    byId: (id: number) => db.selectFrom('clicsWebhooks').selectAll().where('id', '=', id).executeTakeFirst(),
    async remove(id: number) {
      await db.deleteFrom('clicsWebhooks').where('id', '=', id).execute();
    },
    /** What a delivery attempt leaves: where it got to, and how it is failing (if it is). */
    async record(
      id: number,
      state: Pick<WebhookRow, 'cursors' | 'failures' | 'failingSince' | 'nextAttemptAt' | 'active'>,
    ) {
      await db.updateTable('clicsWebhooks').set(state).where('id', '=', id).execute();
    },
  };
}
export type WebhooksRepo = ReturnType<typeof createWebhooksRepo>;
