import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The rooms of a volunteer's duty (issue 25, docs/contest-volunteers.md "Rooms"): a JSON array of room names,
 * `[]` for a volunteer of every room (every duty given before this column).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('contest_volunteers')
    .addColumn('rooms', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
