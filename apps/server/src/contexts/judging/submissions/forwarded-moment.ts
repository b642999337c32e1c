import type { Db } from '../../../db/database.ts';

/**
 * When a forwarded submission was made (the Contest API's admin_submit with an earlier `time`: a proxy forwarding
 * what a team submitted while the link was down). The submission is made now under the site's rules and then
 * dated when the proxy says it was made, which the board reads (its counter moves with `created_at`).
 */
export function createForwardedMoment(db: Db) {
  return async function setMadeAt(submissionId: number, madeAt: string) {
    await db.updateTable('submissions').set({ createdAt: madeAt }).where('id', '=', submissionId).execute();
  };
}
