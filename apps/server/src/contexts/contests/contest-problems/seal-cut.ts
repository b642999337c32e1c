import { sql, type RawBuilder, type SqlBool } from 'kysely';
import type { ViewerView } from '../scoreboards/board-visibility.ts';

/**
 * The seal as stored times compare (ISO): the contest's moment, and each row with an own window its own
 * (docs/contest-rules.md "Own time windows": a window's row is sealed from its window's end - the seal's length).
 */
export interface SealCut {
  fromIso: string;
  rows: { rowKey: number; fromIso: string }[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The view's seal when it hides from a moment on (null: nothing hidden, or everything). */
export function sealCutOf(seal: ViewerView): SealCut | null {
  const from = seal.hiddenFromMs;
  if (from === null || !Number.isFinite(from)) return null;
  const rows = [...(seal.ownSealsMs ?? [])].map(([rowKey, ms]) => ({ rowKey, fromIso: iso(ms) }));
  return { fromIso: iso(from), rows };
}

/** A cut as a key of what is kept per seal. */
export const sealCutKey = (cut: SealCut | null) =>
  cut === null ? '-' : [cut.fromIso, ...cut.rows.map((row) => `${row.rowKey}@${row.fromIso}`)].join(',');

/**
 * Whether a row of `submissions` was made before its board row's seal: its team's row in a team contest (the
 * negative team id, as the board keys it), else its account's.
 */
export function madeBeforeSeal(cut: SealCut): RawBuilder<SqlBool> {
  const createdAt = sql.ref('submissions.createdAt');
  if (cut.rows.length === 0) return sql<SqlBool>`${createdAt} < ${cut.fromIso}`;
  const rowKey = sql`coalesce(-${sql.ref('submissions.teamId')}, ${sql.ref('submissions.uid')})`;
  const others = sql`(${rowKey} not in (${sql.join(cut.rows.map((row) => row.rowKey))}) and ${createdAt} < ${cut.fromIso})`;
  const own = cut.rows.map((row) => sql`(${rowKey} = ${row.rowKey} and ${createdAt} < ${row.fromIso})`);
  return sql<SqlBool>`(${sql.join([others, ...own], sql` or `)})`;
}
