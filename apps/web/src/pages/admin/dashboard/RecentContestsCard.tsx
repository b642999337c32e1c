import { Card, Space, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DashboardContest } from '@judge/contract';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { ContestAuthTag, ContestStatusTag, ContestTypeTag } from '../../contest/contest-labels';

/** The contests ended in the last 14 days, running, or starting in the next 14 (spec 3 "recent-14-days"). */
export function RecentContestsCard({ contests }: { contests: DashboardContest[] | undefined }) {
  const { t } = useTranslation();
  return (
    // The title wraps on a phone instead of losing its end.
    <Card
      title={t('adminDashboard.contestsTitle')}
      styles={{ title: { whiteSpace: 'normal' } }}
      data-testid="dashboard-contests"
    >
      <Table<DashboardContest>
        rowKey="id"
        size="small"
        loading={!contests}
        dataSource={contests ?? []}
        pagination={false}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('adminDashboard.noContests') }}
        columns={[
          {
            title: t('adminDashboard.contestTitle'),
            dataIndex: 'title',
            ellipsis: true,
            render: (title: string, contest) => (
              <Space size={4}>
                <Link to={`/admin/contest/${contest.id}/edit`}>{title}</Link>
                {!contest.visible && <Tag>{t('adminDashboard.hidden')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('adminDashboard.contestStatus'),
            dataIndex: 'status',
            width: 100,
            render: (status: number) => <ContestStatusTag status={status} />,
          },
          {
            title: t('adminDashboard.contestRule'),
            key: 'rule',
            width: 150,
            render: (_, contest) => (
              <Space size={4}>
                <ContestTypeTag type={contest.type} />
                <ContestAuthTag auth={contest.auth} />
              </Space>
            ),
          },
          {
            title: t('adminDashboard.contestStart'),
            dataIndex: 'startTime',
            width: 150,
            render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
          },
          {
            title: t('adminDashboard.contestEnd'),
            dataIndex: 'endTime',
            width: 150,
            render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
          },
        ]}
      />
    </Card>
  );
}
