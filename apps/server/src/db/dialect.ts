import type { ColumnDataType, ColumnDefinitionBuilder } from 'kysely';

export type Dialect = 'sqlite' | 'postgres';

/** An auto-incrementing integer primary key, spelled the way each database wants it. */
export function autoIdColumn(
  dialect: Dialect,
): [ColumnDataType, (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  return dialect === 'postgres'
    ? ['serial', (c) => c.primaryKey()]
    : ['integer', (c) => c.primaryKey().autoIncrement()];
}

/** Binary column type: BLOB on SQLite, BYTEA on PostgreSQL; both read back as a Buffer. */
export const blobType = (dialect: Dialect): ColumnDataType => (dialect === 'postgres' ? 'bytea' : 'blob');
