import { Button, Flex, Switch } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/**
 * The header of the contest admins' live tables (spec 2 §2.6, §2.7): an auto-refresh switch (on by default:
 * the tables refresh every 10 s) and a button to refresh now.
 */
export function RefreshControls({
  autoRefresh,
  onAutoRefreshChange,
  autoRefreshLabel,
  onRefresh,
  refreshing,
  testId,
}: {
  autoRefresh: boolean;
  onAutoRefreshChange: (on: boolean) => void;
  autoRefreshLabel: string;
  onRefresh: () => void;
  refreshing: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <Flex gap={12} align="center" wrap justify="flex-end">
      <Flex gap={6} align="center">
        <Switch
          size="small"
          checked={autoRefresh}
          onChange={onAutoRefreshChange}
          aria-label={autoRefreshLabel}
          data-testid={`${testId}-auto-refresh`}
        />
        <span>{autoRefreshLabel}</span>
      </Flex>
      <Button
        size="small"
        type="primary"
        icon={<ReloadOutlined spin={refreshing} />}
        onClick={onRefresh}
        data-testid={`${testId}-refresh`}
      >
        {t('contestTools.refresh')}
      </Button>
    </Flex>
  );
}
