import type { Db } from '../../../db/database.ts';

/**
 * When a contest announcement was made, as a forwarding client says (the Contest API's admin_clar with an earlier
 * `time`: a jury's message to everyone kept while the link was down). Written now, then dated then.
 */
export function createAnnouncementDating(db: Db) {
  return async function setAnnouncedAt(cid: number, id: number, madeAt: string) {
    await db
      .updateTable('contestAnnouncements')
      .set({ gmtCreate: madeAt })
      .where('cid', '=', cid)
      .where('id', '=', id)
      .execute();
  };
}
