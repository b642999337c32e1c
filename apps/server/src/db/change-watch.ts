import type SqliteDatabase from 'better-sqlite3';
import { listenChannel, type ChannelListener } from './listen-channel.ts';
import { KEYED_INSERT_COLUMNS, parseScope, writesOf } from './write-epoch.ts';

/**
 * Whether data a cache keeps may have been changed by a writer this process did not see (another
 * server, a tool). This process's own writes are counted by write-epoch.ts; this covers the rest.
 */
export interface ChangeWatch {
  /**
   * A number that moves whenever another writer may have changed rows of these tables (scopes, as
   * write-epoch.ts reads them), and with `inserts` added rows, or null while that cannot be known (a
   * cache must then read the database).
   */
  foreignChanges(scopes: readonly string[], inserts?: boolean): number | null;
  /**
   * Calls `inserted` with the key of each row another writer inserts into the table, where the
   * database says which (PostgreSQL's row triggers of KEYED_INSERTS); elsewhere never, and the
   * table's foreign inserts move foreignChanges' count as any change does (SQLite's data_version).
   */
  onForeignInsert(table: string, inserted: (key: string) => void): void;
  /**
   * Starts watching now rather than at the first question, and resolves once it watches or after `waitMs`: a
   * server that starts listening before it takes requests keeps what its first requests read, where one that
   * started on the first question read the database until it listened and then forgot all it had kept.
   */
  start(waitMs: number): Promise<void>;
  close(): Promise<void>;
}

/**
 * SQLite: `PRAGMA data_version` moves when another connection commits to the file (a second process,
 * a tool); this connection's own commits do not move it. Reading it costs no query planning.
 */
export function sqliteChangeWatch(sqlite: SqliteDatabase.Database): ChangeWatch {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  // Read once per turn of the event loop: SQLite answers synchronously, so a whole call (session, contest,
  // registration, board: a kept read each) runs in one turn and asked the pragma four times for one answer.
  let known: number | null = null;
  const forget = () => {
    known = null;
  };
  return {
    foreignChanges: () => {
      if (!sqlite.open) return null;
      if (known === null) {
        known = dataVersion.get() as number;
        setImmediate(forget);
      }
      return known;
    },
    onForeignInsert: () => undefined,
    start: async () => undefined,
    close: async () => undefined,
  };
}

/** The channel migration 030's triggers notify, with the table's name, when a watched table changes. */
export const TABLE_CHANGED_CHANNEL = 'judge_table_changed';
/**
 * The tables those triggers (030, 059) watch, with the columns whose updates notify (null: every
 * update); deletes always notify. A cache of any other table, or of other columns, cannot rely on
 * notifications.
 */
export const NOTIFYING_TABLES: Readonly<Record<string, readonly string[] | null>> = {
  // Only what a signed-in session's answer holds: a sign-in's write of the last login time does not notify.
  users: ['username', 'role', 'status'],
  sessions: null,
  site_settings: null,
  contest_registers: null,
  contest_virtual_participations: null,
  // Who has submitted in a contest (migration 061): a submission moved to another contest or user, or deleted.
  submissions: ['cid', 'uid'],
};
/** Tables whose inserts notify with the table's name (statement triggers): any insert is a change. */
const INSERTS_NOTIFY: readonly string[] = ['site_settings'];
/**
 * Tables whose inserts notify as `table:key` (registrations and virtual participations row by row, migration 059;
 * submissions once per statement and (cid, uid), or the table's name past 64 rows, migration 061): a cache keyed
 * as they are forgets that key alone, so a contest's start, two thousand registrations, does not empty it each time.
 */
export const KEYED_INSERTS: readonly string[] = Object.keys(KEYED_INSERT_COLUMNS);

/** Whether notifications tell every change of a scope (and, with `inserts`, every insert into its table). */
function notifiesAll(scope: string, inserts: boolean): boolean {
  const { table, columns } = parseScope(scope);
  const watched = NOTIFYING_TABLES[table];
  if (watched === undefined) return false;
  if (inserts && !INSERTS_NOTIFY.includes(table) && !KEYED_INSERTS.includes(table)) return false;
  if (watched === null) return true;
  return columns !== null && columns.every((column) => watched.includes(column));
}

/**
 * PostgreSQL: one listening connection per server; a notification on the channel (sent at the commit
 * of any server's change) moves its table's count; a row's insert into a KEYED_INSERTS table (`table:key`)
 * moves its insert count and is handed to onForeignInsert's listeners. A scope the triggers do not watch gets
 * null. Until it listens, and after it lost its connection until it listens again, the answer is null; a
 * reconnect moves the count too, since notifications sent meanwhile were lost. It connects on the first
 * question or at start (the app's), so a tool that never asks opens no connection.
 */
