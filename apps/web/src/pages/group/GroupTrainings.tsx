import { useState } from 'react';
import { Table } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, type TrainingView } from '@judge/contract';
import { groupKey } from '../../api/groups';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { groupTrainingsApi } from '../../api/group-trainings';
import { TrainingAuthTag, TrainingCategoryTag, TrainingProgressBar } from '../training/training-labels';
import { trainingBase } from '../training/training-paths';
import { GroupLevelGate, useGroup } from './GroupShell';

/** The reference's page size for the members' training list. */
const PAGE_SIZE = 15;

/**
 * The group's trainings for its members (spec 3 "Group trainings"): the visible ones by rank with the caller's
 * progress; each opens the training's own pages (/training/:trainingID), which the server opens to the group's
 * members under both the group's and the training's rules (a private one asks its password there).
 */
export function GroupTrainings() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'trainings-of-members', currentPage],
    queryFn: () => groupTrainingsApi.list(group.id, currentPage, PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <Table<TrainingView>
        rowKey="id"
        size="middle"
        data-testid="group-training-list"
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('group.training.empty') }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZE,
          total: list.data?.total ?? 0,
          onChange: setCurrentPage,
          hideOnSinglePage: true,
          showSizeChanger: false,
        }}
        columns={[
          { title: '#', dataIndex: 'rank', width: 56 },
          {
            title: t('group.training.title'),
            dataIndex: 'title',
            render: (title: string, row) => (
              <Link to={trainingBase(row.id, row.gid)} data-testid="group-training-link">
                {title}
              </Link>
            ),
          },
          {
            title: t('group.training.auth'),
            dataIndex: 'auth',
            render: (auth: TrainingView['auth']) => <TrainingAuthTag auth={auth} />,
          },
          {
            title: t('group.training.category'),
            key: 'category',
            render: (_: unknown, row) => (
              <TrainingCategoryTag name={row.categoryName} color={row.categoryColor} />
            ),
          },
          {
            title: t('group.training.progress'),
            key: 'progress',
            render: (_: unknown, row) => <TrainingProgressBar ac={row.acCount} total={row.problemCount} />,
          },
          // Spec 3 "Group trainings": the members' list also says how many problems, who wrote it and when.
          {
            title: t('group.training.problemCount'),
            dataIndex: 'problemCount',
            width: 90,
            responsive: ['md'],
          },
          {
            title: t('group.training.author'),
            dataIndex: 'author',
            responsive: ['md'],
            render: (author: string | null) =>
              author && (
                <Link
                  to={`/user-home?username=${encodeURIComponent(author)}`}
                  data-testid="group-training-author"
                >
                  {author}
                </Link>
              ),
          },
          {
            title: t('group.training.updated'),
            dataIndex: 'gmtModified',
            responsive: ['lg'],
            render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
          },
        ]}
      />
    </GroupLevelGate>
  );
}
