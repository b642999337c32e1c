import type { DeliveryClaim, DeliveryKind } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

/** One delivery: a contest's balloon (its first accepted submission's id) or print (its id). */
export interface DeliveryKey {
  cid: number;
  kind: DeliveryKind;
  itemId: number;
}

/** Every query of the volunteers: who has the duty in which contest, and their claims of deliveries. */
export function createContestVolunteersRepo(db: Db) {
  const claimRows = db
    .selectFrom('contestDeliveries as d')
    .innerJoin('users as u', 'u.uid', 'd.volunteerUid')
    .select(['d.itemId', 'd.volunteerUid as uid', 'u.username', 'd.claimedAt', 'd.doneAt']);
  const asClaim = (row: { uid: number; username: string; claimedAt: string; doneAt: string | null }) =>
    ({
      uid: row.uid,
      username: row.username,
      claimedAt: row.claimedAt,
      doneAt: row.doneAt,
    }) satisfies DeliveryClaim;

  return {
    list: (cid: number) =>
      db
        .selectFrom('contestVolunteers as v')
        .innerJoin('users as u', 'u.uid', 'v.uid')
        .select(['v.uid', 'u.username', 'u.realname', 'v.gmtCreate'])
        .where('v.cid', '=', cid)
        .orderBy('v.gmtCreate')
        .orderBy('v.uid')
        .execute(),

    /** Gives the duty; answers false when the account had it already. */
    async add(cid: number, uid: number): Promise<boolean> {
      const result = await db
        .insertInto('contestVolunteers')
        .values({ cid, uid, gmtCreate: nowIso() })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Takes the duty away; the volunteer's undone claims go back to the queue with it. */
    async remove(cid: number, uid: number) {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('contestVolunteers').where('cid', '=', cid).where('uid', '=', uid).execute();
        await trx
          .deleteFrom('contestDeliveries')
          .where('cid', '=', cid)
          .where('volunteerUid', '=', uid)
          .where('doneAt', 'is', null)
          .execute();
      });
    },

    /** The account of that username (compared ignoring case, as usernames are unique so). */
    uidOfUsername: async (username: string) =>
      (
        await db
          .selectFrom('users')
          .select(['uid', 'username'])
          .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
          .executeTakeFirst()
      )?.uid,

    async isVolunteer(cid: number, uid: number): Promise<boolean> {
      const row = await db
        .selectFrom('contestVolunteers')
        .select('uid')
        .where('cid', '=', cid)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** The contests an account volunteers for, newest first. */
    contestsOf: (uid: number) =>
      db
        .selectFrom('contestVolunteers as v')
        .innerJoin('contests as c', 'c.id', 'v.cid')
        .select(['c.id', 'c.title', 'c.startTime', 'c.endTime', 'c.type', 'c.openPrint', 'c.teamContest'])
        .where('v.uid', '=', uid)
        .orderBy('c.startTime', 'desc')
        .orderBy('c.id', 'desc')
        .execute(),

    /** The claims of these deliveries of a contest, by item id. */
    async claimsOf(cid: number, kind: DeliveryKind, itemIds: number[]): Promise<Map<number, DeliveryClaim>> {
      if (itemIds.length === 0) return new Map();
      const rows = await claimRows
        .where('d.cid', '=', cid)
        .where('d.kind', '=', kind)
        .where('d.itemId', 'in', itemIds)
        .execute();
      return new Map(rows.map((row) => [row.itemId, asClaim(row)]));
    },

    async claimOf(key: DeliveryKey): Promise<DeliveryClaim | null> {
      const row = await claimRows
        .where('d.cid', '=', key.cid)
        .where('d.kind', '=', key.kind)
        .where('d.itemId', '=', key.itemId)
        .executeTakeFirst();
      return row ? asClaim(row) : null;
    },

    /**
     * Claims the delivery for the volunteer unless someone holds it: the key decides the first claim, whatever
     * server takes the second; the caller reads the claim that stands.
     */
    async claim(key: DeliveryKey, uid: number): Promise<void> {
      await db
        .insertInto('contestDeliveries')
        .values({ ...key, volunteerUid: uid, claimedAt: nowIso(), doneAt: null })
        .onConflict((oc) => oc.columns(['cid', 'kind', 'itemId']).doNothing())
        .execute();
    },

    release: async (key: DeliveryKey, uid: number) => {
      await db
        .deleteFrom('contestDeliveries')
        .where('cid', '=', key.cid)
        .where('kind', '=', key.kind)
        .where('itemId', '=', key.itemId)
        .where('volunteerUid', '=', uid)
        .where('doneAt', 'is', null)
        .execute();
    },

    markDone: async (key: DeliveryKey, uid: number) => {
      await db
        .updateTable('contestDeliveries')
        .set({ doneAt: nowIso() })
        .where('cid', '=', key.cid)
        .where('kind', '=', key.kind)
        .where('itemId', '=', key.itemId)
        .where('volunteerUid', '=', uid)
        .execute();
    },
  };
}
export type ContestVolunteersRepo = ReturnType<typeof createContestVolunteersRepo>;
