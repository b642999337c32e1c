import { useState } from 'react';
import { Card, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import type { SubmissionRow } from '@judge/contract';
import { STUDENTS_KEY, teacherStudentsApi } from '../../../api/teacher-students';
import { JudgeStatusTag } from '../../../components/judge-status/JudgeStatusTag';
import { placeOf } from './student-paths';

const PAGE_SIZE = 20;

/** user/judge/log (spec 3 §7): a student's every submission with its verdict, time and memory, for their teacher. */
export function StudentJudgeLogPage() {
  const { t } = useTranslation();
  const uid = Number(useParams().uid);
  const username = useSearchParams()[0].get('username') ?? `#${uid}`;
  const [currentPage, setCurrentPage] = useState(1);
  const log = useQuery({
    queryKey: [...STUDENTS_KEY, 'judge-log', uid, currentPage],
    queryFn: () => teacherStudentsApi.judgeLog(uid, { currentPage, limit: PAGE_SIZE }),
  });

  const columns: ColumnsType<SubmissionRow> = [
    { title: 'ID', dataIndex: 'submitId', width: 80 },
    {
      title: t('adminClass.problem'),
      key: 'problem',
      render: (_v, row) => `${row.displayPid} ${row.title}`,
    },
    {
      title: t('adminClass.status'),
      dataIndex: 'status',
      render: (status: number) => <JudgeStatusTag status={status} />,
    },
    {
      title: t('adminStudents.runTime'),
      dataIndex: 'time',
      responsive: ['sm'],
      render: (time: number | null) => (time === null ? '-' : `${time} ms`),
    },
    {
      title: t('adminStudents.memory'),
      dataIndex: 'memory',
      responsive: ['md'],
      render: (memory: number | null) => (memory === null ? '-' : `${memory} KB`),
    },
    { title: t('adminClass.language'), dataIndex: 'language', responsive: ['md'] },
    {
      title: t('adminStudents.place'),
      key: 'place',
      responsive: ['lg'],
      render: (_v, row) => {
        const place = placeOf(row);
        return <Tag>{t(`adminStudents.places.${place.key}`, { id: place.id })}</Tag>;
      },
    },
    {
      title: t('adminClass.time'),
      dataIndex: 'submitTime',
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
  ];

  return (
    <Card title={t('adminStudents.judgeLogTitle', { username })} data-testid="judge-log">
      <Typography.Paragraph type="secondary">{t('adminStudents.judgeLogIntro')}</Typography.Paragraph>
      <Table<SubmissionRow>
        rowKey="submitId"
        size="small"
        loading={log.isFetching}
        columns={columns}
        dataSource={log.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminClass.noSubmissions') }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZE,
          total: log.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrentPage,
        }}
      />
    </Card>
  );
}
