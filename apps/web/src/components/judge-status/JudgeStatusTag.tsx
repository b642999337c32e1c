import { Tag, Tooltip } from 'antd';
import { LoadingOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { judgeStatusLook } from './judge-status';
import { isInProgress } from './polling';

interface JudgeStatusTagProps {
  status: number;
  /** Cases judged so far, shown while judging. */
  progressDone?: number;
  progressTotal?: number;
  large?: boolean;
}

/** A verdict in its colour; an in-progress one spins and counts its cases. */
export function JudgeStatusTag({ status, progressDone, progressTotal, large }: JudgeStatusTagProps) {
  const { t } = useTranslation();
  const look = judgeStatusLook(status);
  const inProgress = isInProgress(status);
  const showProgress = inProgress && progressTotal !== undefined && progressTotal > 0;
  const tag = (
    <Tag
      color={look.color}
      icon={inProgress ? <LoadingOutlined /> : undefined}
      className={large ? 'judge-status-tag judge-status-tag--large' : 'judge-status-tag'}
      data-testid="judge-status"
      data-status={status}
    >
      {t(`judgeStatus.${look.name}`)}
      {showProgress && ` ${progressDone ?? 0}/${progressTotal}`}
    </Tag>
  );
  return showProgress ? (
    <Tooltip title={t('judgeStatus.progress', { done: progressDone ?? 0, total: progressTotal })}>
      {tag}
    </Tooltip>
  ) : (
    tag
  );
}
