import { Card, Col, Flex, Row, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isAdminRole } from '@judge/contract';
import { useWebsiteConfig } from '../../api/site';
import { dashboardApi } from '../../api/system-config';
import { useSession } from '../../state/session';
import { AdminInfoCard } from './dashboard/AdminInfoCard';
import { JudgesCard } from './dashboard/JudgesCard';
import { RecentContestsCard } from './dashboard/RecentContestsCard';
import { ServiceInfoCard } from './dashboard/ServiceInfoCard';
import { StatCards } from './dashboard/StatCards';

/** The server's state and the judges move by the second; the reference asks every 5 s too. */
const REFRESH_MS = 5_000;

/**
 * The back office's home (spec 3 "dashboard (default redirect; recent-14-days contests shown)"): the site's
 * counts, the admin's sign-ins, this server and its judges, the contests around now. Teachers, who manage
 * classes only, get the greeting.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const config = useWebsiteConfig();
  const staff = user ? isAdminRole(user.role) : false;
  const poll = { enabled: staff, refetchInterval: REFRESH_MS } as const;
  const info = useQuery({ queryKey: ['admin', 'dashboard', 'info'], queryFn: dashboardApi.info, ...poll });
  const service = useQuery({
    queryKey: ['admin', 'dashboard', 'service'],
    queryFn: dashboardApi.serviceInfo,
    ...poll,
  });
  const judges = useQuery({
    queryKey: ['admin', 'dashboard', 'judges'],
    queryFn: dashboardApi.judges,
    ...poll,
  });
  const sessions = useQuery({
    queryKey: ['admin', 'dashboard', 'sessions'],
    queryFn: dashboardApi.sessions,
    enabled: staff,
  });

  const greeting = (
    <Typography.Title level={3} style={{ margin: 0 }}>
      {t('admin.welcome', { name: config.webName })}
    </Typography.Title>
  );
  if (!staff)
    return (
      <Card data-testid="admin-dashboard">
        {greeting}
        <Typography.Paragraph type="secondary">{t('adminDashboard.teacherHint')}</Typography.Paragraph>
      </Card>
    );

  return (
    <Flex vertical gap={16} data-testid="admin-dashboard">
      {greeting}
      <Row gutter={[16, 16]}>
        {/* Phones read the numbers first; wide screens show the admin's card on the left, as the reference. */}
        <Col xs={{ span: 24, order: 2 }} lg={{ span: 9, order: 1 }} xl={{ span: 8, order: 1 }}>
          <AdminInfoCard sessions={sessions.data} />
        </Col>
        <Col xs={{ span: 24, order: 1 }} lg={{ span: 15, order: 2 }} xl={{ span: 16, order: 2 }}>
          <Flex vertical gap={16}>
            <StatCards info={info.data} />
            <ServiceInfoCard service={service.data} />
          </Flex>
        </Col>
      </Row>
      <JudgesCard judges={judges.data} />
      <RecentContestsCard contests={info.data?.recentContests} />
    </Flex>
  );
}
