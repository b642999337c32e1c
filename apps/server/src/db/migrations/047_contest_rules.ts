import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * A contest's scoring rule and its parameters (docs/contest-rules.md, issue 25): `scoring_rule` null keeps the
 * type's own rule (ACM or OI, every contest made before), else 'ioi', 'strict-ioi', 'ledo' or 'homework';
 * `rule_settings` the rule's parameters as JSON text (Ledo's cost per try, homework's due time and periods).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('contests').addColumn('scoring_rule', 'varchar(16)').execute();
  await db.schema.alterTable('contests').addColumn('rule_settings', 'text').execute();
}
