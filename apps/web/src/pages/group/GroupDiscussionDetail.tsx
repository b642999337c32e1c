import { Button, Divider, Result, Skeleton, Space, Tag, Typography } from 'antd';
import {
  CommentOutlined,
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LikeFilled,
  LikeOutlined,
  PushpinFilled,
} from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, type DiscussionDetail } from '@judge/contract';
import { discussionsApi } from '../../api/discussions';
import { groupKey } from '../../api/groups';
import { isErrorCode } from '../../api/request';
import { CommentArea } from '../../components/comments/CommentArea';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { Markdown } from '../../components/markdown/Markdown';
import { AuthorLine } from '../discussion/AuthorLine';
import { GroupLevelGate, useGroup } from './GroupShell';
import { useGroupDiscussionActions } from './useGroupDiscussionActions';
import '../discussion/discussion.css';

/**
 * One discussion of the group (spec 3 "discussion-detail/{discussionID}"): read through the general call, which
 * follows the group's rules; the like, the author's edit, delete for the author and the group's admins, and the
 * comment area under it.
 */
export function GroupDiscussionDetail() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const did = Number(useParams().discussionID);
  const valid = Number.isInteger(did) && did > 0;
  const back = `/group/${group.id}/discussion`;
  const actions = useGroupDiscussionActions({ onDeleted: () => void navigate(back) });
  // One fetch per visit: each fetch counts a view.
  const detailKey = [...groupKey(group.id), 'discussions', 'detail', did];
  const detail = useQuery({
    queryKey: detailKey,
    queryFn: () => discussionsApi.detail(did),
    enabled: valid,
    staleTime: Infinity,
  });

  const missing = !valid || (detail.isError && isErrorCode(detail.error, 'NOT_FOUND'));
  const body = () => {
    if (missing)
      return (
        <Result
          status="404"
          title={t('group.discussion.notFound')}
          extra={
            <Link to={back}>
              <Button type="primary">{t('group.discussion.backToList')}</Button>
            </Link>
          }
        />
      );
    const d = detail.data;
    if (!d) return <Skeleton active paragraph={{ rows: 6 }} />;
    const like = async () => {
      const liked = await discussionsApi.like(d.id, !d.hasLike);
      queryClient.setQueryData<DiscussionDetail>(detailKey, (old) => old && { ...old, ...liked });
    };
    return (
      <div className="discussion-page" data-testid="group-discussion-detail">
        <Link to={back}>{t('group.discussion.backToList')}</Link>
        <Space size={6} wrap className="group-discussion__head">
          {d.topPriority && (
            <Tag color="red" icon={<PushpinFilled />}>
              {t('group.discussion.pinned')}
            </Tag>
          )}
          {d.status === 1 && <Tag>{t('group.discussion.disabled')}</Tag>}
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
            <Tag color="blue">{d.categoryName}</Tag>
            <span title={t('discussion.comments')} data-testid="discussion-comment-num">
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
            onClick={() => void like()}
            data-testid="like-button"
          >
            {(d.hasLike ? t('discussion.cancelLike') : t('discussion.like')) + ` ${d.likeNum}`}
          </Button>
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
        {actions.dialog}
      </div>
    );
  };
  return <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>{body()}</GroupLevelGate>;
}
