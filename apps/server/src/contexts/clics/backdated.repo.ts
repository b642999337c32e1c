import type { Db } from '../../db/database.ts';

/** The feed's types whose objects a client may date earlier than they are written (admin_submit, admin_clar). */
export type BackdatedKind = 'submissions' | 'clarifications';

/** The key of a backdated object in a contest: its feed type and this server's own id (`clarifications/notice-3`). */
export const backdatedKey = (kind: BackdatedKind, ownId: string) => `${kind}/${ownId}`;

/**
 * When the objects dated earlier than they were written were written (migration 058): only this context writes
 * or reads them. The feed places such an object's event then, not at its date (contest-scope.ts `placedMs`).
 */
export function createBackdatedRepo(db: Db) {
  return {
    async record(cid: number, kind: BackdatedKind, objectId: string, writtenAt: string) {
      await db.insertInto('clicsBackdated').values({ cid, kind, objectId, writtenAt }).execute();
    },
    /** Each backdated object's written moment (ms), by backdatedKey. */
    async of(cid: number): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('clicsBackdated')
        .select(['kind', 'objectId', 'writtenAt'])
        .where('cid', '=', cid)
        .execute();
      return new Map(
        rows.map((row) => [backdatedKey(row.kind as BackdatedKind, row.objectId), Date.parse(row.writtenAt)]),
      );
    },
  };
}
export type BackdatedRepo = ReturnType<typeof createBackdatedRepo>;
