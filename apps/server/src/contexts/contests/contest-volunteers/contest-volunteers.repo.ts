import { sql } from 'kysely';
import type { DeliveryClaim, DeliveryKind } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import { distinctRooms, roomKey, servesRoom } from './rooms.ts';

/** One delivery: a contest's balloon (its first accepted submission's id) or print (its id). */
export interface DeliveryKey {
  cid: number;
  kind: DeliveryKind;
  itemId: number;
}

/** A duty's rooms as stored (a JSON array); anything else reads as every room. */
export function roomsFromColumn(text: string): string[] {
  try {
    const rooms: unknown = JSON.parse(text);
    return Array.isArray(rooms) ? rooms.filter((room): room is string => typeof room === 'string') : [];
  } catch {
    return [];
  }
}

/** Each room the contest's teams have, as it is stored (every spelling of it). */
async function storedRooms(db: Db, cid: number): Promise<string[]> {
  const rows = await db
    .selectFrom('contestTeams')
    .select('room')
    .distinct()
    .where('cid', '=', cid)
    .where('room', '!=', '')
    .execute();
  return rows.map((row) => row.room);
}

/** The spellings the contest's teams' rooms were given that mean one of `rooms` (rooms.ts). */
async function teamRoomSpellings(db: Db, cid: number, rooms: readonly string[]): Promise<string[]> {
  const spellings = (await storedRooms(db, cid)).filter((room) => servesRoom(rooms, room));
  // An empty `in ()` is no SQL: with no team in these rooms the rooms as given stand, and match no team either.
  return spellings.length > 0 ? spellings : [...rooms];
}

/**
 * The queues' room filter (the AC helper's, the print queue's; docs/contest-volunteers.md "Rooms"): a condition
 * on the outer query's account column that its team sits in one of `rooms`, as people mean them (every stored
 * spelling is compared), or null when `rooms` is null (every account).
 */
export async function teamInRooms(db: Db, cid: number, rooms: readonly string[] | null) {
  if (!rooms) return null;
  const spellings = await teamRoomSpellings(db, cid, rooms);
  return (uidColumn: string) =>
    // The subquery brings its own parentheses (SQLite refuses `exists ((select ...))`).
    sql<boolean>`exists ${db
      .selectFrom('contestTeamMembers as m')
      .innerJoin('contestTeams as t', 't.id', 'm.teamId')
      .select('m.uid')
      .where('m.cid', '=', cid)
      .where('m.uid', '=', sql.ref<number>(uidColumn))
      .where('t.room', 'in', spellings)}`;
}

/** Every query of the volunteers: who has the duty in which contest (and rooms), and their claims of deliveries. */
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
    async list(cid: number) {
      const rows = await db
        .selectFrom('contestVolunteers as v')
        .innerJoin('users as u', 'u.uid', 'v.uid')
        .select(['v.uid', 'u.username', 'u.realname', 'v.gmtCreate', 'v.rooms'])
        .where('v.cid', '=', cid)
        .orderBy('v.gmtCreate')
        .orderBy('v.uid')
        .execute();
      return rows.map((row) => ({ ...row, rooms: roomsFromColumn(row.rooms) }));
    },

    /** Gives the duty (for these rooms; none: every room); answers false when the account had it already. */
    async add(cid: number, uid: number, rooms: string[]): Promise<boolean> {
      const result = await db
        .insertInto('contestVolunteers')
        .values({ cid, uid, gmtCreate: nowIso(), rooms: JSON.stringify(rooms) })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
    },

    /** Changes a duty's rooms; answers false when the account has no duty in the contest. */
    async setRooms(cid: number, uid: number, rooms: string[]): Promise<boolean> {
      const result = await db
        .updateTable('contestVolunteers')
        .set({ rooms: JSON.stringify(rooms) })
        .where('cid', '=', cid)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** The rooms of the account's duty in the contest ([]: every room), or undefined: no duty. */
    async dutyRooms(cid: number, uid: number): Promise<string[] | undefined> {
      const row = await db
        .selectFrom('contestVolunteers')
        .select('rooms')
        .where('cid', '=', cid)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return row && roomsFromColumn(row.rooms);
    },

    /**
     * The rooms the contest's teams sit in (none empty), sorted, each once as people mean it (rooms.ts) in its
     * first spelling: what the admins pick a duty's rooms and the queues' room from.
     */
    async contestRooms(cid: number): Promise<string[]> {
      // The first spelling by code point, whichever order the database's collation gives, then by the key.
      const spellings = distinctRooms((await storedRooms(db, cid)).sort());
      return spellings.sort((a, b) => roomKey(a).localeCompare(roomKey(b)));
    },

    /** The room of the account's team in the contest ('' when its team has none, or it plays in no team). */
    async roomOf(cid: number, uid: number): Promise<string> {
      const row = await db
        .selectFrom('contestTeamMembers as m')
        .innerJoin('contestTeams as t', 't.id', 'm.teamId')
        .select('t.room')
        .where('m.cid', '=', cid)
        .where('m.uid', '=', uid)
        .executeTakeFirst();
      return row?.room ?? '';
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

    /** The contests an account volunteers for, newest first, with its duty's rooms in each. */
    contestsOf: (uid: number) =>
      db
        .selectFrom('contestVolunteers as v')
        .innerJoin('contests as c', 'c.id', 'v.cid')
        .select([
          'c.id',
          'c.title',
          'c.startTime',
          'c.endTime',
          'c.type',
          'c.openPrint',
          'c.teamContest',
          'v.rooms',
        ])
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
