import { Empty, Flex, Skeleton } from 'antd';
import { CalendarOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestsApi } from '../../api/contests';
import { toast } from '../../components/feedback';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { ContestStatusTag } from './contest-labels';
import { PlainList } from '../../components/plain-list/PlainList';
import { PlainCard } from '../../components/plain-card/PlainCard';
import { PlainTypography } from '../../components/plain-typography/PlainTypography';
import './RecentContests.css';

/**
 * The recent-contest sidebar of /problem (spec 1-core §2.6): running contests and those about to
 * start, each with its title linking to the contest, its status and its start.
 */
export function RecentContests() {
  const { t } = useTranslation();
  const session = useSession();
  const recent = useQuery({ queryKey: ['recent-contests'], queryFn: contestsApi.recent, staleTime: 60_000 });
  const contests = recent.data ?? [];

  return (
    <PlainCard
      size="small"
      title={t('contest.recent')}
      className="recent-contests"
      data-testid="recent-contests"
    >
      {recent.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : contests.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('contest.recentEmpty')} />
      ) : (
        <PlainList
          size="small"
          dataSource={contests}
          renderItem={(contest) => (
            <PlainList.Item key={contest.id} data-testid={`recent-contest-${contest.id}`}>
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <Flex justify="space-between" align="flex-start" gap={8}>
                  <Link
                    to={`/contest/${contest.id}`}
                    className="recent-contests__title"
                    onClick={(event) => {
                      if (session.loggedIn) return;
                      event.preventDefault();
                      toast.warning(t('guard.loginFirst'));
                      openAuthDialog('Login');
                    }}
                  >
                    {contest.title}
                  </Link>
                  <ContestStatusTag status={contest.status} />
                </Flex>
                <PlainTypography.Text type="secondary" className="recent-contests__time">
                  <CalendarOutlined /> {dayjs(contest.startTime).format('YYYY-MM-DD HH:mm')}
                </PlainTypography.Text>
              </Flex>
            </PlainList.Item>
          )}
        />
      )}
    </PlainCard>
  );
}
