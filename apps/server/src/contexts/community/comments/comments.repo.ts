import type { Db } from '../../../db/database.ts';
import { createCommentEntries } from './comment-entries.repo.ts';
import { createCommentReplies } from './comment-replies.repo.ts';

/** A comment row with its author, as the list and the add call return it (replies are added by the service). */
export interface CommentRow {
  id: number;
  sourceType: string;
  sourceId: number;
  uid: number;
  content: string;
  likeNum: number;
  replyNum: number;
  gmtCreate: string;
  /** The author's role (who may see it, who may reply under it). */
  authorRole: number;
}

export interface ReminderValues {
  action: 'Discuss' | 'Reply' | 'Like';
  recipientId: number;
  senderId: number;
  sourceId: number;
  sourceType: string;
  sourceContent: string;
  quoteId: number | null;
  quoteType: string | null;
  url: string;
}

/** Every query of the comment area, and the two it needs of its sources (discussions) and of users. */
export function createCommentsRepo(db: Db) {
  return { ...createCommentEntries(db), ...createCommentReplies(db) };
}
export type CommentsRepo = ReturnType<typeof createCommentsRepo>;

/** The Q&A of removed contests (in their removal's transaction, 'contest/remove'); replies and likes follow. */
export async function removeContestComments(trx: Db, cids: number[]) {
  await trx
    .deleteFrom('comments')
    .where('sourceType', '=', 'Contest')
    .where('sourceId', 'in', cids)
    .execute();
}
