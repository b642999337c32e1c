import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The audit log (issue 25; docs/audit-log.md): one row per change an admin, teacher or group admin made. The
 * actor's name and role are copied, not joined, so an entry still says who it was once the account is renamed,
 * demoted or deleted; no foreign keys for the same reason. `changes` is JSON: each changed field's before and
 * after, secrets already replaced by a mark (the log never holds one).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('at', 'varchar(32)', (c) => c.notNull())
    .addColumn('actor_uid', 'integer', (c) => c.notNull())
    .addColumn('actor_name', 'varchar(100)', (c) => c.notNull())
    .addColumn('actor_role', 'integer', (c) => c.notNull())
    .addColumn('remote_address', 'varchar(64)', (c) => c.notNull())
    .addColumn('action', 'varchar(64)', (c) => c.notNull())
    .addColumn('entity_kind', 'varchar(32)', (c) => c.notNull())
    .addColumn('entity_id', 'varchar(64)')
    .addColumn('contest_id', 'integer')
    .addColumn('group_id', 'integer')
    .addColumn('changes', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
  await db.schema
    .createIndex('audit_log_contest_idx')
    .on('audit_log')
    .columns(['contest_id', 'id'])
    .execute();
  await db.schema.createIndex('audit_log_group_idx').on('audit_log').columns(['group_id', 'id']).execute();
}
