import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { StepContext } from './step.ts';

/** Tables whose rows keep HOJ's id where free (their ids appear in links and in other rows). */
export type IdTable =
  | 'problems'
  | 'contests'
  | 'submissions'
  | 'discussions'
  | 'discussionCategories'
  | 'comments'
  | 'replies'
  | 'announcements'
  | 'contestAnnouncements'
  | 'trainings'
  | 'trainingCategories'
  | 'groups'
  | 'contestPrints'
  | 'sysNotices'
  | 'userNotices'
  | 'messageReminders';

/** snake_case of our table names, for PostgreSQL's sequence. */
const SQL_NAME: Record<IdTable, string> = {
  problems: 'problems',
  contests: 'contests',
  submissions: 'submissions',
  discussions: 'discussions',
  discussionCategories: 'discussion_categories',
  comments: 'comments',
  replies: 'replies',
  announcements: 'announcements',
  contestAnnouncements: 'contest_announcements',
  trainings: 'trainings',
  trainingCategories: 'training_categories',
  groups: 'groups',
  contestPrints: 'contest_prints',
  sysNotices: 'sys_notices',
  userNotices: 'user_notices',
  messageReminders: 'message_reminders',
};

/**
 * Writes one carried row: updates the row an earlier run wrote (its id in the ledger), else inserts it under
 * HOJ's id when no row here has that id (a new id otherwise, noted) and records where it went. Answers our id.
 * `insertOnly` holds what a new row starts with and an update must leave alone.
 */
export async function carryRow(
  trx: Db,
  context: StepContext,
  target: { table: IdTable; source: string; hojId: string; known: string | undefined },
  values: Record<string, unknown>,
  insertOnly: Record<string, unknown> = {},
): Promise<number> {
  const table = target.table as keyof Database & IdTable;
  if (target.known !== undefined) {
    await trx
      .updateTable(table)
      .set(values as never)
      .where('id', '=', Number(target.known) as never)
      .execute();
    return Number(target.known);
  }
  const wanted = Number(target.hojId);
  const taken = Number.isInteger(wanted)
    ? await trx
        .selectFrom(table)
        .select('id')
        .where('id', '=', wanted as never)
        .executeTakeFirst()
    : undefined;
  if (taken)
    context.note(target.hojId, `${target.source} ${target.hojId}: that id is taken here, given a new one`);
  const inserted = (await trx
    .insertInto(table)
    .values({
      ...(taken || !Number.isInteger(wanted) ? {} : { id: wanted }),
      ...insertOnly,
      ...values,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow()) as { id: number };
  await context.ids.record(trx, target.source, target.hojId, String(inserted.id));
  return inserted.id;
}

/** Ids written as HOJ's bypass PostgreSQL's sequence: move it past them, or the next new row collides. */
export async function moveSequencePast(context: StepContext, table: IdTable): Promise<void> {
  if (context.dialect !== 'postgres') return;
  const name = SQL_NAME[table];
  await sql`SELECT setval(pg_get_serial_sequence(${name}, 'id'), (SELECT COALESCE(MAX(id), 1) FROM ${sql.table(name)}))`.execute(
    context.db,
  );
}
