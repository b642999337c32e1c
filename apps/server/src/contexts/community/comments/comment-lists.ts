import {
  COMMENT_LIMITS,
  makePage,
  type CommentListQuery,
  type CommentListResult,
  type CommentSourceQuery,
  type CommentView,
  type PostingCheck,
  type ReplyListQuery,
  type ReplyView,
  type TeamLabel,
} from '@judge/contract';
import { verdictOf } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { sourceFor } from './comment-sources.ts';
import {
  type CommentsDeps,
  checkAcceptedCount,
  openCommentSource,
  sourceOf,
  commentMissing,
} from './comments.deps.ts';

/** GET /api/comments: a page of comments, newest first, each with its first replies (oldest first). */
export async function list(
  deps: CommentsDeps,
  actor: Actor | null,
  query: CommentListQuery,
): Promise<CommentListResult> {
  const { repo, sources } = deps;
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
  const named = withTeams(opened.authorTeams);
  const records: CommentView[] = comments.map((comment) => ({
    ...named(comment),
    totalReplyNum: shownReplyCounts ? (shownReplyCounts.get(comment.id) ?? 0) : comment.totalReplyNum,
    replyList: replies.filter((reply) => reply.commentId === comment.id).map(named),
  }));
  return {
    commentList: makePage(records, total, query),
    commentLikeMap: Object.fromEntries(liked.map((commentId) => [commentId, true])),
  };
}

/** Whether the caller may comment in the source now (the AC count): asked before the box is offered. */
export async function postingCheck(
  deps: CommentsDeps,
  actor: Actor,
  query: CommentSourceQuery,
): Promise<PostingCheck> {
  const { sources } = deps;
  const { type, id } = sourceOf(query);
  const opened = await sourceFor(sources, type).open(actor, id, 'write');
  return verdictOf(() => checkAcceptedCount(deps, actor, opened.needsAcceptedCount));
}

/** GET /api/reply: every reply of a comment, oldest first. */
export async function replies(
  deps: CommentsDeps,
  actor: Actor | null,
  query: ReplyListQuery,
): Promise<ReplyView[]> {
  const { repo } = deps;
  const comment = await repo.findComment(query.commentId);
  if (!comment) throw commentMissing();
  const { opened } = await openCommentSource(deps, actor, comment, query, 'read');
  return (await repo.listReplies(comment.id, opened.visibleAuthors)).map(withTeams(opened.authorTeams));
}

/** A team contest's entries name their writer's team (docs/contest-teams.md); elsewhere they stay as they are. */
const withTeams =
  (teams: ReadonlyMap<number, TeamLabel> | null | undefined) =>
  <Entry extends { fromUid: number }>(entry: Entry): Entry =>
    teams ? { ...entry, fromTeam: teams.get(entry.fromUid) ?? null } : entry;
