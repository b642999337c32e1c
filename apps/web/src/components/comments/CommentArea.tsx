import { useMemo, useState, type ReactNode } from 'react';
import { Alert, Button, Empty, Skeleton, Typography } from 'antd';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  COMMENT_LIMITS,
  isAdminRole,
  roleAllows,
  type CommentSourceType,
  type CommentView,
} from '@judge/contract';
import {
  addComment,
  commentPostingCheck,
  addReply,
  deleteComment,
  deleteReply,
  getComments,
  likeComment,
  type CommentListResult,
  type CommentSourceRef,
} from '../../api/comments';
import { refusalText } from '../../i18n/server-messages';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { toast } from '../feedback';
import { CommentEditor } from './CommentEditor';
import { CommentItem, repliesQueryKey, type CommentActions, type ReplyTarget } from './CommentItem';
import './CommentArea.css';

export const commentsQueryKey = (source: CommentSourceRef) =>
  ['comments', source.sourceType, source.sourceId] as const;

/**
 * Who may do what in a source, as the server decides it (comment-sources.ts); the buttons follow. A discussion's
 * comments are deleted by their author or an admin role and anyone may reply; a contest passes its own.
 */
export interface CommentRules {
  mayDelete: (authorUid: number) => boolean;
  mayReplyTo: (comment: CommentView) => boolean;
}

/**
 * The comment area under a discussion or a contest (spec 1-core §2.12, §4.5, §5, §6): a box to write in, the
 * total, the comments newest first in pages of 10 behind 'Load More', their replies, likes and deletes. Guests
 * read; what they try to post or like asks them to log in. A contest shows its Q&A notice above (`notice`).
 */
