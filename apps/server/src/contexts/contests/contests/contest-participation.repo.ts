import { changeStampOf, onKeyedInsert } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { nowIso } from '../../../lib/time.ts';

/** A user's registration for a contest (its begin time is their window's, in a time-limited contest). */
export interface RegistrationRow {
  id: number;
  beginTime: string | null;
  gmtCreate: string;
}
/** A user's virtual participation window of an ended contest. */
export interface VirtualRow {
  startTime: string;
  endTime: string;
}

/**
 * A contestant's kept rows are keyed as PostgreSQL names an inserted row to the other servers (migration 059's
 * payload, `cid:uid`): the two must agree, or another server's registration would not be forgotten here.
 */
const participantKey = (cid: number, uid: number) => `${cid}:${uid}`;

/**
 * Who takes part in a contest: registrations (with a time-limited contest's start) and virtual participations.
 * A contestant's own registration and virtual window are read at every page load (the contest gate's view):
 * kept until an update or delete of either table by any writer; an insert forgets only its contestant's kept
 * row (this server's at once, onKeyedInsert; another's when PostgreSQL tells it, migration 059), so a contest's
 * start, with every contestant registering, keeps the others' rows. Each caller gets a copy.
 */
export function createParticipationRepo(db: Db) {
  const participationStamp = changeStampOf(db, ['contest_registers', 'contest_virtual_participations'], {
    trustMs: 1_000,
  });
  const keptRegistrations = keptReads<RegistrationRow | null>(participationStamp, 4_096);
  const keptVirtuals = keptReads<VirtualRow | null>(participationStamp, 4_096);
  onKeyedInsert(db, 'contest_registers', keptRegistrations.forget);
  onKeyedInsert(db, 'contest_virtual_participations', keptVirtuals.forget);

  return {
    async registration(cid: number, uid: number): Promise<RegistrationRow | undefined> {
      const row = await keptRegistrations(participantKey(cid, uid), async () => {
        const found = await db
          .selectFrom('contestRegisters')
          .select(['id', 'beginTime', 'gmtCreate'])
          .where('cid', '=', cid)
          .where('uid', '=', uid)
          .executeTakeFirst();
        return found ?? null;
      });
      return row ? { ...row } : undefined;
    },

    async virtualParticipation(cid: number, uid: number): Promise<VirtualRow | undefined> {
      const row = await keptVirtuals(participantKey(cid, uid), async () => {
        const found = await db
          .selectFrom('contestVirtualParticipations')
          .select(['startTime', 'endTime'])
          .where('cid', '=', cid)
          .where('uid', '=', uid)
          .executeTakeFirst();
        return found ?? null;
      });
      return row ? { ...row } : undefined;
    },

    /** Every virtual participation of the contest (the board adds their rows). */
    virtualParticipations: (cid: number) =>
      db
        .selectFrom('contestVirtualParticipations')
        .select(['uid', 'startTime', 'endTime'])
        .where('cid', '=', cid)
        .execute(),

    /** Starts a virtual participation once: false when the user already has one. */
    async insertVirtual(cid: number, uid: number, window: { startTime: string; endTime: string }) {
      const result = await db
        .insertInto('contestVirtualParticipations')
        .values({ cid, uid, ...window, gmtCreate: nowIso() })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    /**
     * Whether the user took part for real: a submission of theirs made while the contest ran. (A read
     * of the submissions table for one yes/no; the board would otherwise hold the same user twice.)
     */
    async tookPart(contest: { id: number; startTime: string; endTime: string }, uid: number) {
      const row = await db
        .selectFrom('submissions')
        .select('id')
        .where('cid', '=', contest.id)
        .where('uid', '=', uid)
        .where('createdAt', '>=', contest.startTime)
        .where('createdAt', '<', contest.endTime)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Registers the user once; a second call changes nothing. */
    register: async (cid: number, uid: number) => {
      await db
        .insertInto('contestRegisters')
        .values({ cid, uid, beginTime: null, gmtCreate: nowIso() })
        .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
        .execute();
    },

    /**
     * Sets the user's start once (registering them if needed) and answers the stored start: of two
     * racing calls, the first write wins and both read it.
     */
    async start(cid: number, uid: number, now: string) {
      const begin = await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('contestRegisters')
          .values({ cid, uid, beginTime: null, gmtCreate: now })
          .onConflict((oc) => oc.columns(['cid', 'uid']).doNothing())
          .execute();
        await trx
          .updateTable('contestRegisters')
          .set({ beginTime: now })
          .where('cid', '=', cid)
          .where('uid', '=', uid)
          .where('beginTime', 'is', null)
          .execute();
        const row = await trx
          .selectFrom('contestRegisters')
          .select('beginTime')
          .where('cid', '=', cid)
          .where('uid', '=', uid)
          .executeTakeFirstOrThrow();
        return row.beginTime!;
      });
      return begin;
    },
  };
}
