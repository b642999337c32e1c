import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The unit an ACM board counts time in (docs/contests.md "Penalty"): 'minute', whole minutes as ICPC counts
 * them (the default), or 'second', as HOJ counts them (contests carried over from HOJ rank as they did there).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('contests')
    .addColumn('penalty_unit', 'varchar(8)', (c) => c.notNull().defaultTo('minute'))
    .execute();
}
