import { useState } from 'react';
import { Button, Flex, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleOutlined, UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AC_INFO_PAGE_SIZE, AC_INFO_REFRESH_SECONDS, type AcInfoRow } from '@judge/contract';
import { contestBalloonKeys, contestBalloonsApi } from '../../api/contest-balloons';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useContest } from './ContestShell';
import { teamColumn } from './teams/team-column';
import { RefreshingTableCard } from './RefreshingTableCard';
import { RoomFilter } from './volunteers/RoomFilter';

/**
 * The AC Info tab of ACM contests (spec 2 §2.6): the balloons to run — AC time, problem with its balloon
 * colour, first blood or accepted, username, real name, delivered or not and 'Check It' — those still to
 * deliver first, 20 a page, refreshed every 10 s.
 */
export function ContestAcInfo() {
  const { t } = useTranslation();
  const { info } = useContest();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [room, setRoom] = useState('');

  const toggle = async (row: AcInfoRow) => {
    try {
      await contestBalloonsApi.check(row.id, info.id, !row.checked);
    } catch {
      return; // The request layer has said why.
    }
    await queryClient.invalidateQueries({ queryKey: contestBalloonKeys.list(info.id) });
  };

  const columns: ColumnsType<AcInfoRow> = [
    {
      title: t('contestTools.acInfo.acTime'),
      dataIndex: 'submitTime',
      responsive: ['sm'],
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('contestTools.acInfo.problem'),
      dataIndex: 'displayId',
      render: (displayId: string, row) => (
        <Flex align="center" gap={6}>
          <Tooltip
            title={
              row.color
                ? t('contestTools.acInfo.balloon', { color: row.color })
                : t('contestTools.acInfo.noBalloon')
            }
          >
            <span
              className={`contest-tools__balloon${row.color ? '' : ' contest-tools__balloon--none'}`}
              style={row.color ? { backgroundColor: row.color } : undefined}
              data-testid={`balloon-${row.id}`}
              data-color={row.color ?? ''}
            />
          </Tooltip>
          <span>{displayId}</span>
          {/* A phone has no room for the AC status column: first blood, the one that stands out, shows here. */}
          {mobile && row.firstBlood && (
            <Tag color="#ed3f14" data-testid={`first-blood-${row.id}`}>
              {t('contestTools.acInfo.firstBlood')}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      title: t('contestTools.acInfo.acStatus'),
      dataIndex: 'firstBlood',
      responsive: ['sm'],
      render: (firstBlood: boolean) =>
        firstBlood ? (
          <Tag color="#ed3f14">{t('contestTools.acInfo.firstBlood')}</Tag>
        ) : (
          <Tag color="#19be6b">{t('contestTools.acInfo.accepted')}</Tag>
        ),
    },
    {
      title: t('contestTools.username'),
      dataIndex: 'username',
      render: (username: string) => (
        <Link to={`/contest/${info.id}/submissions?username=${encodeURIComponent(username)}`}>
          {username}
        </Link>
      ),
    },
    ...(info.teamContest ? [teamColumn(t)] : []),
    { title: t('contestTools.realname'), dataIndex: 'realname', responsive: ['md'] },
    {
      title: t('contestTools.acInfo.status'),
      dataIndex: 'checked',
      responsive: ['sm'],
      render: (checked: boolean) =>
        checked ? (
          <Tag color="#19be6b">{t('contestTools.acInfo.checked')}</Tag>
        ) : (
          <Tag color="#f90">{t('contestTools.acInfo.notChecked')}</Tag>
        ),
    },
    {
      title: t('contestTools.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Button
          size="small"
          type={row.checked ? 'default' : 'primary'}
          shape="round"
          icon={row.checked ? <UndoOutlined /> : <CheckCircleOutlined />}
          onClick={() => void toggle(row)}
          aria-label={row.checked ? t('contestTools.acInfo.uncheck') : t('contestTools.acInfo.checkIt')}
          data-testid={`check-it-${row.id}`}
        >
          {!mobile && (row.checked ? t('contestTools.acInfo.uncheck') : t('contestTools.acInfo.checkIt'))}
        </Button>
      ),
    },
  ];

  return (
    <RefreshingTableCard<AcInfoRow>
      queryKey={[...contestBalloonKeys.list(info.id), room]}
      load={(page, limit) => contestBalloonsApi.list(info.id, page, limit, room)}
      filter={
        info.teamContest && <RoomFilter cid={info.id} value={room} onChange={setRoom} testId="ac-info-room" />
      }
      pageSize={AC_INFO_PAGE_SIZE}
      refreshSeconds={AC_INFO_REFRESH_SECONDS}
      columns={columns}
      texts={{
        title: t('contestTools.acInfo.title'),
        autoRefresh: t('contestTools.acInfo.autoRefresh'),
        loadFailed: t('contestTools.acInfo.loadFailed'),
        empty: t('contestTools.acInfo.empty'),
        total: (count) => t('contestTools.acInfo.total', { count }),
      }}
      testId="ac-info"
      rowClassName={(row) => (row.checked ? 'contest-tools__row--done' : '')}
    />
  );
}
