import type SqliteDatabase from 'better-sqlite3';
import { listenChannel, type ChannelListener } from './listen-channel.ts';
import { writesOf } from './write-epoch.ts';

/**
 * Whether data a cache keeps may have been changed by a writer this process did not see (another
 * server, a tool). This process's own writes are counted by write-epoch.ts; this covers the rest.
 */
export interface ChangeWatch {
  /**
   * A number that moves whenever another writer may have changed rows of these tables, or null
   * while that cannot be known (a cache must then read the database).
   */
  foreignChanges(tables: readonly string[]): number | null;
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
    close: async () => undefined,
  };
}

/** The channel migration 030's triggers notify, with the table's name, when a watched table changes. */
export const TABLE_CHANGED_CHANNEL = 'judge_table_changed';
/** The tables those triggers watch: a cache of any other table cannot rely on notifications. */
export const NOTIFYING_TABLES: readonly string[] = ['users', 'sessions', 'site_settings'];

/**
 * PostgreSQL: one listening connection per server; a notification on the channel (sent at the commit
 * of any server's change) moves its table's count. A table the triggers do not watch gets null. Until it listens, and after it lost its
 * connection until it listens again, the answer is null; a reconnect moves the count too, since
 * notifications sent meanwhile were lost. It connects on the first question, so a server that never
 * asks opens no connection.
 */
export function postgresChangeWatch(connectionString: string): ChangeWatch {
  let reconnects = 0;
  const changes = new Map<string, number>();
  let listening = false;
  let listener: ChannelListener | null = null;
  let closed = false;

  return {
    foreignChanges(tables) {
      if (!listener && !closed)
        listener = listenChannel(connectionString, TABLE_CHANGED_CHANNEL, {
          message: (table) => changes.set(table, (changes.get(table) ?? 0) + 1),
          listening: () => {
            reconnects += 1;
            listening = true;
          },
          lost: () => {
            listening = false;
          },
        });
      if (!listening || tables.some((table) => !NOTIFYING_TABLES.includes(table))) return null;
      return tables.reduce((sum, table) => sum + (changes.get(table) ?? 0), reconnects);
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
 * `inserts`: new rows matter too (a cached count or list). `trustMs`: where other writers cannot be
 * watched (a table PostgreSQL's triggers do not watch, the listener down), the stamp also moves every
 * that many milliseconds, so another server's writes show within it instead of the cache reading always.
 */
export function changeStampOf(
  db: object,
  tables: readonly string[],
  options: { inserts?: boolean; trustMs?: number } = {},
): () => string | null {
  return () => {
    const writes = writesOf(db);
    if (!writes) return null;
    const own = options.inserts ? writes.writesTo(tables) : writes.changesTo(tables);
    const foreign = watches.get(db)?.foreignChanges(tables) ?? null;
    if (foreign !== null) return `${foreign}:${own}`;
    if (options.trustMs === undefined) return null;
    return `t${Math.floor(Date.now() / options.trustMs)}:${own}`;
  };
}