export function postgresChangeWatch(connectionString: string): ChangeWatch {
  let reconnects = 0;
  const changes = new Map<string, number>();
  const inserts = new Map<string, number>();
  const insertListeners = new Map<string, ((key: string) => void)[]>();
  let listening = false;
  let listener: ChannelListener | null = null;
  let closed = false;
  let heard: (() => void)[] = [];

  function received(payload: string) {
    const colon = payload.indexOf(':');
    if (colon < 0) return void changes.set(payload, (changes.get(payload) ?? 0) + 1);
    const table = payload.slice(0, colon);
    inserts.set(table, (inserts.get(table) ?? 0) + 1);
    for (const inserted of insertListeners.get(table) ?? []) inserted(payload.slice(colon + 1));
  }

  function listen() {
    if (listener || closed) return;
    listener = listenChannel(connectionString, TABLE_CHANGED_CHANNEL, {
      message: received,
      listening: () => {
        reconnects += 1;
        listening = true;
        for (const resolve of heard) resolve();
        heard = [];
      },
      lost: () => {
        listening = false;
      },
    });
  }

  return {
    foreignChanges(scopes, withInserts = false) {
      listen();
      if (!listening || !scopes.every((scope) => notifiesAll(scope, withInserts))) return null;
      let sum = reconnects;
      for (const scope of scopes) {
        const { table } = parseScope(scope);
        sum += changes.get(table) ?? 0;
        if (withInserts) sum += inserts.get(table) ?? 0;
      }
      return sum;
    },
    onForeignInsert(table, inserted) {
      insertListeners.set(table, [...(insertListeners.get(table) ?? []), inserted]);
    },
    async start(waitMs) {
      listen();
      if (listening || closed) return;
      await new Promise<void>((resolve) => {
        const gaveUp = setTimeout(resolve, waitMs);
        gaveUp.unref();
        heard.push(() => {
          clearTimeout(gaveUp);
          resolve();
        });
      });
    },
    async close() {
      closed = true;
      listening = false;
      await listener?.close();
    },
  };
}

const watches = new WeakMap<object, ChangeWatch>();

/** Remembers the watch of a database handle (openDatabase does this). */
export function trackChanges(db: object, watch: ChangeWatch): void {
  watches.set(db, watch);
}

/**
 * For a cache of rows of these tables: a stamp that moves whenever any writer (this process, another
 * server, a tool) may have changed them, or null when that cannot be known and the cache must read.
 * A scope is a table or `table(columns)` (write-epoch.ts). `inserts`: new rows matter too (a cached
 * count or list). `trustMs`: where other writers cannot be watched (a table PostgreSQL's triggers do
 * not watch, the listener down), the stamp also moves every that many milliseconds, so another
 * server's writes show within it instead of the cache reading always. `inserts: 'own'`: for a cache that
 * forgets inserted rows' keys itself (onKeyedInsert): this process's inserts move the stamp only when their keys
 * could not be read from the statement; another writer's come keyed where PostgreSQL tells them.
 */
export function changeStampOf(
  db: object,
  scopes: readonly string[],
  options: { inserts?: boolean | 'own'; trustMs?: number } = {},
): () => string | null {
  return () => {
    const writes = writesOf(db);
    if (!writes) return null;
    const own =
      options.inserts === 'own'
        ? writes.unkeyedWritesTo(scopes)
        : options.inserts
          ? writes.writesTo(scopes)
          : writes.changesTo(scopes);
    const foreign = watches.get(db)?.foreignChanges(scopes, options.inserts === true) ?? null;
    if (foreign !== null) return `${foreign}:${own}`;
    if (options.trustMs === undefined) return null;
    return `t${Math.floor(Date.now() / options.trustMs)}:${own}`;
  };
}

/**
 * Calls `inserted(key)` for each row inserted into a KEYED_INSERTS table: this process's at once (write-epoch.ts
 * reads the keys from the statement; where it cannot, the insert moves the `inserts: 'own'` stamp instead), another
 * writer's where the database tells keys (PostgreSQL); where it cannot, those move the table's change stamp.
 */
export function onKeyedInsert(db: object, table: string, inserted: (key: string) => void): void {
  writesOf(db)?.onInsert(table, inserted);
  watches.get(db)?.onForeignInsert(table, inserted);
}
