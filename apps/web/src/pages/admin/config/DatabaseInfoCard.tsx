import { Card, Descriptions, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemConfigApi } from '../../../api/system-config';
import { formatBytes } from '../dashboard/dashboard-format';
import { DatasourceForm } from './DatasourceForm';

/** The database the server runs on, and root's choice for its next start; never a password. */
export function DatabaseInfoCard() {
  const { t } = useTranslation();
  const database = useQuery({ queryKey: ['admin', 'database'], queryFn: systemConfigApi.database });
  const info = database.data;
  return (
    <Card title={t('adminConfig.database.title')} loading={database.isLoading} data-testid="database-card">
      {info && (
        <>
          <Descriptions column={{ xs: 1, md: 2 }} size="small" bordered>
            <Descriptions.Item label={t('adminConfig.database.kind')}>
              <span data-testid="database-kind">{t(`adminDashboard.service.${info.kind}`)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminConfig.database.version')}>
              {info.serverVersion}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminConfig.database.location')} span={{ xs: 1, md: 2 }}>
              <Typography.Text
                code
                copyable
                style={{ wordBreak: 'break-all' }}
                data-testid="database-location"
              >
                {info.location}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={t('adminConfig.database.size')}>
              {formatBytes(info.sizeBytes)}
            </Descriptions.Item>
            <Descriptions.Item label={t('adminConfig.database.name')}>{info.dbName}</Descriptions.Item>
            {info.dbHost && (
              <Descriptions.Item label={t('adminConfig.database.host')}>
                {info.dbHost}
                {info.dbPort ? `:${info.dbPort}` : ''}
              </Descriptions.Item>
            )}
            {info.dbUsername && (
              <Descriptions.Item label={t('adminConfig.database.user')}>{info.dbUsername}</Descriptions.Item>
            )}
            {info.poolMax !== null && (
              <Descriptions.Item label={t('adminConfig.database.poolMax')}>{info.poolMax}</Descriptions.Item>
            )}
            <Descriptions.Item label={t('adminConfig.database.configuredBy')}>
              {t(`adminConfig.database.chosenBy.${info.chosenBy}`)}
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
            {t('adminConfig.database.configuredHelp')}
          </Typography.Paragraph>
          <DatasourceForm info={info} onSaved={() => void database.refetch()} />
        </>
      )}
    </Card>
  );
}
