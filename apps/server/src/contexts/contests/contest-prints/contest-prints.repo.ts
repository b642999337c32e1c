import { PRINT_STATUS, type ContestPrintRow, type PrintStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import { teamInRooms } from '../contest-volunteers/contest-volunteers.repo.ts';

/** Every query of the contests' print queues. */
export function createContestPrintsRepo(db: Db) {
  return {
    insert: async (cid: number, uid: number, content: string) => {
      const now = nowIso();
      const row = await db
        .insertInto('contestPrints')
        .values({ cid, uid, content, status: PRINT_STATUS.NOT_PRINTED, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /** When the user last sent something to any contest's printer (the interval between two prints). */
    async lastPrintTime(uid: number): Promise<string | null> {
      const row = await db
        .selectFrom('contestPrints')
        .select('gmtCreate')
        .where('uid', '=', uid)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.gmtCreate ?? null;
    },

    /**
     * One page of a contest's queue: not printed first, then newest first; the text stays out. `rooms`: only the
     * prints of accounts whose team sits in one of them (docs/contest-volunteers.md "Rooms"); null, every print.
     */
    async page(cid: number, offset: number, limit: number, rooms: readonly string[] | null = null) {
      const queue = db.selectFrom('contestPrints as p').where('p.cid', '=', cid);
      const teamFilter = await teamInRooms(db, cid, rooms);
      const inRooms = teamFilter ? queue.where(teamFilter('p.uid')) : queue;
      const [rows, count] = await Promise.all([
        inRooms
          .innerJoin('users as u', 'u.uid', 'p.uid')
          .select([
            'p.id',
            'p.cid',
            'p.uid',
            'u.username',
            'u.realname',
            'p.status',
            'p.gmtCreate',
            'p.gmtModified',
          ])
          .orderBy('p.status', 'asc')
          .orderBy('p.id', 'desc')
          .offset(offset)
          .limit(limit)
          .execute(),
        inRooms.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      const records: ContestPrintRow[] = rows.map((row) => ({ ...row, status: row.status as PrintStatus }));
      return { records, total: Number(count.count) };
    },

    /** Marks one print of this contest printed; answers how many rows changed (0: not this contest's). */
    markPrinted: async (id: number, cid: number) =>
      Number(
        (
          await db
            .updateTable('contestPrints')
            .set({ status: PRINT_STATUS.PRINTED, gmtModified: nowIso() })
            .where('id', '=', id)
            .where('cid', '=', cid)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    /** A print's contest, its sender and whether it was printed (a volunteer's delivery asks). */
    statusOf: (id: number) =>
      db.selectFrom('contestPrints').select(['cid', 'uid', 'status']).where('id', '=', id).executeTakeFirst(),

    /** A print with its text and its sender's name, for the download. */
    withContent: (id: number) =>
      db
        .selectFrom('contestPrints as p')
        .innerJoin('users as u', 'u.uid', 'p.uid')
        .select(['p.id', 'p.cid', 'p.uid', 'p.content', 'u.username'])
        .where('p.id', '=', id)
        .executeTakeFirst(),
  };
}
export type ContestPrintsRepo = ReturnType<typeof createContestPrintsRepo>;
