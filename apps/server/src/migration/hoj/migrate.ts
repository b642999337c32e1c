import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/dialect.ts';
import type { HojSource } from './hoj-source.ts';
import { createLegacyIds } from './legacy-ids.ts';
import type { MigrationStep, StepContext } from './step.ts';
import { hojSteps } from './steps/index.ts';

export interface TableTally {
  table: string;
  /** False when this HOJ has no such table (an older version): nothing to carry. */
  present: boolean;
  read: number;
  written: number;
  skipped: number;
  noted: number;
}

export interface RowRemark {
  table: string;
  key: string;
  text: string;
}

export interface MigrationReport {
  dryRun: boolean;
  tables: TableTally[];
  skips: RowRemark[];
  notes: RowRemark[];
}

export interface MigrateOptions {
  source: HojSource;
  db: Db;
  dialect: Dialect;
  timeZone: string;
  /** HOJ's data root (holding `testcase/` and `file/`); without it, test cases kept as files are skipped. */
  filesRoot?: string;
  /** Our data folder (DATA_DIR), where carried files go. */
  dataDir?: string;
  /** Count and map, write nothing. */
  dryRun?: boolean;
  batchSize?: number;
  steps?: MigrationStep[];
  onProgress?: (table: string, done: number, total: number) => void;
}

/**
 * Carries a HOJ database over, table by table in dependency order, a batch per transaction. Safe to run
 * again: rows an earlier run wrote are updated through the legacy ids, so a run killed half-way is finished
 * by the next, and a last run at switch-over time adds only what HOJ gained since.
 */
export async function migrateHoj(options: MigrateOptions): Promise<MigrationReport> {
  const report: MigrationReport = { dryRun: Boolean(options.dryRun), tables: [], skips: [], notes: [] };
  for (const step of options.steps ?? hojSteps(options.filesRoot, options.dataDir)) {
    const tally: TableTally = { table: step.table, present: true, read: 0, written: 0, skipped: 0, noted: 0 };
    report.tables.push(tally);
    if (step.run) {
      const done = await step.run(stepContext(options, step.table, tally, report), Boolean(options.dryRun));
      Object.assign(tally, done);
      continue;
    }
    if (!(await options.source.hasTable(step.table))) {
      tally.present = false;
      continue;
    }
    const context = stepContext(options, step.table, tally, report);
    await runStep(step, context, tally, options);
  }
  return report;
}

function stepContext(
  options: MigrateOptions,
  table: string,
  tally: TableTally,
  report: MigrationReport,
): StepContext {
  return {
    db: options.db,
    dialect: options.dialect,
    source: options.source,
    ids: createLegacyIds(options.db),
    timeZone: options.timeZone,
    skip(key, text) {
      tally.skipped += 1;
      report.skips.push({ table, key, text });
    },
    note(key, text) {
      tally.noted += 1;
      report.notes.push({ table, key, text });
    },
  };
}

async function runStep(
  step: MigrationStep,
  context: StepContext,
  tally: TableTally,
  options: MigrateOptions,
) {
  const total = await options.source.count(step.table);
  options.onProgress?.(step.table, 0, total);
  await step.prepare?.(context);
  for await (const rows of options.source.batches(step.table, step.key, options.batchSize ?? 1000)) {
    tally.read += rows.length;
    const planned = await step.plan(rows, context);
    if (!options.dryRun) tally.written += await step.write(planned, context);
    options.onProgress?.(step.table, tally.read, total);
  }
  if (!options.dryRun) await step.finish?.(context);
}

/** Whether every row the product can hold was carried: the CLI's exit code. */
export const nothingSkipped = (report: MigrationReport): boolean => report.skips.length === 0;
