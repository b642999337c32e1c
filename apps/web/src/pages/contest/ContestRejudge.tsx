import { useEffect, useState } from 'react';
import { App, Button, Card, Flex, Result, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { RedoOutlined, SyncOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestProblemRow } from '@judge/contract';
import { contestAdminApi } from '../../api/contest-admin';
import { contestProblemsApi } from '../../api/contest-problems';
import { toast } from '../../components/feedback';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useContest } from './ContestShell';
import { contestProblemListKey } from './ContestProblemList';
import { stillJudging } from './rejudge-watch';
import './ContestTools.css';

/** How often the counts are read: quickly while a rejudge is being judged, as the AC helper otherwise. */
const WATCH_MS = 2_000;
const IDLE_MS = 10_000;

/**
 * The Rejudge tab (spec 2 §2.9, root only): the contest's problems with their AC and total, and a Rejudge All
 * button per problem that sends every submission of it back to the judge after a confirmation.
 */
export function ContestRejudge() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { info } = useContest();
  const mobile = useIsMobile();
  /** pid -> the problem's total before its rejudge, while its submissions are judged again. */
  const [waiting, setWaiting] = useState<Record<number, number>>({});
  const [sending, setSending] = useState<number | null>(null);
  const watching = Object.keys(waiting).length > 0;
  const list = useQuery({
    queryKey: contestProblemListKey(info.id),
    queryFn: () => contestProblemsApi.list(info.id),
    refetchInterval: watching ? WATCH_MS : IDLE_MS,
  });

  useEffect(() => {
    if (list.data) setWaiting((current) => stillJudging(current, list.data));
  }, [list.data]);

  const rejudge = async (row: ContestProblemRow) => {
    setSending(row.pid);
    try {
      const { count } = await contestAdminApi.rejudgeProblem(info.id, row.pid);
      if (count === 0) toast.info(t('contestAdmin.rejudge.nothing', { displayId: row.displayId }));
      else {
        toast.success(t('contestAdmin.rejudge.success', { count }));
        setWaiting((current) => ({ ...current, [row.pid]: row.total ?? 0 }));
      }
      await list.refetch();
    } catch {
      // The request layer has said why.
    } finally {
      setSending(null);
    }
  };

  const confirm = (row: ContestProblemRow) =>
    modal.confirm({
      title: t('contestAdmin.rejudge.confirmTitle', { displayId: row.displayId }),
      content: t('contestAdmin.rejudge.confirm'),
      okText: t('contestAdmin.rejudge.rejudgeAll'),
      cancelText: t('common.cancel'),
      onOk: () => rejudge(row),
    });

  const columns: ColumnsType<ContestProblemRow> = [
    {
      title: t('contestAdmin.rejudge.problem'),
      dataIndex: 'displayId',
      render: (displayId: string, row) => (
        <Flex align="center" gap={6} wrap>
          <span
            className={`contest-tools__balloon${row.color ? '' : ' contest-tools__balloon--none'}`}
            style={row.color ? { backgroundColor: row.color } : undefined}
          />
          <Typography.Text strong>{displayId}</Typography.Text>
          <span>{row.displayTitle}</span>
          {waiting[row.pid] !== undefined && (
            <Tag icon={<SyncOutlined spin />} color="processing" data-testid={`rejudging-${row.displayId}`}>
              {t('contestAdmin.rejudge.judging')}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      title: t('contestAdmin.rejudge.ac'),
      dataIndex: 'ac',
      width: mobile ? 48 : 90,
      render: (ac: number | null, row) => <span data-testid={`rejudge-ac-${row.displayId}`}>{ac ?? 0}</span>,
    },
    {
      title: t('contestAdmin.rejudge.total'),
      dataIndex: 'total',
      width: mobile ? 56 : 90,
      render: (total: number | null, row) => (
        <span data-testid={`rejudge-total-${row.displayId}`}>{total ?? 0}</span>
      ),
    },
    {
      title: t('contestAdmin.rejudge.actions'),
      key: 'actions',
      width: mobile ? 64 : 160,
      render: (_value, row) => (
        <Button
          type="primary"
          shape="round"
          size="small"
          icon={<RedoOutlined />}
          loading={sending === row.pid}
          disabled={sending !== null && sending !== row.pid}
          onClick={() => confirm(row)}
          aria-label={t('contestAdmin.rejudge.rejudgeAllOf', { displayId: row.displayId })}
          data-testid={`rejudge-${row.displayId}`}
        >
          {!mobile && t('contestAdmin.rejudge.rejudgeAll')}
        </Button>
      ),
    },
  ];

  return (
    <Card size="small" title={t('contestAdmin.rejudge.title')} data-testid="contest-rejudge">
      <Typography.Paragraph type="secondary">{t('contestAdmin.rejudge.hint')}</Typography.Paragraph>
      {list.isError && !list.data ? (
        <Result status="warning" title={t('contestAdmin.rejudge.loadFailed')} />
      ) : (
        <Table<ContestProblemRow>
          rowKey="pid"
          size="small"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isLoading}
          pagination={false}
          locale={{ emptyText: t('contestAdmin.rejudge.empty') }}
        />
      )}
    </Card>
  );
}
