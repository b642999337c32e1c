import { Breadcrumb, Button, Card, Result, Skeleton } from 'antd';
import { WarningOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { discussionsApi } from '../../api/discussions';
import { isErrorCode } from '../../api/request';
import { useSession } from '../../state/session';
import { DiscussionDetailBody } from './DiscussionDetailBody';
import { useDiscussionActions } from './useDiscussionActions';
import './discussion.css';

/** One discussion (spec 2 §2.12, route DiscussionDetails); the comment area goes below it. */
export function DiscussionDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const did = Number(useParams().discussionID);
  const valid = Number.isInteger(did) && did > 0;
  const actions = useDiscussionActions({ onDeleted: () => void navigate('/discussion') });
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
      <DiscussionDetailBody
        d={d}
        detailKey={detailKey}
        actions={actions}
        frame={(text) => <Card className="discussion-detail">{text}</Card>}
        extra={
          <>
            <Button icon={<WarningOutlined />} onClick={() => actions.report(d)} data-testid="report-button">
              {t('discussion.report')}
            </Button>
            {d.pid && (
              <Link to={`/problem/${encodeURIComponent(d.pid)}`}>
                <Button data-testid="go-to-problem">{t('discussion.goToProblem')}</Button>
              </Link>
            )}
          </>
        }
      />
      {actions.dialogs}
    </div>
  );
}
