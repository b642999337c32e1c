import { sql, type Kysely } from 'kysely';
import type { Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Keyword search on SQLite: the problem list's `lower(column) like '%text%'` read every problem (4 ms at
 * 10k). An FTS5 table with the trigram tokenizer answers `like '%text%'` (three characters or more) from
 * its index, case-insensitively; it holds each problem's id, title and source joined by char(1), which
 * no keyword holds (problems.repo.ts falls back to the scan for those), so a match cannot span two
 * columns. Triggers keep it in step with the problems table. PostgreSQL has its trigram indexes (005).
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  if (dialect !== 'sqlite') return;
  const text = (row: string) =>
    `${row}.problem_id || char(1) || ${row}.title || char(1) || coalesce(${row}.source, '')`;
  const statements = [
    `create virtual table problem_search using fts5(text, tokenize = 'trigram')`,
    `insert into problem_search (rowid, text) select id, ${text('problems')} from problems`,
    `create trigger problem_search_insert after insert on problems begin
       insert into problem_search (rowid, text) values (new.id, ${text('new')}); end`,
    `create trigger problem_search_update after update of problem_id, title, source on problems begin
       update problem_search set text = ${text('new')} where rowid = new.id; end`,
    `create trigger problem_search_delete after delete on problems begin
       delete from problem_search where rowid = old.id; end`,
  ];
  for (const statement of statements) await sql.raw(statement).execute(db);
}
