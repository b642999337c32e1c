import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The judges the servers know, shared through the database: behind a proxy every server sees every
 * judge, its own embedded one and the other servers' alike (judge-roster.ts).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('judges')
    .addColumn('name', 'varchar(200)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    // JSON array of language names.
    .addColumn('languages', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer')
    .addColumn('running_tasks', 'integer')
    .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
    .execute();
}
