import { Avatar, Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { DashboardSession, DashboardSessions } from '@judge/contract';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { roleLabelKey } from '../../../i18n/roles';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { useSession } from '../../../state/session';
import { describeUserAgent } from './dashboard-format';

/** Who is signed in, their previous sign-in (the reference's card) and their latest sign-ins. */
export function AdminInfoCard({ sessions }: { sessions: DashboardSessions | undefined }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const mobile = useIsMobile();
  const previous = sessions ? describeUserAgent(sessions.userAgent) : null;
  const unknown = t('adminDashboard.unknown');
  return (
    <Card data-testid="dashboard-admin-info">
      <Flex gap={16} align="center" style={{ marginBottom: 16 }}>
        <Avatar size={64} icon={<UserOutlined />} src={user?.avatar || undefined} />
        <div style={{ minWidth: 0 }}>
          <Typography.Title level={4} style={{ margin: 0 }} ellipsis>
            {user?.username}
          </Typography.Title>
          {user && <Tag color="gold">{t(roleLabelKey(user.role))}</Tag>}
        </div>
      </Flex>
      <Typography.Text strong>{t('adminDashboard.previousSignIn')}</Typography.Text>
      <Descriptions column={1} size="small" style={{ marginTop: 8 }} data-testid="dashboard-previous-sign-in">
        <Descriptions.Item label={t('adminDashboard.time')}>
          {sessions ? <LocalTime value={sessions.gmtCreate} /> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label={t('adminDashboard.ip')}>{sessions?.ip ?? unknown}</Descriptions.Item>
        <Descriptions.Item label={t('adminDashboard.os')}>{previous?.os ?? unknown}</Descriptions.Item>
        <Descriptions.Item label={t('adminDashboard.browser')}>
          {previous?.browser ?? unknown}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Text strong>{t('adminDashboard.recentSignIns')}</Typography.Text>
      <Table<DashboardSession>
        style={{ marginTop: 8 }}
        size="small"
        rowKey="gmtCreate"
        pagination={false}
        // A phone shows the five latest: the numbers come before this card there.
        dataSource={(sessions?.recent ?? []).slice(0, mobile ? 5 : undefined)}
        data-testid="dashboard-sessions"
        columns={[
          {
            title: t('adminDashboard.time'),
            dataIndex: 'gmtCreate',
            render: (value: string) => <LocalTime value={value} format="MM-DD HH:mm" />,
          },
          {
            title: t('adminDashboard.browser'),
            key: 'agent',
            render: (_, session) => {
              const agent = describeUserAgent(session.userAgent);
              return [agent.browser, agent.os].filter(Boolean).join(', ') || unknown;
            },
          },
          {
            key: 'state',
            align: 'right',
            render: (_, session) =>
              session.current ? (
                <Tag color="blue">{t('adminDashboard.thisSession')}</Tag>
              ) : (
                <Tag color={session.active ? 'green' : undefined}>
                  {t(session.active ? 'adminDashboard.active' : 'adminDashboard.ended')}
                </Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}
