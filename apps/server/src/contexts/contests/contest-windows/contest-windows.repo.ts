import type { ContestWindow } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { nowIso } from '../../../lib/time.ts';

/** A window in milliseconds, as the board and the gate compare times. */
export interface WindowSpan {
  startMs: number;
  endMs: number;
}

/**
 * Every query of the per-contestant time windows (migration 055, docs/contest-rules.md "Own time windows"). A
 * window is keyed by its board row (a contestant's uid, a team's negative id).
 */
export function createContestWindowsRepo(db: Db) {
  // Every contestant's page asks its window (the contest gate's view): a contest's windows are kept until one
  // is written (by this server; another's within a second).
  const kept = keptReads<Map<number, ContestWindow>>(
    changeStampOf(db, ['contest_windows'], { inserts: true, trustMs: 1_000 }),
    256,
  );
  const windowsOf = (cid: number) =>
    kept(String(cid), async () => {
      const rows = await db
        .selectFrom('contestWindows')
        .select(['rowKey', 'startTime', 'endTime'])
        .where('cid', '=', cid)
        .execute();
      return new Map(rows.map((row) => [row.rowKey, { startTime: row.startTime, endTime: row.endTime }]));
    });

  // Derived once per kept read: every contestant's page asks the ends (the gate's seal).
  const endsByRead = new WeakMap<Map<number, ContestWindow>, ReadonlyMap<number, number>>();

  return {
    windowsOf,

    /** Each row's own end in milliseconds, which moves the seal (kept with the windows: callers must not change it). */
    async endsOf(cid: number): Promise<ReadonlyMap<number, number>> {
      const windows = await windowsOf(cid);
      let ends = endsByRead.get(windows);
      if (ends === undefined) {
        ends = new Map([...windows].map(([rowKey, window]) => [rowKey, Date.parse(window.endTime)]));
        endsByRead.set(windows, ends);
      }
      return ends;
    },

    /** One row's window, or null: the contest's own times. */
    windowOf: async (cid: number, rowKey: number): Promise<ContestWindow | null> =>
      (await windowsOf(cid)).get(rowKey) ?? null,

    /** The contest's windows in milliseconds by row key, for the board. */
    async spansOf(cid: number): Promise<Map<number, WindowSpan>> {
      const spans = new Map<number, WindowSpan>();
      for (const [key, window] of await windowsOf(cid))
        spans.set(key, { startMs: Date.parse(window.startTime), endMs: Date.parse(window.endTime) });
      return spans;
    },

    /** The admins' list: each window with whose it is (a contestant's username, a team's name). */
    list: (cid: number) =>
      db
        .selectFrom('contestWindows as w')
        .leftJoin('users as u', 'u.uid', 'w.rowKey')
        .leftJoin('contestTeams as t', (join) =>
          join.on((eb) => eb('t.id', '=', eb.neg(eb.ref('w.rowKey')))).onRef('t.cid', '=', 'w.cid'),
        )
        .select(['w.rowKey', 'w.startTime', 'w.endTime', 'u.username', 't.name as teamName'])
        .where('w.cid', '=', cid)
        .orderBy('w.startTime')
        .orderBy('w.rowKey')
        .execute(),

    save: async (cid: number, rowKey: number, window: ContestWindow) => {
      const values = { ...window, gmtModified: nowIso() };
      await db
        .insertInto('contestWindows')
        .values({ cid, rowKey, ...values })
        .onConflict((oc) => oc.columns(['cid', 'rowKey']).doUpdateSet(values))
        .execute();
    },

    /** Answers how many windows were removed (0: none of that row). */
    remove: async (cid: number, rowKey: number) =>
      Number(
        (
          await db
            .deleteFrom('contestWindows')
            .where('cid', '=', cid)
            .where('rowKey', '=', rowKey)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  };
}
export type ContestWindowsRepo = ReturnType<typeof createContestWindowsRepo>;
