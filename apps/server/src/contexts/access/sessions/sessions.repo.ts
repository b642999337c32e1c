import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

export function createSessionsRepo(db: Db) {
  return {
    async insert(session: {
      id: string;
      uid: number;
      expiresAt: string;
      ip: string | null;
      userAgent: string | null;
    }) {
      await db
        .insertInto('sessions')
        .values({ ...session, createdAt: nowIso(), revokedAt: null })
        .execute();
    },
    /** The live session with its user, or undefined when revoked, expired or the user is gone. */
    async findActive(id: string) {
      return db
        .selectFrom('sessions')
        .innerJoin('users', 'users.uid', 'sessions.uid')
        .select([
          'sessions.id',
          'sessions.expiresAt',
          'users.uid',
          'users.username',
          'users.role',
          'users.status',
        ])
        .where('sessions.id', '=', id)
        .where('sessions.revokedAt', 'is', null)
        .where('sessions.expiresAt', '>', nowIso())
        .executeTakeFirst();
    },
    /** Whether the user has a live session (one not revoked and not expired). */
    async hasLive(uid: number): Promise<boolean> {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('uid', '=', uid)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', nowIso())
        .executeTakeFirst();
      return row !== undefined;
    },
    /** The user's newest live session (the latest sign-in), if any. */
    async newestLive(uid: number) {
      const row = await db
        .selectFrom('sessions')
        .select('id')
        .where('uid', '=', uid)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', nowIso())
        .orderBy('createdAt', 'desc')
        .orderBy('id', 'desc')
        .executeTakeFirst();
      return row?.id ?? null;
    },
    /** The user's newest live session opened from the address, if any. */
    async newestLiveFrom(uid: number, ip: string) {
      return db
        .selectFrom('sessions')
        .select('id')
        .where('uid', '=', uid)
        .where('ip', '=', ip)
        .where('revokedAt', 'is', null)
        .where('expiresAt', '>', nowIso())
        .orderBy('createdAt', 'desc')
        .executeTakeFirst();
    },
    async extend(id: string, expiresAt: string) {
      await db.updateTable('sessions').set({ expiresAt }).where('id', '=', id).execute();
    },
    async revoke(id: string) {
      await db.updateTable('sessions').set({ revokedAt: nowIso() }).where('id', '=', id).execute();
    },
    async revokeAllOfUser(uid: number, exceptId?: string) {
      let query = db
        .updateTable('sessions')
        .set({ revokedAt: nowIso() })
        .where('uid', '=', uid)
        .where('revokedAt', 'is', null);
      if (exceptId) query = query.where('id', '!=', exceptId);
      await query.execute();
    },
  };
}
export type SessionsRepo = ReturnType<typeof createSessionsRepo>;
