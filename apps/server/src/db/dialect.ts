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
