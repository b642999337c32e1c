import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { HojRow, HojSource } from './hoj-source.ts';
import type { LegacyIds } from './legacy-ids.ts';

/** A row left behind, with why: the report lists every one (the admin reads the file). */
export interface Skip {
  key: string;
  reason: string;
}

export interface StepContext {
  db: Db;
  dialect: Dialect;
  source: HojSource;
  ids: LegacyIds;
  /** HOJ's DATETIME columns are in this IANA zone. */
  timeZone: string;
  skip(key: string, reason: string): void;
  /** Carried over, with something to say (a field shortened, an account merged). */
  note(key: string, text: string): void;
}

/**
 * One HOJ table carried over. `plan` maps a batch of HOJ rows to ours without writing (a dry run stops
 * there, so it reports the same skips); `write` stores the planned rows in one transaction, updating the
 * rows an earlier run wrote (found through the legacy ids), and answers how many it wrote.
 */
export interface MigrationStep<Planned = unknown> {
  /** HOJ's table, as the report names it. */
  table: string;
  /** The column HOJ's rows are read in order of (unique, so a batch boundary never splits equal keys). */
  key: string;
  /** Reads what the step needs besides its table (e.g. user_role for users), once per run. */
  prepare?(context: StepContext): Promise<void>;
  plan(rows: HojRow[], context: StepContext): Promise<Planned[]>;
  write(planned: Planned[], context: StepContext): Promise<number>;
  /** Runs once after the last batch of a real run (totals recomputed from what was written). */
  finish?(context: StepContext): Promise<void>;
  /** A step over something other than one of HOJ's tables (its Nacos settings): does all of it itself. */
  run?(context: StepContext, dryRun: boolean): Promise<{ read: number; written: number; present: boolean }>;
}

export const text = (value: HojRow[string] | undefined): string | null =>
  value === null || value === undefined
    ? null
    : Buffer.isBuffer(value)
      ? value.toString('utf8')
      : String(value);

/** A HOJ text cut to our column's length; the cut is noted so nothing shrinks silently. */
export function fit(
  value: HojRow[string] | undefined,
  max: number,
  field: string,
  key: string,
  context: StepContext,
): string | null {
  const written = text(value);
  if (written === null || [...written].length <= max) return written;
  context.note(key, `${field} shortened to ${max} characters`);
  return [...written].slice(0, max).join('');
}
