import { type AddReplyBody, type ReplyView } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { isShown } from './comment-sources.ts';
import {
  type CommentsDeps,
  checkAcceptedCount,
  openCommentSource,
  remind,
  reminderBase,
  snippet,
  commentMissing,
  replyMissing,
  authorOf,
  tellReminded,
} from './comments.deps.ts';

/**
 * POST /api/reply. The user answered is the comment's author, or the author of the quoted reply (quoteType
 * Reply), or one who replied under the comment; they and the comment's author are reminded (Reply).
 */
export async function addReply(deps: CommentsDeps, actor: Actor, body: AddReplyBody): Promise<ReplyView> {
  const { db, repo } = deps;
  const comment = await repo.findComment(body.reply.commentId);
  if (!comment) throw commentMissing();
  const { source, opened } = await openCommentSource(deps, actor, comment, body, 'write');
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
  await checkAcceptedCount(deps, actor, opened.needsAcceptedCount);
  const view = await db.transaction().execute(async (trx) => {
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
    await remind(deps, trx, actor, { ...reminder, recipientId: toUid });
    if (comment.uid !== toUid) await remind(deps, trx, actor, { ...reminder, recipientId: comment.uid });
    return (await repo.replyView(replyId, trx))!;
  });
  tellReminded(deps, actor, [toUid, comment.uid]);
  if (opened.type === 'Contest') deps.notices?.clarificationAnswered(opened.id);
  return view;
}

/** DELETE /api/reply: the reply's author or whoever may delete in the source (the admin roles). */
export async function removeReply(
  deps: CommentsDeps,
  actor: Actor,
  body: { reply: { id: number }; did?: number; cid?: number },
) {
  const { db, repo } = deps;
  const reply = await repo.findReply(body.reply.id);
  if (!reply) throw replyMissing();
  const comment = await repo.findComment(reply.commentId);
  if (!comment) throw replyMissing();
  const { source, opened } = await openCommentSource(deps, actor, comment, body, 'read');
  if (!source.mayDelete(actor, reply.uid, opened))
    throw new AppError('FORBIDDEN', say('Only the author or an administrator may delete this reply'));
  await db.transaction().execute(async (trx) => {
    // The comment's row first, as adding a reply and deleting the comment do: one lock order, no deadlock.
    if ((await repo.changeReplyNum(trx, comment.id, -1)) === 0) throw replyMissing();
    if (!(await repo.deleteReply(trx, reply.id))) throw replyMissing();
    await source.countChanged(trx, opened.id, -1);
  });
}
