import { useEffect, useState, type ReactNode } from 'react';
import { Button, Flex, Input, Switch, Tooltip } from 'antd';
import { DownloadOutlined, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ScoreboardState } from './useScoreboard';

/** A switch with its label, clickable as one (the reference's switch rows). */
export function LabelledSwitch({
  label,
  checked,
  onChange,
  disabled,
  hint,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  hint?: string;
  testId: string;
}) {
  const control = (
    <label className="scoreboard-switch">
      <Switch size="small" checked={checked} onChange={onChange} disabled={disabled} data-testid={testId} />
      <span>{label}</span>
    </label>
  );
  return hint ? <Tooltip title={hint}>{control}</Tooltip> : control;
}

/**
 * Above the board: the search (server-side keyword over shown name, username and school) and the
 * switches of spec 2 §2.5: auto refresh (off and disabled once the contest has ended), star users,
 * chart, and for contest admins force update and the CSV download. `extra` holds a page's own
 * controls (the outside board's large text and full screen).
 */
export function ScoreboardToolbar({
  state,
  ended,
  isContestAdmin,
  showChart,
  onShowChart,
  onDownload,
  downloading,
  extra,
}: {
  state: ScoreboardState;
  ended: boolean;
  isContestAdmin: boolean;
  showChart: boolean;
  onShowChart: (show: boolean) => void;
  onDownload: () => void;
  downloading: boolean;
  extra?: ReactNode;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState(state.keyword);
  useEffect(() => setTyped(state.keyword), [state.keyword]);
  return (
    <Flex gap={12} wrap align="center" justify="space-between" className="scoreboard-toolbar">
      <Input.Search
        allowClear
        value={typed}
        maxLength={100}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => state.search(value)}
        placeholder={t('scoreboard.search')}
        className="scoreboard-toolbar__search"
        data-testid="board-search"
      />
      <Flex gap={16} wrap align="center" className="scoreboard-toolbar__switches">
        <LabelledSwitch
          label={t('scoreboard.autoRefresh')}
          checked={state.autoRefresh}
          onChange={state.setAutoRefresh}
          disabled={ended}
          hint={ended ? t('scoreboard.autoRefreshEnded') : undefined}
          testId="board-auto-refresh"
        />
        <LabelledSwitch
          label={t('scoreboard.showStars')}
          checked={state.showStars}
          onChange={state.setShowStars}
          testId="board-show-stars"
        />
        <LabelledSwitch
          label={t('scoreboard.showChart')}
          checked={showChart}
          onChange={onShowChart}
          testId="board-show-chart"
        />
        {isContestAdmin && (
          <LabelledSwitch
            label={t('scoreboard.forceUpdate')}
            checked={state.forceRefresh}
            onChange={state.setForceRefresh}
            hint={t('scoreboard.forceUpdateHint')}
            testId="board-force-update"
          />
        )}
        {extra}
        <Button
          icon={<ReloadOutlined />}
          onClick={state.refresh}
          loading={state.page.isFetching}
          data-testid="board-refresh"
        >
          {t('scoreboard.refresh')}
        </Button>
        {isContestAdmin && (
          <Button
            icon={<DownloadOutlined />}
            onClick={onDownload}
            loading={downloading}
            data-testid="board-download"
          >
            {t('scoreboard.download')}
          </Button>
        )}
      </Flex>
    </Flex>
  );
}
