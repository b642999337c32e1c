import { USER_STATUS } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { nowIso } from '../../../lib/time.ts';

/** A contest with a hall (migration 049) as the hall's rules read it. */
export interface HallContestRow {
  id: number;
  title: string;
  startTime: string;
  endTime: string;
  uid: number;
  gid: number | null;
  auth: number;
  hallSettings: string;
}

/**
 * The hall contests not yet ended, asked on sign-in, on a seat's first call and on the pages a contest-only view
 * refuses. Few contests have a hall, so the whole list is kept until this server writes a contest (another
 * server's writes within a second); callers must not change what they get.
 */
export function createHallContestsRepo(db: Db) {
  const kept = keptReads<HallContestRow[]>(
    changeStampOf(db, ['contests'], { inserts: true, trustMs: 1_000 }),
    1,
  );
  return {
    /** A seat's account by its username (ignoring case), when it may sign in. */
    seatAccount: (username: string) =>
      db
        .selectFrom('users')
        .select(['uid', 'username', 'role'])
        .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
        .where('status', '=', USER_STATUS.NORMAL)
        .executeTakeFirst(),

    unended: () =>
      kept('unended', async () => {
        const rows = await db
          .selectFrom('contests')
          .select(['id', 'title', 'startTime', 'endTime', 'uid', 'gid', 'auth', 'hallSettings'])
          .where('hallSettings', 'is not', null)
          .where('endTime', '>', nowIso())
          .execute();
        return rows.map((row) => ({ ...row, hallSettings: row.hallSettings ?? '' }));
      }),
  };
}
export type HallContestsRepo = ReturnType<typeof createHallContestsRepo>;
