import { useState } from 'react';
import { Button, Card, Flex, Input, Select, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { EditOutlined, HistoryOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAGE_SIZES, type AdminUserRow, type ClassView } from '@judge/contract';
import { STUDENTS_KEY, teacherStudentsApi } from '../../../api/teacher-students';
import { EditStudentDialog } from './EditStudentDialog';
import { studentPaths } from './student-paths';

/** The teacher's students, all or one class's, searchable; each can be edited or its judge log opened. */
export function StudentListCard({ classes }: { classes: ClassView[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(15);
  const [keyword, setKeyword] = useState('');
  const [classId, setClassId] = useState<number | undefined>(undefined);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);
  const query = { currentPage, limit, keyword, classId };
  const { data, isFetching } = useQuery({
    queryKey: [...STUDENTS_KEY, query],
    queryFn: () => teacherStudentsApi.list(query),
    placeholderData: keepPreviousData,
  });

  const columns: ColumnsType<AdminUserRow> = [
    { title: t('adminUsers.username'), dataIndex: 'username' },
    { title: t('adminUsers.realname'), dataIndex: 'realname' },
    { title: t('adminStudents.number'), dataIndex: 'number', responsive: ['md'] },
    { title: t('setting.school'), dataIndex: 'school', responsive: ['lg'] },
    { title: t('adminUsers.email'), dataIndex: 'email', responsive: ['xl'] },
    {
      title: t('adminUsers.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space size={0} wrap>
          <Button
            type="link"
            size="small"
            icon={<EditOutlined />}
            onClick={() => setEditing(row)}
            data-testid={`edit-student-${row.username}`}
          >
            {t('adminStudents.edit')}
          </Button>
          <Link to={studentPaths.judgeLog(row.uid, row.username)} data-testid={`judge-log-${row.username}`}>
            <Button type="link" size="small" icon={<HistoryOutlined />}>
              {t('adminStudents.judgeLog')}
            </Button>
          </Link>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('adminStudents.title')} data-testid="student-list">
      <Typography.Paragraph type="secondary">{t('adminStudents.intro')}</Typography.Paragraph>
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Select<number | 0>
          value={classId ?? 0}
          style={{ minWidth: 200 }}
          onChange={(value) => {
            setClassId(value === 0 ? undefined : value);
            setCurrentPage(1);
          }}
          options={[
            { value: 0, label: t('adminStudents.allClasses') },
            ...classes.map((found) => ({ value: found.id, label: found.name })),
          ]}
          aria-label={t('adminStudents.classFilter')}
          data-testid="student-class-filter"
        />
        <Input.Search
          allowClear
          placeholder={t('adminStudents.search')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="student-search"
        />
      </Flex>
      <Table<AdminUserRow>
        rowKey="uid"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminStudents.empty') }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('adminStudents.total', { count: total }),
          onChange: (page, pageSize) => {
            setCurrentPage(page);
            setLimit(pageSize);
          },
        }}
      />
      <EditStudentDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void queryClient.invalidateQueries({ queryKey: STUDENTS_KEY });
        }}
      />
    </Card>
  );
}
