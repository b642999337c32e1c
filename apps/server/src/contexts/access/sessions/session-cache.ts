import { keptReads } from '../../../db/kept-reads.ts';

/**
 * What a session's answer is read from: a change to any may end or alter it. Of a user, only the columns
 * the answer holds: each sign-in writes the user's last login time, which must not empty the cache.
 */
export const AUTH_SCOPES = ['users(username,role,status)', 'sessions'] as const;
/** Bounds, so a flood of distinct tokens cannot grow the memory without end; the oldest go first. */
const MAX_ENTRIES = 20_000;

export interface CachedSession {
  id: string;
  expiresAt: string;
  uid: number;
  username: string;
  role: number;
  status: number;
}

/** Keeps at most MAX_ENTRIES values, dropping the one put in first. */
function remember<K, V>(map: Map<K, V>, key: K, value: V) {
  if (map.size >= MAX_ENTRIES && !map.has(key)) map.delete(map.keys().next().value!);
  map.set(key, value);
}

/**
 * Signed-in calls without a database read on a warm path. A session's row (with its user's name,
 * role and status) is kept until anything deletes a user or a session, updates a session, or sets a user's
 * name, role or status (a sign-in's write of the last login time does not count): this server's own
 * writes (write-epoch.ts) and every other writer's (change-watch.ts: PostgreSQL notifications from any
 * server, SQLite's data_version) empty the cache, so a logout, a password change, a disabled account or
 * a new role holds at once. While other writers cannot be watched (the listening
 * connection is down), every call reads the database as before. A contestant's page opens with several calls
 * at once: they share one read of the session (keptReads), where each used to read it.
 */
export function createSessionCache(stamp: () => string | null) {
  const kept = keptReads<(CachedSession & { expiresMs: number }) | undefined>(stamp, MAX_ENTRIES);

  return {
    /** The live session, from memory when nothing changed since it was read, else through `read`. */
    async find(
      id: string,
      read: () => Promise<CachedSession | undefined>,
    ): Promise<CachedSession | undefined> {
      const session = await kept(id, async () => {
        const row = await read();
        return row && { ...row, expiresMs: Date.parse(row.expiresAt) };
      });
      if (!session || session.expiresMs > Date.now()) return session;
      // Kept past its expiry: the database says whether it lives on.
      kept.forget(id);
      return read();
    },
  };
}

export interface VerifiedToken {
  sid: string;
  iat: number;
  expMs: number;
}

/**
 * Tokens whose signature was checked: a token's content never changes, so the HMAC is computed once
 * per token; its expiry is still checked on every call.
 */
export function createVerifiedTokens() {
  const tokens = new Map<string, VerifiedToken>();
  return {
    get(token: string): VerifiedToken | undefined {
      const known = tokens.get(token);
      if (known && known.expMs <= Date.now()) {
        tokens.delete(token);
        return undefined;
      }
      return known;
    },
    remember: (token: string, verified: VerifiedToken) => remember(tokens, token, verified),
  };
}
