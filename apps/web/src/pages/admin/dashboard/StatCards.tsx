import { Card, Col, Row, Statistic, Typography } from 'antd';
import {
  CheckCircleOutlined,
  CloudServerOutlined,
  FieldTimeOutlined,
  SendOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DashboardInfo } from '@judge/contract';

interface Stat {
  key: keyof typeof STAT_KEYS;
  icon: ReactNode;
  color: string;
}

/** Which number of the dashboard's answer each card shows. */
const STAT_KEYS = {
  users: 'userNum',
  todaySubmissions: 'todayJudgeNum',
  todayJudged: 'todayJudgedNum',
  runningContests: 'runningContestNum',
  upcomingContests: 'recentContestNum',
  judges: 'judgeNum',
} as const satisfies Record<string, keyof DashboardInfo>;

const STATS: Stat[] = [
  { key: 'users', icon: <TeamOutlined />, color: '#8c8c8c' },
  { key: 'todaySubmissions', icon: <SendOutlined />, color: '#52c41a' },
  { key: 'todayJudged', icon: <CheckCircleOutlined />, color: '#13c2c2' },
  { key: 'runningContests', icon: <TrophyOutlined />, color: '#fa8c16' },
  { key: 'upcomingContests', icon: <FieldTimeOutlined />, color: '#1677ff' },
  { key: 'judges', icon: <CloudServerOutlined />, color: '#722ed1' },
];

/** The site's counts, as the server counted them at the last refresh. */
export function StatCards({ info }: { info: DashboardInfo | undefined }) {
  const { t } = useTranslation();
  return (
    <div>
      <Row gutter={[12, 12]}>
        {STATS.map((stat) => (
          <Col key={stat.key} xs={12} md={8}>
            <Card size="small" data-testid={`dashboard-stat-${stat.key}`}>
              <Statistic
                title={t(`adminDashboard.stats.${stat.key}`)}
                value={info ? info[STAT_KEYS[stat.key]] : '-'}
                prefix={<span style={{ color: stat.color }}>{stat.icon}</span>}
                loading={!info}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {info && (
        <Typography.Text type="secondary" style={{ display: 'block', marginTop: 8, fontSize: 12 }}>
          {t('adminDashboard.todaySince', { time: dayjs(info.dayStart).format('YYYY-MM-DD HH:mm') })}
        </Typography.Text>
      )}
    </div>
  );
}
