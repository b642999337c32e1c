import { nowIso } from '../src/lib/time.ts';
import type { TestApp } from './test-app.ts';

/**
 * Factory: a discussion row straight in the database, for the comment tests (the discussions module owns the
 * calls that create them; the comment area only reads the table).
 */
export async function createDiscussion(
  app: TestApp,
  uid: number,
  options: { status?: number; gid?: number | null; title?: string } = {},
) {
  const category = await app.db
    .selectFrom('discussionCategories')
    .select('id')
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = nowIso();
  const row = await app.db
    .insertInto('discussions')
    .values({
      pid: null,
      gid: options.gid ?? null,
      title: options.title ?? 'A discussion',
      description: 'about comments',
      content: 'Talk below.',
      categoryId: category.id,
      topPriority: 0,
      uid,
      commentNum: 0,
      likeNum: 0,
      viewNum: 0,
      status: options.status ?? 0,
      gmtCreate: now,
      gmtModified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function commentNum(app: TestApp, did: number) {
  const row = await app.db
    .selectFrom('discussions')
    .select('commentNum')
    .where('id', '=', did)
    .executeTakeFirstOrThrow();
  return row.commentNum;
}

/** Reminders a user has (about one discussion when given), oldest first, without their ids and times. */
export async function remindersOf(app: TestApp, uid: number, did?: number) {
  let query = app.db
    .selectFrom('messageReminders')
    .select(['action', 'senderId', 'sourceId', 'sourceType', 'sourceContent', 'quoteId', 'quoteType', 'url'])
    .where('recipientId', '=', uid)
    .orderBy('id');
  if (did !== undefined) query = query.where('sourceId', '=', did);
  return query.execute();
}
