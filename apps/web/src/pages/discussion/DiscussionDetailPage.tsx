import { Breadcrumb, Button, Card, Divider, Result, Skeleton, Space, Tag, Typography } from 'antd';
import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  PushpinFilled,
  WarningOutlined,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { DiscussionDetail } from '@judge/contract';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discussionsApi } from '../../api/discussions';
import { isErrorCode } from '../../api/request';
import { CommentArea } from '../../components/comments/CommentArea';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { Markdown } from '../../components/markdown/Markdown';
import { useSession } from '../../state/session';
import { AuthorLine } from './AuthorLine';
import { useDiscussionActions } from './useDiscussionActions';
import './discussion.css';
import { categoryLabel } from './category-names';

/** One discussion (spec 2 §2.12, route DiscussionDetails); the comment area goes below it. */
export function DiscussionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const did = Number(useParams().discussionID);
  const valid = Number.isInteger(did) && did > 0;
  const actions = useDiscussionActions({ onDeleted: () => void navigate('/discussion') });
  const queryClient = useQueryClient();
  // One fetch per visit and login state: each fetch counts a view.
  const detailKey = ['discussion', 'detail', did, session.loggedIn] as const;
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: () => discussionsApi.detail(did),
    enabled: valid,
    staleTime: Infinity,
  });

  if (!valid || (detail.isError && isErrorCode(detail.error, 'NOT_FOUND'))) {
    return (
      <Result
        status="404"
        title={t('discussion.notFound')}
        extra={
          <Link to="/discussion">
            <Button type="primary">{t('discussion.backToList')}</Button>
          </Link>
        }
      />
    );
  }
  const d = detail.data;
  if (!d) return <Skeleton active paragraph={{ rows: 8 }} />;

  return (
    <div className="discussion-page" data-testid="discussion-detail-page">
      <Breadcrumb
        className="discussion-breadcrumb"
        items={[
          { title: <Link to="/home">{t('discussion.breadcrumbHome')}</Link> },
          { title: <Link to="/discussion">{t('discussion.title')}</Link> },
          ...(d.pid ? [{ title: <Link to={`/discussion/${encodeURIComponent(d.pid)}`}>{d.pid}</Link> }] : []),
          { title: d.title },
        ]}
      />
      <Card className="discussion-detail">
        <Space size={6} wrap>
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
            <span title={t('discussion.comments')} data-testid="discussion-comment-count">
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
          <Button icon={<WarningOutlined />} onClick={() => actions.report(d)} data-testid="report-button">
            {t('discussion.report')}
          </Button>
          {d.pid && (
            <Link to={`/problem/${encodeURIComponent(d.pid)}`}>
              <Button data-testid="go-to-problem">{t('discussion.goToProblem')}</Button>
            </Link>
          )}
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
              onClick={() => actions.remove(d)}
              data-testid="delete-discussion"
            >
              {t('discussion.delete')}
            </Button>
          )}
        </Space>
      </Card>
      <section className="discussion-detail__comments" data-testid="discussion-comment-area">
        <CommentArea
          sourceType="Discussion"
          sourceId={d.id}
          // The count at the top follows the comments without fetching the discussion again (a fetch is a view).
          onCountChange={(delta) =>
            queryClient.setQueryData<DiscussionDetail>(
              detailKey,
              (old) => old && { ...old, commentNum: Math.max(0, old.commentNum + delta) },
            )
          }
        />
      </section>
      {actions.dialogs}
    </div>
  );
}
