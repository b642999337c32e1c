import { useState } from 'react';
import { Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRAINING_WIDGET_PAGE_SIZE, type UserTrainingProgressRow } from '@judge/contract';
import { trainingsApi } from '../../api/trainings';
import type { UserHomeTarget } from '../../api/user-home';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { TrainingAuthTag, TrainingProgressBar } from './training-labels';
import { TrainingProblemsDialog } from './TrainingProblemsDialog';
import './Training.css';

/**
 * The training list widget of spec 1-core §2.12, on the user home's training progress tab (§2.9): the
 * trainings the user has solved something of, by rank, 10 a page, with the progress bar and solved over
 * problem count; a title opens the dialog of the training's problems.
 */
export function TrainingProgressTable({ target, who }: { target: UserHomeTarget; who: UserHomeTarget }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [opened, setOpened] = useState<UserTrainingProgressRow | null>(null);
  const progress = useQuery({
    queryKey: ['user-home', 'trainings', who.uid ?? null, who.username ?? null, currentPage],
    queryFn: () => trainingsApi.userProgress(target, currentPage, TRAINING_WIDGET_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  const columns: ColumnsType<UserTrainingProgressRow> = [
    { title: t('training.column.rank'), dataIndex: 'rank', width: 72, responsive: ['sm'] },
    {
      title: t('training.column.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <span>
          <Typography.Link onClick={() => setOpened(row)} data-testid={`progress-training-${row.id}`}>
            {title}
          </Typography.Link>{' '}
          {!mobile && <TrainingAuthTag auth={row.auth} />}
        </span>
      ),
    },
    {
      title: t('training.column.progress'),
      key: 'progress',
      width: mobile ? 120 : 200,
      render: (_, row) => <TrainingProgressBar ac={row.acCount} total={row.problemCount} showPercent />,
    },
    {
      title: t('training.column.solved'),
      key: 'solved',
      width: 100,
      align: 'center',
      responsive: ['sm'],
      render: (_, row) => (
        <span data-testid={`progress-solved-${row.id}`}>
          {row.acCount} / {row.problemCount}
        </span>
      ),
    },
  ];

  return (
    <>
      <Table<UserTrainingProgressRow>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={progress.data?.records ?? []}
        loading={progress.isFetching && !progress.data}
        locale={{ emptyText: t('training.widget.empty') }}
        className="training-table"
        pagination={{
          current: currentPage,
          pageSize: TRAINING_WIDGET_PAGE_SIZE,
          total: progress.data?.total ?? 0,
          hideOnSinglePage: true,
          showSizeChanger: false,
          onChange: setCurrentPage,
        }}
        data-testid="training-progress-table"
      />
      <TrainingProblemsDialog training={opened} onClose={() => setOpened(null)} />
    </>
  );
}
