import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * Case-insensitive "contains" that behaves the same on SQLite and PostgreSQL: both sides are
 * lower-cased and the wildcard characters of the search text are escaped explicitly.
 */
export function containsIgnoringCase(column: string, text: string): Expression<SqlBool> {
  const pattern = `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql<SqlBool>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`;
}

/**
 * Whether a write failed on a unique constraint (SQLite's SQLITE_CONSTRAINT_UNIQUE, PostgreSQL's 23505): two
 * requests that both passed a uniqueness check, of which the database let one through.
 */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
