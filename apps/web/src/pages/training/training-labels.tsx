import { Progress, Tag, Tooltip } from 'antd';
import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { TRAINING_AUTH, type TrainingAuth } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { progressPercent, trainingProgressColor } from './training-progress';

/** Public (green) or private (red, with a lock), as the reference's list tags them. */
export function TrainingAuthTag({ auth }: { auth: TrainingAuth }) {
  const { t } = useTranslation();
  const isPrivate = auth === TRAINING_AUTH.PRIVATE;
  return (
    <Tag
      color={isPrivate ? 'error' : 'success'}
      icon={isPrivate ? <LockOutlined /> : <UnlockOutlined />}
      data-testid="training-auth-tag"
    >
      {t(`training.auth.${auth}`)}
    </Tag>
  );
}

/** A category in its colour (outlined); nothing when the training has none. */
export function TrainingCategoryTag({ name, color }: { name: string | null; color: string | null }) {
  if (!name) return null;
  return (
    <Tag
      style={{ color: color ?? undefined, borderColor: color ?? undefined, background: '#fff' }}
      data-testid="training-category-tag"
    >
      {name}
    </Tag>
  );
}

/**
 * Solved over the problems the training shows (spec 2 §2.11): the bar in the spec's colour steps with
 * "solved/total" on it (or, where the solved count has its own column, the percent to two decimals, spec 3
 * §9), and both in its tooltip.
 */
export function TrainingProgressBar({
  ac,
  total,
  testId,
  showPercent = false,
}: {
  ac: number;
  total: number;
  testId?: string;
  showPercent?: boolean;
}) {
  const { t } = useTranslation();
  const percent = progressPercent(ac, total);
  return (
    <Tooltip title={`${t('training.solved', { ac, total })} · ${percent.toFixed(2)}%`}>
      <Progress
        percent={percent}
        strokeColor={trainingProgressColor(ac, total)}
        format={() => (showPercent ? `${percent.toFixed(2)}%` : `${ac}/${total}`)}
        size="small"
        style={{ minWidth: 110, margin: 0 }}
        data-testid={testId ?? 'training-progress'}
      />
    </Tooltip>
  );
}
