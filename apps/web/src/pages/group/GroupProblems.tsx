import { useState } from 'react';
import { Table, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, JudgeStatus, type GroupProblemRow } from '@judge/contract';
import { groupKey } from '../../api/groups';
import { groupProblemsApi } from '../../api/group-problems';
import { ProblemStatusIcon } from '../../components/judge-status/ProblemStatusIcon';
import { DifficultyTag } from '../problem/DifficultyTag';
import { GroupLevelGate, useGroup } from './GroupShell';

/** The reference's page size for the group's problem lists. */
export const GROUP_PROBLEM_PAGE_SIZE = 10;

/**
 * The group's problems for its members (spec 3 "Group problems"): those open to members, newest first, with the
 * member's own status as the bank's list shows it, each leading to its page in the group
 * (/group/:groupID/problem/:problemID) where members submit.
 */
export function GroupProblems() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'problems', currentPage],
    queryFn: () => groupProblemsApi.list(group.id, currentPage, GROUP_PROBLEM_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <Table<GroupProblemRow>
        rowKey="id"
        size="middle"
        data-testid="group-problem-list"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('group.problem.empty') }}
        pagination={{
          current: currentPage,
          pageSize: GROUP_PROBLEM_PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setCurrentPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('problemList.status'),
            dataIndex: 'myStatus',
            width: 64,
            align: 'center',
            render: (status: number | undefined) => (
              <span data-testid="group-problem-status" data-status={status}>
                <ProblemStatusIcon status={status ?? JudgeStatus.NOT_SUBMITTED} />
              </span>
            ),
          },
          { title: t('group.problem.problemId'), dataIndex: 'problemId', width: 140 },
          {
            title: t('group.problem.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link
                to={`/group/${group.id}/problem/${encodeURIComponent(row.problemId)}`}
                data-testid="group-problem-link"
              >
                {title}
              </Link>
            ),
          },
          {
            title: t('group.problem.difficulty'),
            dataIndex: 'difficulty',
            width: 110,
            render: (level: number) => <DifficultyTag level={level} />,
          },
          {
            title: t('group.problem.acTotal'),
            key: 'ac',
            width: 110,
            render: (_: unknown, row) => (
              <Typography.Text type="secondary">
                {row.ac} / {row.total}
              </Typography.Text>
            ),
          },
        ]}
      />
    </GroupLevelGate>
  );
}
