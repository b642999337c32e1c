import { Card, Descriptions, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../i18n/roles';
import { useWebsiteConfig } from '../../api/site';
import { useSession } from '../../state/session';

export function DashboardPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const config = useWebsiteConfig();
  return (
    <Card data-testid="admin-dashboard">
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('admin.welcome', { name: config.webName })}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t('admin.dashboardHint')}</Typography.Paragraph>
      <Descriptions bordered column={{ xs: 1, md: 2 }} size="middle">
        <Descriptions.Item label={t('admin.signedInAs')}>{user?.username}</Descriptions.Item>
        <Descriptions.Item label={t('admin.role')}>
          {user ? t(roleLabelKey(user.role)) : ''}
        </Descriptions.Item>
        <Descriptions.Item label={t('admin.site')}>{config.webName}</Descriptions.Item>
        <Descriptions.Item label={t('admin.lastLogin')}>
          {user?.recentLoginTime ? dayjs(user.recentLoginTime).format('YYYY-MM-DD HH:mm:ss') : '-'}
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
