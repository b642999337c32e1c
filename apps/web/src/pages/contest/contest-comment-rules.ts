import { Role, ROLE_NAMES, type CommentView, type ContestInfo } from '@judge/contract';
import type { CommentRules } from '../../components/comments/CommentArea';

/**
 * The contest's rules of the comment area (spec 1-core §6): a contest admin deletes anything, others their own;
 * one replies under one's own comment, as a contest admin, or under a comment that is neither root's nor the
 * contest owner's. The server holds the same rules (comment-sources.ts); these only decide the buttons.
 */
export function contestCommentRules(
  info: Pick<ContestInfo, 'isContestAdmin' | 'uid'>,
  viewerUid: number | null,
): CommentRules {
  return {
    mayDelete: (authorUid) => info.isContestAdmin || authorUid === viewerUid,
    mayReplyTo: (comment: Pick<CommentView, 'fromUid' | 'fromRole'>) =>
      comment.fromUid === viewerUid ||
      info.isContestAdmin ||
      (comment.fromRole !== ROLE_NAMES[Role.ROOT] && comment.fromUid !== info.uid),
  };
}
