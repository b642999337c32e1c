import { Button, Result, Skeleton } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, type DiscussionDetail } from '@judge/contract';
import { discussionsApi } from '../../api/discussions';
import { groupKey } from '../../api/groups';
import { isErrorCode } from '../../api/request';
import { DiscussionDetailBody } from '../discussion/DiscussionDetailBody';
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
        <DiscussionDetailBody
          d={d}
          detailKey={detailKey}
          actions={{ ...actions, like }}
          headClassName="group-discussion__head"
          countTestId="discussion-comment-num"
        />
        {actions.dialog}
      </div>
    );
  };
  return <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>{body()}</GroupLevelGate>;
}
