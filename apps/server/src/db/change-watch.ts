import type SqliteDatabase from 'better-sqlite3';
import pg from 'pg';

/**
 * Whether data a cache keeps may have been changed by a writer this process did not see (another
 * server, a tool). This process's own writes are counted by write-epoch.ts; this covers the rest.
 */
export interface ChangeWatch {
  /**
   * A number that moves whenever another writer may have changed the watched data, or null while
   * that cannot be known (a cache must then read the database).
   */
  foreignChanges(): number | null;
  close(): Promise<void>;
}

/**
 * SQLite: `PRAGMA data_version` moves when another connection commits to the file (a second process,
 * a tool); this connection's own commits do not move it. Reading it costs no query planning.
 */
export function sqliteChangeWatch(sqlite: SqliteDatabase.Database): ChangeWatch {
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return {
    foreignChanges: () => (sqlite.open ? (dataVersion.get() as number) : null),
    close: async () => undefined,
  };
}

/** The channel migration 030's triggers notify when a user or a session row changes. */
export const AUTH_CHANGED_CHANNEL = 'judge_auth_changed';
const RECONNECT_MS = 1_000;

/**
 * PostgreSQL: one listening connection per server; every notification on the channel (sent at the
 * commit of any server's change) moves the count. Until it listens, and after it lost its
 * connection until it listens again, the answer is null; a reconnect moves the count too, since
 * notifications sent meanwhile were lost. It connects on the first question, so a server that never
 * asks opens no connection.
 */
export function postgresChangeWatch(connectionString: string): ChangeWatch {
  let changes = 0;
  let listening = false;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  function lost() {
    listening = false;
    client?.removeAllListeners();
    client?.end().catch(() => undefined);
    client = null;
    if (!closed) {
      retry = setTimeout(connect, RECONNECT_MS);
      retry.unref();
    }
  }

  function connect() {
    if (closed || client) return;
    const next = new pg.Client({ connectionString });
    client = next;
    next.on('notification', () => {
      changes += 1;
    });
    next.on('error', lost);
    next.on('end', () => {
      if (client === next) lost();
    });
    next
      .connect()
      .then(() => next.query(`LISTEN ${AUTH_CHANGED_CHANNEL}`))
      .then(() => {
        if (client !== next) return;
        changes += 1;
        listening = true;
      })
      .catch(() => {
        if (client === next) lost();
      });
  }

  return {
    foreignChanges() {
      if (!client && !retry) connect();
      return listening ? changes : null;
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = null;
      listening = false;
      open?.removeAllListeners();
      open?.on('error', () => undefined);
      await open?.end().catch(() => undefined);
    },
  };
}