export function CommentArea({
  sourceType,
  sourceId,
  rules,
  notice,
  onCountChange,
}: {
  sourceType: CommentSourceType;
  sourceId: number;
  rules?: CommentRules;
  notice?: ReactNode;
  /** Comments and replies added (+) or deleted (-): the page holding the area shows the source's count. */
  onCountChange?: (delta: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const source: CommentSourceRef = useMemo(() => ({ sourceType, sourceId }), [sourceType, sourceId]);
  const key = commentsQueryKey(source);
  const [replyTarget, setReplyTarget] = useState<ReplyTarget | null>(null);
  // Which comments show all their replies; kept while the list reloads (spec 1-core §4.5).
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());

  const list = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam }) => getComments(source, pageParam, COMMENT_LIMITS.pageSize),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.commentList.current < last.commentList.pages ? last.commentList.current + 1 : undefined,
  });
  const pages = list.data?.pages ?? [];
  const total = pages[0]?.commentList.total ?? 0;
  // A comment can appear twice when new ones push it onto the next page between loads.
  const comments = [
    ...new Map(pages.flatMap((page) => page.commentList.records).map((c) => [c.id, c])).values(),
  ];
  const likedIds = new Set(
    pages.flatMap((page) =>
      Object.entries(page.commentLikeMap)
        .filter(([, on]) => on)
        .map(([id]) => Number(id)),
    ),
  );

  const user = session.loggedIn ? session.user : null;
  const muted = user !== null && !roleAllows(user.role, 'comment_add');
  // The AC count needed to comment is said in place of the box, before anything is written (issue 13.6).
  const posting = useQuery({
    queryKey: ['comment-posting-check', sourceType, sourceId, user?.uid],
    queryFn: () => commentPostingCheck(source),
    enabled: user !== null && !muted,
  });
  const refusal = posting.data?.refusal ? refusalText(posting.data.refusal, i18n.language) : null;

  const loginFirst = () => {
    if (session.loggedIn) return true;
    toast.warning(t('comments.loginFirst'));
    openAuthDialog('Login');
    return false;
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: key });

  const submitComment = async (content: string) => {
    if (!loginFirst()) return false;
    try {
      await addComment(source, content);
    } catch {
      // The request layer has shown why; a rule that changed meanwhile is asked again.
      void posting.refetch();
      return false;
    }
    toast.success(t('comments.commentSuccess'));
    onCountChange?.(1);
    await reload();
    return true;
  };

  const actions: CommentActions = {
    mayReply: (comment) => !muted && (rules?.mayReplyTo(comment) ?? true),
    mayDelete: (authorUid) =>
      user !== null &&
      (rules ? rules.mayDelete(authorUid) : user.uid === authorUid || isAdminRole(user.role)),
    like: (comment, toLike) => {
      if (!loginFirst()) return;
      likeComment(source, comment.id, toLike)
        .then((result) => {
          queryClient.setQueryData<InfiniteData<CommentListResult>>(key, (data) =>
            data
              ? {
                  ...data,
                  pages: data.pages.map((page) => ({
                    commentList: {
                      ...page.commentList,
                      records: page.commentList.records.map((c) =>
                        c.id === comment.id ? { ...c, likeNum: result.likeNum } : c,
                      ),
                    },
                    commentLikeMap: { ...page.commentLikeMap, [comment.id]: result.liked },
                  })),
                }
              : data,
          );
        })
        .catch(() => undefined);
    },
    deleteComment: async (comment) => {
      try {
        await deleteComment(comment.id);
      } catch {
        return;
      }
      toast.success(t('comments.deleteSuccess'));
      // A comment goes with its replies.
      onCountChange?.(-(1 + comment.totalReplyNum));
      await reload();
    },
    deleteReply: async (reply) => {
      try {
        await deleteReply(source, reply.id);
      } catch {
        return;
      }
      toast.success(t('comments.deleteSuccess'));
      onCountChange?.(-1);
      await Promise.all([
        reload(),
        queryClient.invalidateQueries({ queryKey: repliesQueryKey(source, reply.commentId) }),
      ]);
    },
    openReply: (target) => {
      if (!loginFirst()) return;
      if (refusal) toast.warning(refusal);
      else setReplyTarget(target);
    },
    closeReply: () => setReplyTarget(null),
    submitReply: async (target, content) => {
      if (!loginFirst()) return false;
      try {
        await addReply(source, { commentId: target.commentId, content, to: target.to });
      } catch {
        return false;
      }
      toast.success(t('comments.replySuccess'));
      onCountChange?.(1);
      setReplyTarget(null);
      // The new reply is the newest: beyond the first 3 it shows once the comment is expanded.
      const comment = comments.find((c) => c.id === target.commentId);
      if (comment && comment.totalReplyNum + 1 > COMMENT_LIMITS.repliesShown)
        setExpanded((current) => new Set(current).add(target.commentId));
      await Promise.all([
        reload(),
        queryClient.invalidateQueries({ queryKey: repliesQueryKey(source, target.commentId) }),
      ]);
      return true;
    },
    toggleExpanded: (commentId) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(commentId)) next.add(commentId);
        return next;
      }),
  };

  return (
    <section className="comment-area" data-testid="comment-area">
      {notice}
      <Typography.Title level={4} className="comment-area-title">
        {t('comments.title')}
        <span className="comment-total" data-testid="comment-total">
          {t('comments.total', { count: total })}
        </span>
      </Typography.Title>
      {muted ? (
        <Alert type="warning" showIcon title={t('comments.muted')} data-testid="comment-muted" />
      ) : refusal ? (
        <Alert type="info" showIcon title={refusal} data-testid="comment-refusal" />
      ) : (
        <CommentEditor
          testId="comment-editor"
          placeholder={t('comments.placeholder')}
          submitText={t('comments.submit')}
          onSubmit={submitComment}
        />
      )}
      {list.isLoading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : comments.length === 0 ? (
        <div data-testid="comment-empty">
          <Empty description={t('comments.empty')} />
        </div>
      ) : (
        <ul className="comment-list" data-testid="comment-list">
          {comments.map((comment) => (
            <CommentItem
              key={comment.id}
              source={source}
              comment={comment}
              liked={likedIds.has(comment.id)}
              expanded={expanded.has(comment.id)}
              replyTarget={replyTarget}
              actions={actions}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage ? (
        <div className="comment-more">
          <Button
            type="link"
            loading={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
            data-testid="comment-load-more"
          >
            {t('comments.loadMore')}
          </Button>
        </div>
      ) : (
        comments.length > COMMENT_LIMITS.pageSize && (
          <div className="comment-more comment-no-more">{t('comments.noMore')}</div>
        )
      )}
    </section>
  );
}
