import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { COMMENT_LIMITS } from '@judge/contract';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { getReplies, type CommentSourceRef, type CommentView, type ReplyView } from '../../api/comments';
import { LocalTime } from '../judge-status/LocalTime';
import { Markdown } from '../markdown/Markdown';
import { CommentAuthorName, CommentAvatar } from './CommentAuthor';
import { CommentEditor } from './CommentEditor';

export const repliesQueryKey = (source: CommentSourceRef, commentId: number) =>
  ['comment-replies', source.sourceType, source.sourceId, commentId] as const;

/** Who the open reply box answers: the comment itself, or one of its replies. */
export interface ReplyTarget {
  commentId: number;
  to?: ReplyView;
}

export interface CommentActions {
  /** Whether the reply button shows under this comment; guests see it too and are asked to log in. */
  mayReply: (comment: CommentView) => boolean;
  mayDelete: (authorUid: number) => boolean;
  like: (comment: CommentView, toLike: boolean) => void;
  deleteComment: (comment: CommentView) => Promise<void>;
  deleteReply: (reply: ReplyView) => Promise<void>;
  openReply: (target: ReplyTarget) => void;
  closeReply: () => void;
  submitReply: (target: ReplyTarget, content: string) => Promise<boolean>;
  toggleExpanded: (commentId: number) => void;
}

/** One comment: author, text, like, reply and delete, then its replies (3 until expanded) and the reply box. */
export function CommentItem({
  source,
  comment,
  liked,
  expanded,
  replyTarget,
  actions,
}: {
  source: CommentSourceRef;
  comment: CommentView;
  liked: boolean;
  expanded: boolean;
  replyTarget: ReplyTarget | null;
  actions: CommentActions;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const allReplies = useQuery({
    queryKey: repliesQueryKey(source, comment.id),
    queryFn: () => getReplies(source, comment.id),
    enabled: expanded,
  });
  const replies = expanded && allReplies.data ? allReplies.data : comment.replyList;
  const hasMore = comment.totalReplyNum > COMMENT_LIMITS.repliesShown;
  const replyingHere = replyTarget?.commentId === comment.id;

  return (
    <li className="comment-item" data-testid={`comment-${comment.id}`}>
      <CommentAvatar author={comment} size={mobile ? 32 : 40} />
      <div className="comment-main">
        <div className="comment-head">
          <CommentAuthorName author={comment} />
          <span className="comment-time">
            <LocalTime value={comment.gmtCreate} format="YYYY-MM-DD HH:mm" />
          </span>
        </div>
        <Markdown className="comment-content">{comment.content}</Markdown>
        <div className="comment-actions">
          <Button
            type="text"
            size="small"
            icon={liked ? <LikeFilled /> : <LikeOutlined />}
            className={liked ? 'comment-liked' : undefined}
            aria-label={liked ? t('comments.unlike') : t('comments.like')}
            aria-pressed={liked}
            onClick={() => actions.like(comment, !liked)}
            data-testid={`comment-like-${comment.id}`}
          >
            {comment.likeNum}
          </Button>
          {actions.mayReply(comment) && (
            <Button
              type="text"
              size="small"
              icon={<MessageOutlined />}
              onClick={() => actions.openReply({ commentId: comment.id })}
              data-testid={`comment-reply-${comment.id}`}
            >
              {t('comments.reply')}
            </Button>
          )}
          {actions.mayDelete(comment.fromUid) && (
            <Popconfirm
              title={t('comments.deleteCommentConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => actions.deleteComment(comment)}
            >
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined />}
                data-testid={`comment-delete-${comment.id}`}
              >
                {t('comments.delete')}
              </Button>
            </Popconfirm>
          )}
        </div>

        {replies.length > 0 && (
          <ul className="comment-replies" data-testid={`comment-replies-${comment.id}`}>
            {replies.map((reply) => (
              <li key={reply.id} className="comment-reply" data-testid={`reply-${reply.id}`}>
                <CommentAvatar author={reply} size={mobile ? 24 : 28} />
                <div className="comment-main">
                  <div className="comment-head">
                    <CommentAuthorName author={reply} />
                    {reply.toName && reply.toUid !== comment.fromUid && (
                      <span className="comment-reply-to">
                        {t('comments.replyTo')} <span className="comment-reply-to-name">@{reply.toName}</span>
                      </span>
                    )}
                    <span className="comment-time">
                      <LocalTime value={reply.gmtCreate} format="YYYY-MM-DD HH:mm" />
                    </span>
                  </div>
                  <Markdown className="comment-content">{reply.content}</Markdown>
                  <div className="comment-actions">
                    {actions.mayReply(comment) && (
                      <Button
                        type="text"
                        size="small"
                        icon={<MessageOutlined />}
                        onClick={() => actions.openReply({ commentId: comment.id, to: reply })}
                        data-testid={`reply-reply-${reply.id}`}
                      >
                        {t('comments.reply')}
                      </Button>
                    )}
                    {actions.mayDelete(reply.fromUid) && (
                      <Popconfirm
                        title={t('comments.deleteReplyConfirm')}
                        okText={t('common.confirm')}
                        cancelText={t('common.cancel')}
                        onConfirm={() => actions.deleteReply(reply)}
                      >
                        <Button
                          type="text"
                          size="small"
                          danger
                          icon={<DeleteOutlined />}
                          data-testid={`reply-delete-${reply.id}`}
                        >
                          {t('comments.delete')}
                        </Button>
                      </Popconfirm>
                    )}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
        {hasMore && (
          <Button
            type="link"
            size="small"
            className="comment-expand"
            loading={expanded && allReplies.isLoading}
            onClick={() => actions.toggleExpanded(comment.id)}
            data-testid={`comment-expand-${comment.id}`}
          >
            {expanded
              ? t('comments.collapseReplies')
              : t('comments.showAllReplies', { count: comment.totalReplyNum })}
          </Button>
        )}
        {replyingHere && replyTarget && (
          <CommentEditor
            key={`${replyTarget.commentId}-${replyTarget.to?.id ?? 0}`}
            testId="reply-editor"
            autoFocus
            placeholder={t('comments.replyPlaceholder', {
              name: replyTarget.to ? replyTarget.to.fromName : comment.fromName,
            })}
            submitText={t('comments.submitReply')}
            onSubmit={(content) => actions.submitReply(replyTarget, content)}
            onCancel={actions.closeReply}
          />
        )}
      </div>
    </li>
  );
}
