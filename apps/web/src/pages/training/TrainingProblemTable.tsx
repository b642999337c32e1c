import { Progress, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { TrainingProblemRow } from '@judge/contract';
import { ProblemStatusIcon } from '../../components/judge-status/ProblemStatusIcon';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { acRatePercent } from '../contest/ContestProblemList';
import { DifficultyTag } from '../problem/DifficultyTag';
import { trainingProblemPath } from './training-paths';
import './Training.css';

export { trainingProblemPath } from './training-paths';

/**
 * A training's problems in its order: the caller's status, the problem id, title, level, tags and the
 * bank's AC over total with the AC rate bar. The problem list tab shows all of it; the training progress
 * dialog (spec 1-core §2.12) the short form, each problem opening in a new tab.
 */
export function TrainingProblemTable({
  tid,
  gid = null,
  rows,
  loading,
  compact = false,
}: {
  tid: number;
  /** A group's training: its problems open inside the group. */
  gid?: number | null;
  rows: TrainingProblemRow[];
  loading: boolean;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const link = (row: TrainingProblemRow, text: string, testId?: string) => (
    <Link
      to={trainingProblemPath(tid, row.problemId, gid)}
      target={compact ? '_blank' : undefined}
      rel={compact ? 'noopener' : undefined}
      data-testid={testId}
    >
      {text}
    </Link>
  );
  const columns: ColumnsType<TrainingProblemRow> = [
    {
      title: t('training.problems.status'),
      key: 'status',
      width: mobile ? 44 : 80,
      align: 'center',
      render: (_, row) => <ProblemStatusIcon status={row.myStatus} />,
    },
    {
      title: t('training.problems.problemId'),
      dataIndex: 'problemId',
      width: mobile ? 80 : 110,
      render: (problemId: string, row) => link(row, problemId),
    },
    {
      title: t('training.problems.title'),
      dataIndex: 'title',
      ellipsis: !mobile,
      render: (title: string, row) => link(row, title, `training-problem-${row.problemId}`),
    },
    {
      title: t('training.problems.level'),
      dataIndex: 'difficulty',
      width: 100,
      responsive: ['sm'],
      render: (level: number) => <DifficultyTag level={level} />,
    },
    ...(compact
      ? []
      : [
          {
            title: t('training.problems.tags'),
            key: 'tags',
            responsive: ['lg' as const],
            render: (_: unknown, row: TrainingProblemRow) => (
              <Space size={[0, 4]} wrap>
                {row.tags.map((tag) => (
                  <Tag key={tag.id} color={tag.color ?? undefined}>
                    {tag.name}
                  </Tag>
                ))}
              </Space>
            ),
          },
          {
            title: t('training.problems.ac'),
            dataIndex: 'ac',
            width: 70,
            align: 'right' as const,
            responsive: ['md' as const],
          },
          {
            title: t('training.problems.total'),
            dataIndex: 'total',
            width: 70,
            align: 'right' as const,
            responsive: ['md' as const],
          },
        ]),
    {
      title: t('training.problems.acRate'),
      key: 'rate',
      width: 150,
      responsive: ['md'],
      render: (_, row) => (
        <Progress percent={acRatePercent(row.ac, row.total)} size="small" status="normal" />
      ),
    },
  ];
  return (
    <Table<TrainingProblemRow>
      rowKey="pid"
      size={compact ? 'small' : 'middle'}
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={false}
      locale={{ emptyText: t('training.problems.empty') }}
      className="training-table"
      data-testid={compact ? 'training-dialog-problems' : 'training-problem-table'}
    />
  );
}
