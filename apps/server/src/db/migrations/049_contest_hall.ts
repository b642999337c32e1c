import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The contest hall (issue 25, docs/contest-hall.md): `hall_settings` is JSON text of the contract's HallSettings
 * (allowed networks, session rule, seats signed in by address); null for a contest that is no hall contest.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('contests').addColumn('hall_settings', 'text').execute();
}
