import { Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { ClassView, HomeworkCompletionRow } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { ClassFrame } from './ClassFrame';
import { MarkCell } from './MarkCell';
import { LastSubmit, StudentCell } from './StudentCell';
import { homeworkLabel } from './class-view';

/**
 * One homework's completion (spec 3 "homeWork/{tid}"): each student's solved over its problems, submissions
 * and last submission time, and a mark per problem.
 */
export function HomeworkCompletionPage() {
  return <ClassFrame tab="homework">{(found) => <Completion found={found} />}</ClassFrame>;
}

function Completion({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const homeworkId = Number(useParams().homeworkId);
  const completion = useQuery({
    queryKey: [...CLASS_KEY, 'completion', found.id, homeworkId],
    queryFn: () => classesApi.completion(found.id, homeworkId),
  });
  const data = completion.data;
  const columns: ColumnsType<HomeworkCompletionRow> = [
    {
      title: t('adminClass.username'),
      dataIndex: 'username',
      fixed: 'left',
      render: (name: string, row) => (
        <StudentCell classId={found.id} uid={row.uid} username={name} realname={row.realname} />
      ),
    },
    {
      title: t('adminClass.solved'),
      key: 'solved',
      render: (_v, row) => (
        <span data-testid={`completion-${row.username}`}>{`${row.solved} / ${row.total}`}</span>
      ),
    },
    { title: t('adminClass.submissions'), dataIndex: 'submissions', responsive: ['sm'] },
    {
      title: t('adminClass.lastSubmit'),
      dataIndex: 'lastSubmitTime',
      responsive: ['md'],
      render: (value: string | null) => <LastSubmit time={value} />,
    },
    ...(data?.problems ?? []).map((problem) => ({
      title: (
        <span title={problem.title} style={{ whiteSpace: 'nowrap' }}>
          {problem.displayId}
        </span>
      ),
      key: `p-${problem.pid}`,
      align: 'center' as const,
      render: (_v: unknown, row: HomeworkCompletionRow) => <MarkCell mark={row.marks[problem.pid]} />,
    })),
  ];
  return (
    <Flex vertical gap={12}>
      {data && (
        <Flex gap={8} align="center" wrap>
          <Tag color={data.homework.kind === 'training' ? 'blue' : 'purple'}>
            {t(`adminClass.kinds.${data.homework.kind}`)}
          </Tag>
          <Typography.Text strong data-testid="completion-title">
            {homeworkLabel(data.homework, t('adminClass.deleted'))}
          </Typography.Text>
          <Typography.Text type="secondary">{t('adminClass.legend')}</Typography.Text>
        </Flex>
      )}
      <Table<HomeworkCompletionRow>
        rowKey="uid"
        size="small"
        loading={completion.isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminClass.noStudents') }}
        pagination={false}
        data-testid="homework-completion"
      />
    </Flex>
  );
}
