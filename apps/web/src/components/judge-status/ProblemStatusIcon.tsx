import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { JudgeStatus } from '@judge/contract';
import { useTranslation } from 'react-i18next';

/** The user's state on a problem (spec 1-core §4.1): none when never tried, a check when solved, a minus otherwise. */
export function ProblemStatusIcon({ status }: { status: number }) {
  const { t } = useTranslation();
  if (status === JudgeStatus.NOT_SUBMITTED) return null;
  if (status === JudgeStatus.ACCEPTED)
    return (
      <Tooltip title={t('problemList.solved')}>
        <CheckOutlined style={{ color: '#52c41a' }} data-testid="problem-solved" />
      </Tooltip>
    );
  return (
    <Tooltip title={t('problemList.attempted')}>
      <MinusOutlined style={{ color: '#fa8c16' }} data-testid="problem-attempted" />
    </Tooltip>
  );
}
