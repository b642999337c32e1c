import type { ReactNode } from 'react';
import { Button, Divider, Space, Tag, Typography } from 'antd';
import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { DiscussionDetail, DiscussionView } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { CommentArea } from '../../components/comments/CommentArea';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { Markdown } from '../../components/markdown/Markdown';
import { AuthorLine } from './AuthorLine';
import { categoryLabel } from './category-names';
import './discussion.css';

/** What the body offers on the discussion: the public area's and the group's own rules decide. */
export interface DiscussionBodyActions {
  like(d: DiscussionDetail): unknown;
  canEdit(d: DiscussionView): boolean;
  canDelete(d: DiscussionView): boolean;
  openEdit(d: DiscussionDetail): unknown;
  remove(d: DiscussionView): unknown;
}

/**
 * One discussion's text and its comment area, shared by the public area's page (DiscussionDetailPage) and a
 * group's (GroupDiscussionDetail): title with the pinned and disabled marks, author and counts, description,
 * Markdown content, the like, edit and delete buttons (and `extra` ones), then the comments, whose count patches
 * the cached detail under `detailKey` (fetching it again would count a view).
 */
export function DiscussionDetailBody({
  d,
  detailKey,
  actions,
  extra,
  headClassName,
  countTestId = 'discussion-comment-count',
  frame = (text) => text,
}: {
  d: DiscussionDetail;
  detailKey: QueryKey;
  actions: DiscussionBodyActions;
  extra?: ReactNode;
  headClassName?: string;
  countTestId?: string;
  /** Wraps the text above the comments (the public page puts it on a card). */
  frame?: (text: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const text = (
    <>
      <Space size={6} wrap className={headClassName}>
        {d.topPriority && (
          <Tag color="red" icon={<PushpinFilled />} data-testid="pinned-marker">
            {t('discussion.pinned')}
          </Tag>
        )}
        {d.status === 1 && <Tag>{t('discussion.disabled')}</Tag>}
        <Typography.Title
          level={3}
          className="discussion-detail__title"
          data-testid="discussion-detail-title"
        >
          {d.title}
        </Typography.Title>
      </Space>
      <div className="discussion-card__meta discussion-detail__meta">
        <AuthorLine {...d} />
        <Space size={12} wrap className="discussion-card__counts">
          <Tag color="blue">{categoryLabel(d.categoryName, t)}</Tag>
          <span title={t('discussion.comments')} data-testid={countTestId}>
            <CommentOutlined /> {d.commentNum}
          </span>
          <span title={t('discussion.views')}>
            <EyeOutlined /> {d.viewNum}
          </span>
          <LocalTime value={d.gmtCreate} format="YYYY-MM-DD HH:mm" />
        </Space>
      </div>
      <Typography.Paragraph type="secondary" className="discussion-detail__description">
        {d.description}
      </Typography.Paragraph>
      <Divider className="discussion-detail__divider" />
      <Markdown className="discussion-detail__content">{d.content}</Markdown>
      <Divider className="discussion-detail__divider" />
      <Space wrap>
        <Button
          type={d.hasLike ? 'primary' : 'default'}
          icon={d.hasLike ? <LikeFilled /> : <LikeOutlined />}
          onClick={() => void actions.like(d)}
          data-testid="like-button"
        >
          {(d.hasLike ? t('discussion.cancelLike') : t('discussion.like')) + ` ${d.likeNum}`}
        </Button>
        {extra}
        {actions.canEdit(d) && (
          <Button
            icon={<EditOutlined />}
            onClick={() => void actions.openEdit(d)}
            data-testid="edit-discussion"
          >
            {t('discussion.edit')}
          </Button>
        )}
        {actions.canDelete(d) && (
          <Button
            danger
            icon={<DeleteOutlined />}
            onClick={() => void actions.remove(d)}
            data-testid="delete-discussion"
          >
            {t('discussion.delete')}
          </Button>
        )}
      </Space>
    </>
  );
  return (
    <>
      {frame(text)}
      <section className="discussion-detail__comments" data-testid="discussion-comment-area">
        <CommentArea
          sourceType="Discussion"
          sourceId={d.id}
          onCountChange={(delta) =>
            queryClient.setQueryData<DiscussionDetail>(
              detailKey,
              (old) => old && { ...old, commentNum: Math.max(0, old.commentNum + delta) },
            )
          }
        />
      </section>
    </>
  );
}
