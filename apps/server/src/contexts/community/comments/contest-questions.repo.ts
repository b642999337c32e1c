import type { Db } from '../../../db/database.ts';

/** A contest's Q&A entry as the Contest API reads it: a question (comment) or an answer (reply). */
export interface ContestQuestionEntry {
  kind: 'question' | 'reply';
  id: number;
  /** The question a reply answers. */
  questionId: number | null;
  uid: number;
  content: string;
  createdAt: string;
}

/**
 * A contest's Q&A read for the Contest API's clarifications (the clics context): every question and reply,
 * oldest first. Who may see which is the reader's rule, not this read's.
 */
export function createContestQuestionsReader(db: Db) {
  return async function contestQuestions(cid: number): Promise<ContestQuestionEntry[]> {
    const questions = await db
      .selectFrom('comments')
      .select(['id', 'uid', 'content', 'gmtCreate'])
      .where('sourceType', '=', 'Contest')
      .where('sourceId', '=', cid)
      .orderBy('id')
      .execute();
    const ids = questions.map((question) => question.id);
    const replies =
      ids.length === 0
        ? []
        : await db
            .selectFrom('replies')
            .select(['id', 'commentId', 'uid', 'content', 'gmtCreate'])
            .where('commentId', 'in', ids)
            .orderBy('id')
            .execute();
    return [
      ...questions.map((row) => ({
        kind: 'question' as const,
        id: row.id,
        questionId: null,
        uid: row.uid,
        content: row.content,
        createdAt: row.gmtCreate,
      })),
      ...replies.map((row) => ({
        kind: 'reply' as const,
        id: row.id,
        questionId: row.commentId,
        uid: row.uid,
        content: row.content,
        createdAt: row.gmtCreate,
      })),
    ];
  };
}
export type ContestQuestionsReader = ReturnType<typeof createContestQuestionsReader>;
