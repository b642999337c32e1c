import {
  COMMENT_LIMITS,
  isAdminRole,
  makePage,
  type AddCommentBody,
  type AddReplyBody,
  type CommentLikeQuery,
  type CommentLikeResult,
  type CommentListQuery,
  type CommentListResult,
  type CommentSourceQuery,
  type CommentSourceType,
  type CommentView,
  type PostingCheck,
  type ReplyListQuery,
  type ReplyView,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say, verdictOf } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../../contests/policy.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import {
  createCommentSources,
  isShown,
  sourceFor,
  type EntryAuthor,
  type OpenedSource,
} from './comment-sources.ts';
import { createCommentsRepo, type CommentRow, type ReminderValues } from './comments.repo.ts';

/** How much of a comment or reply a reminder keeps (the message center shows a snippet). */
const REMINDER_SNIPPET = 250;
const snippet = (text: string) =>
  text.length > REMINDER_SNIPPET ? `${text.slice(0, REMINDER_SNIPPET)}…` : text;

/** A call names its source by did or cid; the contract makes sure exactly one is there. */
const sourceOf = (input: { did?: number; cid?: number }): { type: CommentSourceType; id: number } =>
  input.did !== undefined ? { type: 'Discussion', id: input.did } : { type: 'Contest', id: input.cid! };

const commentMissing = () => new AppError('NOT_FOUND', 'The comment does not exist');
const replyMissing = () => new AppError('NOT_FOUND', 'The reply does not exist');
const authorOf = (entry: { uid: number; authorRole: number }): EntryAuthor => ({
  uid: entry.uid,
  role: entry.authorRole,
});

