import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/** The columns the problem list's keyword searches, as `lower(column) like '%keyword%'`. */
const SEARCHED_COLUMNS = ['problem_id', 'title', 'source'] as const;

/**
 * Keyword search on PostgreSQL: trigram indexes (pg_trgm) answer `lower(column) like '%text%'` without
 * reading every problem. pg_trgm ships with PostgreSQL (Debian's package included) and is a trusted
 * extension, so a database owner may add it; where the server lacks it or this role may not add it, the
 * search stays a scan, as on SQLite (fine for a bank of thousands). This runs once: an extension
 * installed later needs `create extension pg_trgm` and these indexes by hand (docs/architecture.md).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  const { rows } = await sql<{ usable: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm')
        or exists (
             select 1 from pg_available_extension_versions v
              where v.name = 'pg_trgm'
                and ((select rolsuper from pg_roles where rolname = current_user)
                     or (v.trusted and has_database_privilege(current_database(), 'CREATE')))
           ) as usable`.execute(db);
  if (!rows[0]?.usable) return;
  await sql`create extension if not exists pg_trgm`.execute(db);
  for (const column of SEARCHED_COLUMNS) {
    await sql`create index ${sql.raw(`problems_${column}_trgm_idx`)} on problems using gin (lower(${sql.ref(column)}) gin_trgm_ops)`.execute(
      db,
    );
  }
}
