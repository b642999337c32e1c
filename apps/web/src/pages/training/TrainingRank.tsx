import { useMemo, useState } from 'react';
import { Alert, Avatar, Flex, Input, Select, Table, Tooltip, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  PAGE_SIZES,
  TRAINING_RANK_PAGE_SIZE,
  verdictAbbreviation,
  type TrainingProblemRow,
  type TrainingRankCell,
  type RoleId,
  type TrainingRankRow,
} from '@judge/contract';
import { groupsApi } from '../../api/groups';
import { trainingsApi } from '../../api/trainings';
import { judgeStatusLook } from '../../components/judge-status/judge-status';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useSession } from '../../state/session';
import { cellTone, formatRunTime, shownName } from './training-rank-cells';
import {
  mayFilterByGroup,
  readRankGroup,
  showsGroupFilter,
  storeRankGroup,
  type RankGroup,
} from './training-rank-group';
import { trainingProblemPath } from './TrainingProblemTable';
import { trainingKey, trainingProblemsKey } from './training-keys';
import { TrainingAccessGate, useTraining } from './TrainingShell';

/** The groups a signed-in teacher or admin is a member of (the list's largest page), for the group filter. */
function useMyGroups(role: RoleId | undefined): RankGroup[] {
  const mine = useQuery({
    queryKey: ['groups', 'mine', 'training-rank-filter'],
    queryFn: () => groupsApi.list({ currentPage: 1, limit: MY_GROUPS_LIMIT, onlyMine: true }),
    enabled: mayFilterByGroup(role),
  });
  return useMemo(
    () => (mine.data?.records ?? []).map((group) => ({ id: group.id, name: group.name })),
    [mine.data],
  );
}
const MY_GROUPS_LIMIT = 120;

/** The rank tab (spec 2 §2.11 TrainingRank). */
export function TrainingRank() {
  return (
    <TrainingAccessGate>
      <RankTable />
    </TrainingAccessGate>
  );
}

/**
 * 30 rows a page (spec 2 §9): rank, user (real names for the training's admins), solved, total run time
 * and a cell per problem in the training's order (the first AC with its fastest run, else the latest
 * verdict); search by user or school; teachers and admins narrow it to one of their groups, remembered.
 */