export function createCommentsService({
  db,
  siteConfig,
  contestGate,
  groupGate,
}: {
  db: Db;
  siteConfig: SiteConfigService;
  contestGate: ContestGate;
  groupGate: GroupGate;
}) {
  const repo = createCommentsRepo(db);
  const sources = createCommentSources({ repo, siteConfig, gate: contestGate, groupGate });

  /**
   * Posting is gated by the site's "AC needed to comment" (defaultCreateCommentACInitValue, spec 3 "Discussion
   * switches"); the admin roles are not bound by it, as in the reference.
   */
  async function checkAcceptedCount(actor: Actor, applies: boolean) {
    if (!applies || isAdminRole(actor.role)) return;
    const needed = (await siteConfig.switches()).defaultCreateCommentACInitValue;
    if (needed <= 0) return;
    const solved = await repo.acceptedProblemCount(actor.uid);
    if (solved < needed)
      throw new AppError(
        'FORBIDDEN',
        say(
          'You need at least {{needed}} accepted {{needed|problem|problems}} to comment (you have {{solved}})',
          {
            needed,
            solved,
          },
        ),
        { needed },
      );
  }

  /**
   * The source of a stored comment; a did or cid the caller also sent must name the same source (a comment is
   * not reached through another discussion or contest). A comment the caller is not shown (another
   * contestant's during a contest) does not exist for them.
   */
  async function openCommentSource(
    actor: Actor | null,
    comment: CommentRow,
    named: { did?: number; cid?: number },
    intent: 'read' | 'write',
  ) {
    const type = comment.sourceType as CommentSourceType;
    if (named.did !== undefined && (type !== 'Discussion' || comment.sourceId !== named.did))
      throw commentMissing();
    if (named.cid !== undefined && (type !== 'Contest' || comment.sourceId !== named.cid))
      throw commentMissing();
    const source = sourceFor(sources, type);
    const opened = await source.open(actor, comment.sourceId, intent);
    if (!isShown(opened, authorOf(comment))) throw commentMissing();
    return { source, opened };
  }

  const remind = (executor: Db, actor: Actor, values: Omit<ReminderValues, 'senderId'>) =>
    // Nobody is reminded of their own action.
    values.recipientId === actor.uid ? undefined : repo.remind(executor, { ...values, senderId: actor.uid });

  const reminderBase = (opened: OpenedSource) => ({
    sourceId: opened.id,
    sourceType: opened.type,
    url: opened.url,
  });

  return {
    /** GET /api/comments: a page of comments, newest first, each with its first replies (oldest first). */
    async list(actor: Actor | null, query: CommentListQuery): Promise<CommentListResult> {
      const { type, id } = sourceOf(query);
      const opened = await sourceFor(sources, type).open(actor, id, 'read');
      const filter = opened.visibleAuthors;
      const [total, comments] = await Promise.all([
        repo.countComments(opened.type, opened.id, filter),
        repo.listComments(opened.type, opened.id, (query.currentPage - 1) * query.limit, query.limit, filter),
      ]);
      const ids = comments.map((comment) => comment.id);
      const [replies, liked, shownReplyCounts] = await Promise.all([
        repo.firstReplies(ids, COMMENT_LIMITS.repliesShown, filter),
        actor ? repo.likedAmong(actor.uid, ids) : Promise.resolve([]),
        // A filtered reader is told how many replies they are shown, not how many there are.
        filter ? repo.replyCounts(ids, filter) : Promise.resolve(null),
      ]);
      const records: CommentView[] = comments.map((comment) => ({
        ...comment,
        totalReplyNum: shownReplyCounts ? (shownReplyCounts.get(comment.id) ?? 0) : comment.totalReplyNum,
        replyList: replies.filter((reply) => reply.commentId === comment.id),
      }));
      return {
        commentList: makePage(records, total, query),
        commentLikeMap: Object.fromEntries(liked.map((commentId) => [commentId, true])),
      };
    },

    /** Whether the caller may comment in the source now (the AC count): asked before the box is offered. */
    async postingCheck(actor: Actor, query: CommentSourceQuery): Promise<PostingCheck> {
      const { type, id } = sourceOf(query);
      const opened = await sourceFor(sources, type).open(actor, id, 'write');
      return verdictOf(() => checkAcceptedCount(actor, opened.needsAcceptedCount));
    },

    /** POST /api/comment: the new comment; the source's author is reminded (Discuss). */
    async add(actor: Actor, body: AddCommentBody): Promise<CommentView> {
      const { type, id } = sourceOf(body);
      const source = sourceFor(sources, type);
      const opened = await source.open(actor, id, 'write');
      await checkAcceptedCount(actor, opened.needsAcceptedCount);
      return db.transaction().execute(async (trx) => {
        const commentId = await repo.insertComment(trx, {
          sourceType: opened.type,
          sourceId: opened.id,
          uid: actor.uid,
          content: body.content,
        });
        await source.countChanged(trx, opened.id, 1);
        await remind(trx, actor, {
          ...reminderBase(opened),
          action: 'Discuss',
          recipientId: opened.ownerUid,
          sourceContent: snippet(body.content),
          quoteId: null,
          quoteType: null,
        });
        const view = await repo.commentView(commentId, trx);
        return { ...view!, replyList: [] };
      });
    },

    /** DELETE /api/comment: the comment, its replies and likes; the source's count drops by all of them. */
    async remove(actor: Actor, commentId: number): Promise<void> {
      const comment = await repo.findComment(commentId);
      if (!comment) throw commentMissing();
      const { source, opened } = await openCommentSource(actor, comment, {}, 'read');
      if (!source.mayDelete(actor, comment.uid, opened))
        throw new AppError('FORBIDDEN', say('Only the author or an administrator may delete this comment'));
      await db.transaction().execute(async (trx) => {
        const deleted = await repo.deleteComment(trx, commentId);
        if (!deleted) throw commentMissing();
        await source.countChanged(trx, opened.id, -(1 + deleted.replyNum));
      });
    },

    /** GET /api/comment-like: like (toLike true) or take the like back; a new like reminds the author. */
    async like(actor: Actor, query: CommentLikeQuery): Promise<CommentLikeResult> {
      const source = sourceFor(sources, query.sourceType);
      const comment = await repo.findComment(query.cid);
      if (!comment || comment.sourceType !== query.sourceType || comment.sourceId !== query.sourceId)
        throw commentMissing();
      const opened = await source.open(actor, comment.sourceId, 'write');
      if (!isShown(opened, authorOf(comment))) throw commentMissing();
      return db.transaction().execute(async (trx) => {
        let likeNum: number | undefined = comment.likeNum;
        if (query.toLike) {
          if (await repo.addLike(trx, actor.uid, comment.id)) {
            likeNum = await repo.changeLikeNum(trx, comment.id, 1);
            await remind(trx, actor, {
              ...reminderBase(opened),
              action: 'Like',
              recipientId: comment.uid,
              sourceContent: snippet(comment.content),
              quoteId: comment.id,
              quoteType: 'Comment',
            });
          }
        } else if (await repo.removeLike(trx, actor.uid, comment.id)) {
          likeNum = await repo.changeLikeNum(trx, comment.id, -1);
        }
        if (likeNum === undefined) throw commentMissing();
        return { likeNum, liked: query.toLike };
      });
    },

    /** GET /api/reply: every reply of a comment, oldest first. */
    async replies(actor: Actor | null, query: ReplyListQuery): Promise<ReplyView[]> {
      const comment = await repo.findComment(query.commentId);
      if (!comment) throw commentMissing();
      const { opened } = await openCommentSource(actor, comment, query, 'read');
      return repo.listReplies(comment.id, opened.visibleAuthors);
    },

    /**
     * POST /api/reply. The user answered is the comment's author, or the author of the quoted reply (quoteType
     * Reply), or one who replied under the comment; they and the comment's author are reminded (Reply).
     */
    async addReply(actor: Actor, body: AddReplyBody): Promise<ReplyView> {
      const comment = await repo.findComment(body.reply.commentId);
      if (!comment) throw commentMissing();
      const { source, opened } = await openCommentSource(actor, comment, body, 'write');
      if (!source.mayReply(actor, authorOf(comment), opened))
        throw new AppError('FORBIDDEN', say('Only its author or a contest admin may reply to this comment'));
      let toUid = comment.uid;
      let quote: { id: number; type: 'Comment' | 'Reply' } = { id: comment.id, type: 'Comment' };
      if (body.quoteType === 'Reply') {
        if (body.quoteId === undefined) throw invalidField('quoteId', 'quoteId is required to quote a reply');
        const quoted = await repo.findReply(body.quoteId);
        if (!quoted || quoted.commentId !== comment.id || !isShown(opened, authorOf(quoted)))
          throw replyMissing();
        toUid = quoted.uid;
        quote = { id: quoted.id, type: 'Reply' };
        if (body.reply.toUid !== undefined && body.reply.toUid !== toUid)
          throw invalidField('reply.toUid', 'reply.toUid must be the author of the quoted reply');
      } else {
        if (body.quoteId !== undefined && body.quoteId !== comment.id)
          throw invalidField('quoteId', 'quoteId must be the comment answered');
        if (body.reply.toUid !== undefined && body.reply.toUid !== comment.uid) {
          if (!(await repo.hasReplyBy(comment.id, body.reply.toUid)))
            throw invalidField(
              'reply.toUid',
              'reply.toUid must be the comment’s author or someone who replied under it',
            );
          toUid = body.reply.toUid;
        }
      }
      await checkAcceptedCount(actor, opened.needsAcceptedCount);
      return db.transaction().execute(async (trx) => {
        // Taken first: it holds the comment's row, so a delete of the comment counts this reply too.
        if ((await repo.changeReplyNum(trx, comment.id, 1)) === 0) throw commentMissing();
        const replyId = await repo.insertReply(trx, {
          commentId: comment.id,
          uid: actor.uid,
          content: body.reply.content,
          toUid,
        });
        await source.countChanged(trx, opened.id, 1);
        const reminder = {
          ...reminderBase(opened),
          action: 'Reply' as const,
          sourceContent: snippet(body.reply.content),
          quoteId: quote.id,
          quoteType: quote.type,
        };
        await remind(trx, actor, { ...reminder, recipientId: toUid });
        if (comment.uid !== toUid) await remind(trx, actor, { ...reminder, recipientId: comment.uid });
        return (await repo.replyView(replyId, trx))!;
      });
    },

    /** DELETE /api/reply: the reply's author or whoever may delete in the source (the admin roles). */
    async removeReply(actor: Actor, body: { reply: { id: number }; did?: number; cid?: number }) {
      const reply = await repo.findReply(body.reply.id);
      if (!reply) throw replyMissing();
      const comment = await repo.findComment(reply.commentId);
      if (!comment) throw replyMissing();
      const { source, opened } = await openCommentSource(actor, comment, body, 'read');
      if (!source.mayDelete(actor, reply.uid, opened))
        throw new AppError('FORBIDDEN', say('Only the author or an administrator may delete this reply'));
      await db.transaction().execute(async (trx) => {
        // The comment's row first, as adding a reply and deleting the comment do: one lock order, no deadlock.
        if ((await repo.changeReplyNum(trx, comment.id, -1)) === 0) throw replyMissing();
        if (!(await repo.deleteReply(trx, reply.id))) throw replyMissing();
        await source.countChanged(trx, opened.id, -1);
      });
    },
  };
}
export type CommentsService = ReturnType<typeof createCommentsService>;
