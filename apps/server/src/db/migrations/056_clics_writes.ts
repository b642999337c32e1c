import type { Kysely } from 'kysely';
import { autoIdColumn, type Dialect } from '../dialect.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The Contest API's remaining writes (issue 22, docs/clics.md):
 * - `clics_submission_ids`: the ids Contest API clients chose for the submissions they PUT (admin_submit), one
 *   per submission, unique in the contest; the submission is the site's, shown under the client's id.
 * - `clics_awards`: awards the contest's admins wrote (POST/PUT/PATCH/DELETE awards), beside the computed ones:
 *   a row of a computed award's id replaces it (`deleted` 1: removed); `team_ids` is a JSON array of the API's
 *   team ids; `updated_at` places its event in the feed.
 * - `clics_thaws`: a contest's thaw at a set time (PATCH `scoreboard_thaw_time`): `applied` once the board's
 *   seal was lifted then, by whichever server saw it due first.
 * - `clics_jury_messages`: the jury's clarifications to one team (`to_team_ids` without `reply_to_id`), which the
 *   contest's Q&A has no place for: kept here and put into the team's members' message inboxes.
 */
export async function up(db: AnyDb, dialect: Dialect): Promise<void> {
  await db.schema
    .createTable('clics_submission_ids')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('client_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('submission_id', 'integer', (c) => c.notNull().unique())
    .addPrimaryKeyConstraint('clics_submission_ids_pk', ['cid', 'client_id'])
    .execute();
  await db.schema
    .createTable('clics_awards')
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('award_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('citation', 'text', (c) => c.notNull())
    .addColumn('team_ids', 'text', (c) => c.notNull())
    .addColumn('deleted', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
    .addPrimaryKeyConstraint('clics_awards_pk', ['cid', 'award_id'])
    .execute();
  await db.schema
    .createTable('clics_thaws')
    .addColumn('cid', 'integer', (c) => c.primaryKey())
    .addColumn('thaw_at', 'varchar(32)', (c) => c.notNull())
    .addColumn('applied', 'integer', (c) => c.notNull())
    .addColumn('scheduled_by', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('clics_jury_messages')
    .addColumn('id', ...autoIdColumn(dialect))
    .addColumn('cid', 'integer', (c) => c.notNull())
    .addColumn('team_id', 'varchar(36)', (c) => c.notNull())
    .addColumn('problem_id', 'varchar(36)')
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clics_jury_messages_cid').on('clics_jury_messages').column('cid').execute();
}
