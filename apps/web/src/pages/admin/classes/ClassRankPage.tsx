import { Flex, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { homeworkProblemKey, type ClassRankRow, type ClassView } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { ClassFrame } from './ClassFrame';
import { MarkCell } from './MarkCell';
import { LastSubmit, StudentCell } from './StudentCell';

/**
 * The class's rank and situation analysis (spec 3 "rank"): per student the rank, solved over all homework
 * problems, submissions, accepted, AC rate and last submission, a mark per problem; under each problem's id how
 * many students solved and tried it.
 */
export function ClassRankPage() {
  return <ClassFrame tab="rank">{(found) => <Rank found={found} />}</ClassFrame>;
}

function Rank({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const grades = useQuery({
    queryKey: [...CLASS_KEY, 'grades', found.id],
    queryFn: () => classesApi.grades(found.id),
  });
  const data = grades.data;
  const columns: ColumnsType<ClassRankRow> = [
    { title: t('adminClass.rank'), dataIndex: 'rank', width: 56, fixed: 'left' },
    {
      title: t('adminClass.username'),
      dataIndex: 'username',
      fixed: 'left',
      render: (name: string, row) => (
        <StudentCell
          classId={found.id}
          uid={row.uid}
          username={name}
          realname={row.realname}
          testId={`rank-open-${name}`}
        />
      ),
    },
    {
      title: t('adminClass.solved'),
      key: 'solved',
      render: (_v, row) => (
        <span data-testid={`rank-solved-${row.username}`}>{`${row.solved} / ${row.total}`}</span>
      ),
    },
    {
      title: t('adminClass.submissions'),
      dataIndex: 'submissions',
      render: (value: number, row) => <span data-testid={`rank-submissions-${row.username}`}>{value}</span>,
    },
    { title: t('adminClass.accepted'), dataIndex: 'accepted', responsive: ['sm'] },
    {
      title: t('adminClass.acRate'),
      dataIndex: 'acRate',
      responsive: ['sm'],
      render: (value: number) => `${value}%`,
    },
    {
      title: t('adminClass.lastSubmit'),
      dataIndex: 'lastSubmitTime',
      responsive: ['lg'],
      render: (value: string | null) => <LastSubmit time={value} />,
    },
    ...(data?.problems ?? []).map((problem) => {
      const key = homeworkProblemKey(problem.homeworkId, problem.pid);
      const stats = data?.problemStats[key];
      return {
        title: (
          <Flex vertical align="center" title={problem.title}>
            <span style={{ whiteSpace: 'nowrap' }}>{problem.displayId}</span>
            <Typography.Text type="secondary" style={{ fontSize: 11, whiteSpace: 'nowrap' }}>
              {stats ? `${stats.solved}/${stats.tried}` : ''}
            </Typography.Text>
          </Flex>
        ),
        key,
        align: 'center' as const,
        render: (_v: unknown, row: ClassRankRow) => <MarkCell mark={row.marks[key]} />,
      };
    }),
  ];
  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="baseline">
        <Typography.Text strong>{t('adminClass.rankTitle')}</Typography.Text>
        <Typography.Text type="secondary">
          {t('adminClass.legend')} · {t('adminClass.problemStats')}
        </Typography.Text>
      </Flex>
      <Table<ClassRankRow>
        rowKey="uid"
        size="small"
        loading={grades.isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminClass.noStudents') }}
        pagination={false}
        data-testid="class-rank"
      />
    </Flex>
  );
}
