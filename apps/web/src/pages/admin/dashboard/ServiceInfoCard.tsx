import { Card, Descriptions, Progress } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ServiceInfo } from '@judge/contract';
import { durationText } from '../../contest/contest-labels';
import { formatBytes } from './dashboard-format';

/** Busy shares turn orange, then red, as the machine fills up. */
const loadColor = (percent: number) => (percent >= 90 ? '#ff4d4f' : percent >= 70 ? '#faad14' : '#52c41a');

/** The server process and its machine: version, uptime, CPU, memory, database (refreshed every few seconds). */
export function ServiceInfoCard({ service }: { service: ServiceInfo | undefined }) {
  const { t } = useTranslation();
  return (
    <Card title={t('adminDashboard.service.title')} loading={!service} data-testid="dashboard-service">
      {service && (
        <Descriptions column={{ xs: 1, sm: 2 }} size="small">
          <Descriptions.Item label={t('adminDashboard.service.version')}>{service.version}</Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.uptime')}>
            <span data-testid="dashboard-uptime">{durationText(t, service.uptimeSeconds)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.node')}>
            {service.nodeVersion}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.host')}>{service.hostname}</Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.platform')} span={{ xs: 1, sm: 2 }}>
            {service.platform}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.cpu', { count: service.backupCores })}>
            <Progress
              percent={service.cpuPercent}
              strokeColor={loadColor(service.cpuPercent)}
              size="small"
              style={{ width: 160, margin: 0 }}
            />
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.load')}>
            {service.loadAverage.map((value) => value.toFixed(2)).join(' / ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.memory')} span={{ xs: 1, sm: 2 }}>
            <Progress
              percent={service.memory.usedPercent}
              strokeColor={loadColor(service.memory.usedPercent)}
              size="small"
              style={{ width: 160, margin: '0 8px 0 0' }}
            />
            {t('adminDashboard.service.memoryUsed', {
              used: formatBytes(service.memory.totalBytes - service.memory.freeBytes),
              total: formatBytes(service.memory.totalBytes),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.process')}>
            {t('adminDashboard.service.processMemory', {
              rss: formatBytes(service.processMemory.rssBytes),
              heap: formatBytes(service.processMemory.heapUsedBytes),
            })}
          </Descriptions.Item>
          <Descriptions.Item label={t('adminDashboard.service.database')}>
            <span data-testid="dashboard-database">
              {t(`adminDashboard.service.${service.database.kind}`)} ·{' '}
              {formatBytes(service.database.sizeBytes)}
            </span>
          </Descriptions.Item>
        </Descriptions>
      )}
    </Card>
  );
}