function RankTable() {
  const { t } = useTranslation();
  const { training } = useTraining();
  const session = useSession();
  const mobile = useIsMobile();
  const groups = useMyGroups(session.user?.role);
  const uid = session.user?.uid ?? 0;
  // Until the user picks one on this visit, the group remembered in this browser (once the groups have loaded).
  const [chosen, setChosen] = useState<number | null | undefined>(undefined);
  const gid = chosen !== undefined ? chosen : readRankGroup(uid, groups);
  const [keyword, setKeyword] = useState('');
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(TRAINING_RANK_PAGE_SIZE);

  const problems = useQuery({
    queryKey: trainingProblemsKey(training.id),
    queryFn: () => trainingsApi.problems(training.id),
  });
  const query = { tid: training.id, currentPage, limit, keyword, gid: gid ?? undefined };
  const rank = useQuery({
    queryKey: [...trainingKey(training.id), 'rank', query],
    queryFn: () => trainingsApi.rank(query),
    placeholderData: keepPreviousData,
  });
  const rows = rank.data?.records ?? [];
  const showRealNameColumn = training.rankShowName !== 'realname' && rows.some((row) => row.realname);

  const columns = useMemo<ColumnsType<TrainingRankRow>>(
    () => [
      {
        title: t('training.rank.rank'),
        dataIndex: 'rank',
        width: 64,
        align: 'center',
        fixed: 'left',
      },
      {
        title: t('training.rank.user'),
        key: 'user',
        width: mobile ? 120 : 200,
        fixed: 'left',
        ellipsis: true,
        render: (_, row) => (
          <Flex align="center" gap={8}>
            {!mobile && <Avatar size="small" src={row.avatar || undefined} icon={<UserOutlined />} />}
            <Link
              to={`/user-home?username=${encodeURIComponent(row.username)}`}
              data-testid={`training-rank-user-${row.username}`}
            >
              {shownName(row, training.rankShowName)}
            </Link>
          </Flex>
        ),
      },
      ...(showRealNameColumn
        ? [{ title: t('training.rank.realname'), dataIndex: 'realname', width: 120, ellipsis: true }]
        : []),
      { title: t('training.rank.solved'), dataIndex: 'ac', width: 72, align: 'center' as const },
      {
        title: t('training.rank.totalTime'),
        dataIndex: 'totalRunTime',
        width: 100,
        align: 'center' as const,
        render: (ms: number) => formatRunTime(ms),
      },
      ...(problems.data ?? []).map((problem: TrainingProblemRow) => ({
        title: (
          <Tooltip title={problem.title}>
            <Link to={trainingProblemPath(training.id, problem.problemId, training.gid)}>
              {problem.problemId}
            </Link>
          </Tooltip>
        ),
        key: `problem-${problem.problemId}`,
        width: 90,
        align: 'center' as const,
        render: (_: unknown, row: TrainingRankRow) => (
          <RankCell cell={row.submissionInfo[problem.problemId]} />
        ),
      })),
    ],
    [t, mobile, training, showRealNameColumn, problems.data],
  );

  return (
    <Flex vertical gap={12} data-testid="training-rank">
      <Alert type="info" showIcon title={t('training.rank.hint')} />
      <Flex gap={12} wrap align="center">
        <Input.Search
          allowClear
          placeholder={t('training.rank.search')}
          style={{ maxWidth: 320 }}
          value={keyword}
          onChange={(event) => setKeyword(event.target.value)}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="training-rank-search"
        />
        {showsGroupFilter(session.user?.role, groups) && (
          <Select
            allowClear
            value={gid ?? undefined}
            placeholder={t('training.rank.allGroups')}
            aria-label={t('training.rank.group')}
            style={{ minWidth: 180 }}
            options={groups.map((group) => ({ value: group.id, label: group.name }))}
            onChange={(value?: number) => {
              setChosen(value ?? null);
              storeRankGroup(uid, value ?? null);
              setCurrentPage(1);
            }}
            data-testid="training-rank-group"
          />
        )}
      </Flex>
      <Table<TrainingRankRow>
        rowKey="uid"
        size="middle"
        bordered
        columns={columns}
        dataSource={rows}
        loading={rank.isFetching && !rank.data}
        scroll={{ x: 'max-content' }}
        className="training-table"
        locale={{ emptyText: t('training.rank.empty') }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: rank.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [...new Set([...PAGE_SIZES, TRAINING_RANK_PAGE_SIZE])]
            .sort((a, b) => a - b)
            .map(String),
          onChange: (page, size) => {
            setCurrentPage(page);
            setLimit(size);
          },
        }}
        data-testid="training-rank-table"
      />
    </Flex>
  );
}

function RankCell({ cell }: { cell: TrainingRankCell | undefined }) {
  const { t } = useTranslation();
  const tone = cellTone(cell);
  if (!cell || tone === 'empty') return null;
  const statusName = t(`judgeStatus.${judgeStatusLook(cell.status).name}`);
  return (
    <Tooltip
      title={
        cell.isAC
          ? t('training.rank.acceptedIn', { time: formatRunTime(cell.runTime ?? 0) })
          : t('training.rank.lastVerdict', { status: statusName })
      }
    >
      <span className={`training-rank__cell training-rank__cell--${tone}`} data-testid="training-rank-cell">
        <Typography.Text strong style={{ color: 'inherit' }}>
          {verdictAbbreviation[cell.status] ?? statusName}
        </Typography.Text>
        {cell.isAC && <small>{formatRunTime(cell.runTime ?? 0)}</small>}
      </span>
    </Tooltip>
  );
}
