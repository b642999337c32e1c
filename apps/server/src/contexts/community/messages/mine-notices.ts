import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';

/** A personal notice (the message center's "Mine" list): a title and Markdown content. */
export interface MineNotice {
  title: string;
  content: string;
}

/** Rows written by one INSERT at most; a group's dissolution notifies every member. */
const BATCH = 500;

/**
 * Puts a notice into each recipient's "Mine" inbox (spec 2 §2.13: notices about the user's own affairs, such as
 * their groups: spec 3 §8). Runs on the caller's executor so it joins the caller's transaction.
 */
export async function sendMineNotices(executor: Db, recipients: readonly number[], notice: MineNotice) {
  const uids = [...new Set(recipients)];
  const createdAt = nowIso();
  for (let i = 0; i < uids.length; i += BATCH) {
    await executor
      .insertInto('userNotices')
      .values(
        uids.slice(i, i + BATCH).map((recipientId) => ({
          noticeId: null,
          recipientId,
          type: 'Mine',
          title: notice.title,
          content: notice.content,
          state: 0,
          createdAt,
        })),
      )
      .execute();
  }
}
