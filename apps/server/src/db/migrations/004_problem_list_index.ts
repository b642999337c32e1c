import { sql, type Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The public problem list counts and pages the public bank problems on every visit. Counting them
 * read the whole problems table (statements and all: ~900 pages at 10k problems on PostgreSQL, 5.5 ms);
 * this partial index holds just their ids, so the count reads the index alone (2 ms) and the first page
 * walks it in id order. Both databases support partial indexes.
 */
export async function up(db: AnyDb): Promise<void> {
  await sql`create index problems_public_idx on problems (id) where auth = 1 and gid is null`.execute(db);
}
