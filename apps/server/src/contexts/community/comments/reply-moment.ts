import type { Db } from '../../../db/database.ts';

/**
 * When a contest Q&A reply was made, as a forwarding client says (the Contest API's admin_clar with an earlier
 * `time`: a jury's answer kept while the link was down). Written now, then dated then.
 */
export function createReplyDating(db: Db) {
  return async function setRepliedAt(id: number, madeAt: string) {
    await db.updateTable('replies').set({ gmtCreate: madeAt }).where('id', '=', id).execute();
  };
}
