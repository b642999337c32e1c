import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export function createCaptchaRepo(db: Db) {
  return {
    async insertText(captchaKey: string, text: string, expiresAt: string) {
      await db.deleteFrom('captchas').where('expiresAt', '<', nowIso()).execute();
      await db.insertInto('captchas').values({ captchaKey, text, expiresAt }).execute();
    },
    /** Reads and deletes in one go: a captcha answers exactly one attempt. */
    async takeText(captchaKey: string) {
      const row = await db
        .selectFrom('captchas')
        .selectAll()
        .where('captchaKey', '=', captchaKey)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
      await db.deleteFrom('captchas').where('captchaKey', '=', captchaKey).execute();
      return row;
    },
    async insertSlide(id: string, gapX: number, expiresAt: string) {
      await db.deleteFrom('slideChallenges').where('expiresAt', '<', nowIso()).execute();
      await db
        .insertInto('slideChallenges')
        .values({ id, gapX, expiresAt, ticket: null, ticketUsedAt: null, attempted: 0 })
        .execute();
    },
    /** Marks the challenge attempted; returns it only if this was its first attempt. */
    async attemptSlide(id: string) {
      const updated = await db
        .updateTable('slideChallenges')
        .set({ attempted: 1 })
        .where('id', '=', id)
        .where('attempted', '=', 0)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) !== 1) return undefined;
      return db.selectFrom('slideChallenges').selectAll().where('id', '=', id).executeTakeFirst();
    },
    async setTicket(id: string, ticket: string) {
      await db.updateTable('slideChallenges').set({ ticket }).where('id', '=', id).execute();
    },
    /** Spends a ticket; true only for the first use of a live one. */
    async useTicket(ticket: string) {
      const updated = await db
        .updateTable('slideChallenges')
        .set({ ticketUsedAt: nowIso() })
        .where('ticket', '=', ticket)
        .where('ticketUsedAt', 'is', null)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
      return Number(updated.numUpdatedRows) === 1;
    },
  };
}
