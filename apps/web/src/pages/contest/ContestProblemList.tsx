import { useEffect } from 'react';
import { Button, Empty, Flex, Progress, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { ReloadOutlined } from '@ant-design/icons';
import { CONTEST_TYPE, JudgeStatus, type ContestProblemRow } from '@judge/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestProblemsApi } from '../../api/contest-problems';
import { ProblemStatusIcon } from '../../components/judge-status/ProblemStatusIcon';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import { ContestStatus } from './contest-time';
import { storeProblemList } from './problem-nav';
import { contestProblemListKey, listStaleTime, useStartPushWait } from './contest-start-push';
import { useStore } from '../../state/store';
import { liveUp } from '../../live/live-connection';

export { contestProblemListKey };

/** AC over total as a whole percent; 0 when nothing was judged. */
export const acRatePercent = (ac: number, total: number) => (total > 0 ? Math.round((ac / total) * 100) : 0);

/**
 * The problems tab (spec 2 §2.3): status (or the OI score), display id, title, AC, total and the AC
 * rate bar; a row opens the problem. Without realtime permission the counts are '?'. The display ids
 * are stored for the problem page's previous / next.
 */
export function ContestProblemList() {
  return (
    <ContestAccessGate>
      <ProblemTable />
    </ContestAccessGate>
  );
}

function ProblemTable() {
  const { t } = useTranslation();
  const { info, status } = useContest();
  const navigate = useNavigate();
  const mobile = useIsMobile();
  // Before the start the server refuses the list (spec 2 §2.2); it loads the moment the clock says running, from
  // the start's push where the stream is held (contest-start-push.ts), else by asking.
  const notStarted = status === ContestStatus.SCHEDULED;
  const queryClient = useQueryClient();
  const awaitingPush = useStartPushWait(
    info.id,
    useStore(liveUp),
    queryClient.getQueryData(contestProblemListKey(info.id)) !== undefined,
  );
  const query = useQuery({
    queryKey: contestProblemListKey(info.id),
    queryFn: () => contestProblemsApi.list(info.id),
    enabled: !notStarted && !awaitingPush,
    staleTime: listStaleTime,
  });
  const rows = query.data;
  useEffect(() => {
    if (rows)
      storeProblemList(
        info.id,
        rows.map((row) => row.displayId),
      );
  }, [rows, info.id]);

  const isOi = info.type === CONTEST_TYPE.OI;
  const problemPath = (row: ContestProblemRow) =>
    `/contest/${info.id}/problem/${encodeURIComponent(row.displayId)}`;
  const hidden = (
    <Tooltip title={t('contestProblem.list.hiddenCount')}>
      <span>?</span>
    </Tooltip>
  );

  const columns: ColumnsType<ContestProblemRow> = [
    {
      title: isOi ? t('contestProblem.list.score') : t('contestProblem.list.status'),
      key: 'status',
      width: mobile ? 48 : 72,
      align: 'center',
      render: (_, row) =>
        // OI: the score once known; the icon otherwise ('?' status -5 shows as attempted).
        isOi && row.score !== null ? (
          <Typography.Text strong type={row.myStatus === JudgeStatus.ACCEPTED ? 'success' : undefined}>
            {row.score}
          </Typography.Text>
        ) : (
          <ProblemStatusIcon status={row.myStatus} />
        ),
    },
    {
      title: t('contestProblem.list.displayId'),
      dataIndex: 'displayId',
      width: mobile ? 56 : 90,
      render: (displayId: string, row) => (
        <Flex align="center" gap={6}>
          {row.color && (
            <span className="contest-problems__balloon" style={{ backgroundColor: row.color }} aria-hidden />
          )}
          <Link to={problemPath(row)}>{displayId}</Link>
        </Flex>
      ),
    },
    {
      title: t('contestProblem.list.title'),
      dataIndex: 'displayTitle',
      ellipsis: !mobile,
      render: (title: string, row) => (
        <Link to={problemPath(row)} data-testid={`contest-problem-${row.displayId}`}>
          {title}
        </Link>
      ),
    },
    {
      title: t('contestProblem.list.ac'),
      dataIndex: 'ac',
      width: 70,
      align: 'right',
      render: (ac: number | null) => (ac === null ? hidden : ac),
    },
    {
      title: t('contestProblem.list.total'),
      dataIndex: 'total',
      width: 70,
      align: 'right',
      responsive: ['sm'],
      render: (total: number | null) => (total === null ? hidden : total),
    },
    {
      title: t('contestProblem.list.acRate'),
      key: 'rate',
      width: 160,
      responsive: ['md'],
      render: (_, row) =>
        row.ac === null || row.total === null ? (
          hidden
        ) : (
          <Progress percent={acRatePercent(row.ac, row.total)} size="small" status="normal" />
        ),
    },
  ];

  if (notStarted)
    return <Empty description={t('contestProblem.notStarted')} data-testid="contest-not-started" />;

  return (
    <div data-testid="contest-problem-list">
      <Flex justify="flex-end" style={{ marginBottom: 12 }}>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void query.refetch()}
          loading={query.isFetching}
          data-testid="refresh-contest-problems"
        >
          {t('contestProblem.list.refresh')}
        </Button>
      </Flex>
      <Table<ContestProblemRow>
        rowKey="pid"
        size="middle"
        columns={columns}
        dataSource={rows ?? []}
        loading={query.isLoading}
        pagination={false}
        rowClassName="contest-problems__row"
        onRow={(row) => ({ onClick: () => void navigate(problemPath(row)) })}
        locale={{ emptyText: query.isError ? query.error.message : t('contestProblem.list.empty') }}
      />
    </div>
  );
}
