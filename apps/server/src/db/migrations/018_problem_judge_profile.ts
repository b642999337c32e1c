import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Problems imported from ICPC / Kattis packages keep the judge settings the site's form has no field for (the
 * default validator's flags, a Kattis validator or interactor, the test data group tree with its scoring,
 * multi-pass, limits without language factors, per-case validator flags): JSON the judge task builder merges in.
 * Null for every other problem.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('problems').addColumn('judge_profile', 'text').execute();
}
