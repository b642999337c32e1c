import { useState } from 'react';
import { Alert, Button, Card, Col, Flex, Form, Input, Popconfirm, Row, Space, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, HistoryOutlined, UserAddOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { studentPaths } from '../students/student-paths';
import dayjs from 'dayjs';
import { parseUsernameList, type ClassStudent, type ClassView } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { ClassFrame } from './ClassFrame';
import { addStudentsCounts, classPaths } from './class-view';

const PAGE_SIZE = 15;
const OTHERS_SIZE = 8;

/**
 * One class's students (spec 3 §7 getClassDetails, getStudentList, getOtherStudentList): the list (username,
 * real name, school), searchable, each opening the student's grades; add by usernames (one or a pasted list,
 * the unknown names said) or from the users not in the class; remove. A finished class takes no students.
 */
export function ClassDetailPage() {
  return <ClassFrame tab="detail">{(found) => <Students found={found} />}</ClassFrame>;
}

function Students({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const students = useQuery({
    queryKey: [...CLASS_KEY, 'students', found.id, currentPage, keyword],
    queryFn: () =>
      classesApi.students({
        classId: found.id,
        currentPage,
        limit: PAGE_SIZE,
        keyword: keyword || undefined,
      }),
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: CLASS_KEY });
  const remove = async (uid: number) => {
    try {
      await classesApi.removeStudent(found.id, uid);
      toast.success(t('common.deleteSuccess'));
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const columns: ColumnsType<ClassStudent> = [
    {
      title: t('adminClass.username'),
      dataIndex: 'username',
      render: (name: string, row) => (
        <Link to={classPaths.person(found.id, row.uid)} data-testid={`student-open-${name}`}>
          {name}
        </Link>
      ),
    },
    { title: t('adminClass.realname'), dataIndex: 'realname', render: (v) => v || '-' },
    { title: t('adminClass.school'), dataIndex: 'school', responsive: ['sm'], render: (v) => v || '-' },
    {
      title: t('adminClass.joined'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value?: string) => (value ? dayjs(value).format('YYYY-MM-DD HH:mm') : '-'),
    },
    {
      title: t('adminClass.actions'),
      key: 'actions',
      render: (_v, row) => (
        <Space size={0}>
          <Link to={studentPaths.judgeLog(row.uid, row.username)} data-testid={`judge-log-${row.username}`}>
            <Button
              type="link"
              icon={<HistoryOutlined />}
              aria-label={t('adminStudents.judgeLog')}
              title={t('adminStudents.judgeLog')}
            />
          </Link>
          <Popconfirm
            title={t('adminClass.removeConfirm')}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            onConfirm={() => remove(row.uid)}
          >
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('adminClass.removeStudent')}
              title={t('adminClass.removeStudent')}
              data-testid={`student-remove-${row.username}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={15}>
        <Input.Search
          allowClear
          placeholder={t('adminClass.searchStudents')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          style={{ width: mobile ? '100%' : 280, marginBottom: 12 }}
        />
        <Table<ClassStudent>
          rowKey="uid"
          size="small"
          loading={students.isFetching}
          columns={columns}
          dataSource={students.data?.records ?? []}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('adminClass.noStudents') }}
          pagination={{
            current: currentPage,
            pageSize: PAGE_SIZE,
            total: students.data?.total ?? 0,
            showSizeChanger: false,
            onChange: setCurrentPage,
          }}
          data-testid="class-students"
        />
      </Col>
      <Col xs={24} lg={9}>
        {found.state === 1 ? (
          <Alert type="info" showIcon message={t('adminClass.finishedNoAdd')} data-testid="class-finished" />
        ) : (
          <AddStudents classId={found.id} onAdded={refresh} />
        )}
      </Col>
    </Row>
  );
}

function AddStudents({ classId, onAdded }: { classId: number; onAdded: () => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ usernames: string }>();
  const [saving, setSaving] = useState(false);
  const [notFound, setNotFound] = useState<string[]>([]);
  const [othersPage, setOthersPage] = useState(1);
  const [othersKeyword, setOthersKeyword] = useState('');
  const others = useQuery({
    queryKey: [...CLASS_KEY, 'others', classId, othersPage, othersKeyword],
    queryFn: () =>
      classesApi.otherStudents({
        classId,
        currentPage: othersPage,
        limit: OTHERS_SIZE,
        keyword: othersKeyword || undefined,
      }),
  });

  const add = async (usernames: string[]) => {
    setSaving(true);
    try {
      const result = await classesApi.addStudents(classId, usernames);
      toast.success(t('adminClass.addResult', addStudentsCounts(result)));
      setNotFound(result.notFound);
      form.resetFields();
      await onAdded();
    } catch {
      // Shown by the central handler.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card size="small" title={t('adminClass.addStudents')} data-testid="class-add-students">
      <Form
        form={form}
        layout="vertical"
        onFinish={(values) => add(parseUsernameList(values.usernames ?? ''))}
        requiredMark={false}
      >
        <Form.Item
          name="usernames"
          label={t('adminClass.usernames')}
          extra={t('adminClass.usernamesHint')}
          rules={[
            {
              validator: (_rule, value: string | undefined) =>
                parseUsernameList(value ?? '').length > 0
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('adminClass.usernamesRequired'))),
            },
          ]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} data-testid="class-usernames" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={saving}
          icon={<UserAddOutlined />}
          data-testid="class-add"
        >
          {t('adminClass.add')}
        </Button>
      </Form>
      {notFound.length > 0 && (
        <Alert
          style={{ marginTop: 12 }}
          type="warning"
          showIcon
          message={t('adminClass.notFoundNames', { names: notFound.join(', ') })}
          data-testid="class-not-found"
        />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '16px 0 8px' }}>
        {t('adminClass.pickOthers')}
      </Typography.Paragraph>
      <Input.Search
        allowClear
        size="small"
        placeholder={t('adminClass.searchStudents')}
        onSearch={(value) => {
          setOthersKeyword(value.trim());
          setOthersPage(1);
        }}
        style={{ marginBottom: 8 }}
        data-testid="class-others-search"
      />
      <Table<ClassStudent>
        rowKey="uid"
        size="small"
        loading={others.isFetching}
        dataSource={others.data?.records ?? []}
        columns={[
          {
            title: t('adminClass.username'),
            dataIndex: 'username',
            render: (name: string, row) => (
              <Flex vertical>
                <span>{name}</span>
                {(row.realname || row.school) && (
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {[row.realname, row.school].filter(Boolean).join(' · ')}
                  </Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: 'add',
            width: 56,
            render: (_v, row) => (
              <Button
                type="link"
                icon={<UserAddOutlined />}
                aria-label={t('adminClass.add')}
                title={t('adminClass.add')}
                onClick={() => add([row.username])}
                data-testid={`class-pick-${row.username}`}
              />
            ),
          },
        ]}
        pagination={{
          current: othersPage,
          pageSize: OTHERS_SIZE,
          total: others.data?.total ?? 0,
          showSizeChanger: false,
          size: 'small',
          onChange: setOthersPage,
        }}
      />
    </Card>
  );
}
