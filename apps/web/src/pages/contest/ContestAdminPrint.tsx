import { useState } from 'react';
import { Button, Space, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { CheckCircleOutlined, DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  CONTEST_PRINT_PAGE_SIZE,
  CONTEST_PRINT_REFRESH_SECONDS,
  PRINT_STATUS,
  type ContestPrintRow,
} from '@judge/contract';
import { contestPrintKeys, contestPrintsApi } from '../../api/contest-prints';
import { toast } from '../../components/feedback';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useContest } from './ContestShell';
import { teamColumn } from './teams/team-column';
import { RefreshingTableCard } from './RefreshingTableCard';
import { downloadPrintFile } from './download-print-file';
import { RoomFilter } from './volunteers/RoomFilter';

/**
 * The Admin Print tab (spec 2 §2.7): the contest's print queue for its admins — username, real name, submit
 * time, printed or not, download and OK — not printed first, 15 a page, refreshed every 10 s.
 */
export function ContestAdminPrint() {
  const { t } = useTranslation();
  const { info } = useContest();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [room, setRoom] = useState('');

  const markPrinted = async (row: ContestPrintRow) => {
    try {
      await contestPrintsApi.markPrinted(row.id, info.id);
    } catch {
      return; // The request layer has said why.
    }
    toast.success(t('contestTools.adminPrint.marked'));
    await queryClient.invalidateQueries({ queryKey: contestPrintKeys.queue(info.id) });
  };
  const download = (row: ContestPrintRow) => downloadPrintFile(() => contestPrintsApi.download(row.id));

  const columns: ColumnsType<ContestPrintRow> = [
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
      title: t('contestTools.adminPrint.submitTime'),
      dataIndex: 'gmtCreate',
      responsive: ['sm'],
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('contestTools.adminPrint.status'),
      dataIndex: 'status',
      render: (status: number) =>
        status === PRINT_STATUS.PRINTED ? (
          <Tag color="#19be6b">{t('contestTools.adminPrint.printed')}</Tag>
        ) : (
          <Tag color="#f90">{t('contestTools.adminPrint.notPrinted')}</Tag>
        ),
    },
    {
      title: t('contestTools.actions'),
      key: 'actions',
      render: (_value, row) => (
        <Space size={4} wrap>
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void download(row)}
            aria-label={t('contestTools.adminPrint.download')}
            data-testid={`print-download-${row.id}`}
          >
            {!mobile && t('contestTools.adminPrint.download')}
          </Button>
          <Button
            size="small"
            type="primary"
            icon={<CheckCircleOutlined />}
            onClick={() => void markPrinted(row)}
            aria-label={t('contestTools.adminPrint.ok')}
            data-testid={`print-ok-${row.id}`}
          >
            {!mobile && t('contestTools.adminPrint.ok')}
          </Button>
        </Space>
      ),
    },
  ];

  return (
    <RefreshingTableCard<ContestPrintRow>
      queryKey={[...contestPrintKeys.queue(info.id), room]}
      load={(page, limit) => contestPrintsApi.list(info.id, page, limit, room)}
      filter={
        info.teamContest && (
          <RoomFilter cid={info.id} value={room} onChange={setRoom} testId="admin-print-room" />
        )
      }
      pageSize={CONTEST_PRINT_PAGE_SIZE}
      refreshSeconds={CONTEST_PRINT_REFRESH_SECONDS}
      columns={columns}
      texts={{
        title: t('contestTools.adminPrint.title'),
        autoRefresh: t('contestTools.adminPrint.autoRefresh'),
        loadFailed: t('contestTools.adminPrint.loadFailed'),
        empty: t('contestTools.adminPrint.empty'),
        total: (count) => t('contestTools.adminPrint.total', { count }),
      }}
      testId="admin-print"
    />
  );
}
