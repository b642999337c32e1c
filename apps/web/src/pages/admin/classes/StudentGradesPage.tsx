import { useState } from 'react';
import { Card, Descriptions, Flex, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import dayjs from 'dayjs';
import type { ClassView, SubmissionRow } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { JudgeStatusTag } from '../../../components/judge-status/JudgeStatusTag';
import { ClassFrame } from './ClassFrame';
import { MarkCell } from './MarkCell';
import { LastSubmit } from './StudentCell';
import { homeworkLabel } from './class-view';

const PAGE_SIZE = 10;

/**
 * One student of a class (spec 3 "personRank" and "studentSubmissionList"): their row of the class rank, each
 * homework's problems with the student's mark and submissions, and their submissions.
 */
export function StudentGradesPage() {
  return <ClassFrame tab={null}>{(found) => <Student found={found} />}</ClassFrame>;
}

function Student({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const uid = Number(useParams().uid);
  const [currentPage, setCurrentPage] = useState(1);
  const grades = useQuery({
    queryKey: [...CLASS_KEY, 'student', found.id, uid],
    queryFn: () => classesApi.studentGrades(found.id, uid),
  });
  const submissions = useQuery({
    queryKey: [...CLASS_KEY, 'student-submissions', found.id, uid, currentPage],
    queryFn: () => classesApi.studentSubmissions(found.id, uid, currentPage, PAGE_SIZE),
  });
  const data = grades.data;
  const rank = data?.rank;

  const submissionColumns: ColumnsType<SubmissionRow> = [
    { title: 'ID', dataIndex: 'submitId', width: 72, responsive: ['sm'] },
    {
      title: t('adminClass.problem'),
      key: 'problem',
      render: (_v, row) => (
        <Typography.Text ellipsis={{ tooltip: row.title }} style={{ maxWidth: 220 }}>
          {`${row.displayPid} ${row.title}`}
        </Typography.Text>
      ),
    },
    {
      title: t('adminClass.status'),
      dataIndex: 'status',
      render: (status: number) => <JudgeStatusTag status={status} />,
    },
    { title: t('adminClass.language'), dataIndex: 'language', responsive: ['md'] },
    {
      title: t('adminClass.time'),
      dataIndex: 'submitTime',
      responsive: ['sm'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="class-student">
      {data && (
        <Descriptions
          size="small"
          bordered
          column={{ xs: 1, sm: 2, lg: 4 }}
          title={t('adminClass.studentTitle', { username: data.student.username })}
          items={[
            { key: 'realname', label: t('adminClass.realname'), children: data.student.realname || '-' },
            { key: 'school', label: t('adminClass.school'), children: data.student.school || '-' },
            { key: 'rank', label: t('adminClass.rank'), children: rank?.rank ?? '-' },
            {
              key: 'solved',
              label: t('adminClass.solved'),
              children: (
                <span data-testid="student-solved">{rank ? `${rank.solved} / ${rank.total}` : '-'}</span>
              ),
            },
            { key: 'submissions', label: t('adminClass.submissions'), children: rank?.submissions ?? 0 },
            { key: 'accepted', label: t('adminClass.accepted'), children: rank?.accepted ?? 0 },
            { key: 'acRate', label: t('adminClass.acRate'), children: `${rank?.acRate ?? 0}%` },
            {
              key: 'last',
              label: t('adminClass.lastSubmit'),
              children: <LastSubmit time={rank?.lastSubmitTime} />,
            },
          ]}
        />
      )}
      {data?.homework.map((item) => (
        <Card
          key={item.homework.id}
          size="small"
          title={
            <Flex gap={6} align="center" style={{ minWidth: 0 }}>
              <Tag color={item.homework.kind === 'training' ? 'blue' : 'purple'}>
                {t(`adminClass.kinds.${item.homework.kind}`)}
              </Tag>
              <Typography.Text ellipsis>
                {homeworkLabel(item.homework, t('adminClass.deleted'))}
              </Typography.Text>
            </Flex>
          }
          extra={`${item.solved} / ${item.total}`}
        >
          {item.problems.length === 0 ? (
            <Typography.Text type="secondary">{t('adminClass.noProblems')}</Typography.Text>
          ) : (
            <Flex gap={8} wrap>
              {item.problems.map((problem) => (
                <Tag key={problem.pid} title={problem.title} style={{ marginInlineEnd: 0 }}>
                  {problem.displayId} <MarkCell mark={problem.mark} />
                  {problem.submissions > 0 && (
                    <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                      {` ×${problem.submissions}`}
                    </Typography.Text>
                  )}
                </Tag>
              ))}
            </Flex>
          )}
        </Card>
      ))}
      <Card size="small" title={t('adminClass.studentSubmissions')} id="submissions">
        <Table<SubmissionRow>
          rowKey="submitId"
          size="small"
          loading={submissions.isFetching}
          columns={submissionColumns}
          dataSource={submissions.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('adminClass.noSubmissions') }}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: submissions.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setCurrentPage,
          }}
          data-testid="student-submissions"
        />
      </Card>
    </Flex>
  );
}
