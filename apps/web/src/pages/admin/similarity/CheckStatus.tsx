import { Progress, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SimilarityCheckView } from '@judge/contract';

const COLOURS = { queued: 'default', running: 'processing', done: 'success', failed: 'error' } as const;

/** A check's status, with its progress while it runs and its error when it failed. */
export function CheckStatus({ check }: { check: SimilarityCheckView }) {
  const { t } = useTranslation();
  const share = check.progressTotal === 0 ? 0 : Math.floor((check.progressDone / check.progressTotal) * 100);
  return (
    <Space size={4} wrap data-testid={`similarity-status-${check.id}`} data-status={check.status}>
      <Tag color={COLOURS[check.status]}>{t(`similarity.statuses.${check.status}`)}</Tag>
      {check.status === 'running' && <Progress percent={share} size="small" style={{ width: 120 }} />}
      {check.status === 'done' && (
        <span>
          {check.progressDone} / {check.progressTotal}
        </span>
      )}
      {check.error && <span>{check.error}</span>}
    </Space>
  );
}
