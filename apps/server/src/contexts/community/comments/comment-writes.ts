import {
  type AddCommentBody,
  type CommentLikeQuery,
  type CommentLikeResult,
  type CommentView,
} from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { isShown, sourceFor } from './comment-sources.ts';
import {
  type CommentsDeps,
  checkAcceptedCount,
  openCommentSource,
  remind,
  reminderBase,
  snippet,
  sourceOf,
  commentMissing,
  authorOf,
  tellReminded,
} from './comments.deps.ts';

/** POST /api/comment: the new comment; the source's author is reminded (Discuss). */
export async function add(deps: CommentsDeps, actor: Actor, body: AddCommentBody): Promise<CommentView> {
  const { db, repo, sources } = deps;
  const { type, id } = sourceOf(body);
  const source = sourceFor(sources, type);
  const opened = await source.open(actor, id, 'write');
  await checkAcceptedCount(deps, actor, opened.needsAcceptedCount);
  const added = await db.transaction().execute(async (trx) => {
    const commentId = await repo.insertComment(trx, {
      sourceType: opened.type,
      sourceId: opened.id,
      uid: actor.uid,
      content: body.content,
    });
    await source.countChanged(trx, opened.id, 1);
    await remind(deps, trx, actor, {
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
  tellReminded(deps, actor, [opened.ownerUid]);
  return added;
}

/** DELETE /api/comment: the comment, its replies and likes; the source's count drops by all of them. */
export async function remove(deps: CommentsDeps, actor: Actor, commentId: number): Promise<void> {
  const { db, repo } = deps;
  const comment = await repo.findComment(commentId);
  if (!comment) throw commentMissing();
  const { source, opened } = await openCommentSource(deps, actor, comment, {}, 'read');
  if (!source.mayDelete(actor, comment.uid, opened))
    throw new AppError('FORBIDDEN', say('Only the author or an administrator may delete this comment'));
  await db.transaction().execute(async (trx) => {
    const deleted = await repo.deleteComment(trx, commentId);
    if (!deleted) throw commentMissing();
    await source.countChanged(trx, opened.id, -(1 + deleted.replyNum));
  });
}

/** GET /api/comment-like: like (toLike true) or take the like back; a new like reminds the author. */
export async function like(
  deps: CommentsDeps,
  actor: Actor,
  query: CommentLikeQuery,
): Promise<CommentLikeResult> {
  const { db, repo, sources } = deps;
  const source = sourceFor(sources, query.sourceType);
  const comment = await repo.findComment(query.cid);
  if (!comment || comment.sourceType !== query.sourceType || comment.sourceId !== query.sourceId)
    throw commentMissing();
  const opened = await source.open(actor, comment.sourceId, 'write');
  if (!isShown(opened, authorOf(comment))) throw commentMissing();
  let liked = false;
  const result = await db.transaction().execute(async (trx) => {
    let likeNum: number | undefined = comment.likeNum;
    if (query.toLike) {
      if (await repo.addLike(trx, actor.uid, comment.id)) {
        liked = true;
        likeNum = await repo.changeLikeNum(trx, comment.id, 1);
        await remind(deps, trx, actor, {
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
  if (liked) tellReminded(deps, actor, [comment.uid]);
  return result;
}
