import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { AuditFilter, PageQuery } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { EntityKind } from './entity-kinds.ts';
import type { Fields } from './field-changes.ts';
import type { EntityKey } from './route-keys.ts';

export interface NewAuditEntry {
  at: string;
  actorUid: number;
  actorName: string;
  actorRole: number;
  remoteAddress: string;
  action: string;
  entityKind: string;
  entityId: string | null;
  contestId: number | null;
  groupId: number | null;
  changes: string;
}

/** The most rows one CSV export holds: a year of a busy site's changes, still one download. */
export const EXPORT_LIMIT = 50_000;

export function createAuditRepo(db: Db) {
  // Pictures read any entity kind's table by name (entity-kinds.ts), which Kysely's table types cannot follow.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const anyDb = db as unknown as Kysely<any>;

  function filtered(filter: AuditFilter) {
    let query: SelectQueryBuilder<Database, 'auditLog', object> = db.selectFrom('auditLog');
    if (filter.actor !== undefined) query = query.where('actorName', '=', filter.actor);
    if (filter.action !== undefined) query = query.where('action', '=', filter.action);
    if (filter.entityKind !== undefined) query = query.where('entityKind', '=', filter.entityKind);
    if (filter.cid !== undefined) query = query.where('contestId', '=', filter.cid);
    if (filter.gid !== undefined) query = query.where('groupId', '=', filter.gid);
    if (filter.from !== undefined) query = query.where('at', '>=', filter.from);
    if (filter.to !== undefined) query = query.where('at', '<=', filter.to);
    return query;
  }

  return {
    /** The entity's row as stored (with its parts), or null when there is none. */
    async picture(kind: EntityKind, key: EntityKey): Promise<Fields | null> {
      let query = anyDb.selectFrom(kind.table).selectAll();
      kind.keys.forEach((column, index) => {
        query = query.where(column, '=', key[index]);
      });
      const row = (await query.executeTakeFirst()) as Fields | undefined;
      if (!row) return null;
      if (!kind.parts) return row;
      const { name, table, foreignKey, order, columns } = kind.parts;
      const parts = await anyDb
        .selectFrom(table)
        .select([...columns])
        .where(foreignKey, '=', key[0])
        .orderBy(order)
        .execute();
      return { ...row, [name]: parts.map((part) => columns.map((column) => part[column] ?? '').join(' ')) };
    },

    async insert(entry: NewAuditEntry): Promise<void> {
      await db.insertInto('auditLog').values(entry).execute();
    },

    async page(filter: AuditFilter, page: PageQuery) {
      const [records, count] = await Promise.all([
        filtered(filter)
          .selectAll()
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        filtered(filter)
          .select((eb) => eb.fn.countAll<string | number>().as('total'))
          .executeTakeFirst(),
      ]);
      return { records, total: Number(count?.total ?? 0) };
    },

    /** Newest first, at most EXPORT_LIMIT rows. */
    async all(filter: AuditFilter) {
      return filtered(filter).selectAll().orderBy('id', 'desc').limit(EXPORT_LIMIT).execute();
    },
  };
}
export type AuditRepo = ReturnType<typeof createAuditRepo>;
