import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Radio, Select, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import {
  CLASS_DESCRIPTION_MAX,
  CLASS_NAME_MAX,
  type ClassCreateBody,
  type ClassState,
  type ClassView,
} from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { classPaths, stateName } from './class-view';

const PAGE_SIZE = 15;
type Editing = { kind: 'create' } | { kind: 'edit'; row: ClassView } | null;

export function ClassStateTag({ state }: { state: ClassState }) {
  const { t } = useTranslation();
  return <Tag color={state === 1 ? 'default' : 'green'}>{t(`adminClass.states.${stateName(state)}`)}</Tag>;
}

/**
 * The class list (spec 3 §7 getClassList, addClass, updateClass, deleteClass): a teacher's own classes (every
 * class for admins, with its teacher), searchable by name and state; create, edit (name, description, state)
 * and delete in place; a class's name opens its students.
 */
export function ClassListPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [state, setState] = useState<number | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const classes = useQuery({
    queryKey: [...CLASS_KEY, 'list', currentPage, keyword, state],
    queryFn: () => classesApi.list({ currentPage, limit: PAGE_SIZE, keyword: keyword || undefined, state }),
  });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: CLASS_KEY });
      return true;
    } catch {
      // Shown by the central handler.
      return false;
    }
  };

  const columns: ColumnsType<ClassView> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminClass.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Flex vertical gap={2} align="flex-start">
          <Link to={classPaths.detail(row.id)} data-testid={`class-open-${row.id}`}>
            <Typography.Text
              ellipsis={{ tooltip: name }}
              style={{ maxWidth: mobile ? 150 : 280, color: 'inherit' }}
            >
              {name}
            </Typography.Text>
          </Link>
          {mobile && <ClassStateTag state={row.state} />}
        </Flex>
      ),
    },
    {
      title: t('adminClass.state'),
      dataIndex: 'state',
      responsive: ['sm'],
      render: (value: ClassState) => <ClassStateTag state={value} />,
    },
    {
      title: t('adminClass.teacher'),
      dataIndex: 'teacher',
      responsive: ['md'],
      render: (name) => name ?? '-',
    },
    { title: t('adminClass.students'), dataIndex: 'studentCount', responsive: ['sm'] },
    { title: t('adminClass.homework'), dataIndex: 'homeworkCount', responsive: ['md'] },
    {
      title: t('adminClass.created'),
      dataIndex: 'gmtCreate',
      responsive: ['lg'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminClass.actions'),
      key: 'actions',
      width: 96,
      render: (_v, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`class-edit-${row.id}`}
          deleteConfirm={t('adminClass.deleteConfirm')}
          onDelete={() => run(() => classesApi.remove(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  return (
    <Card
      title={t('adminClass.title')}
      data-testid="class-admin"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminClass.create')}
          data-testid="class-create"
        >
          {!mobile && t('adminClass.create')}
        </Button>
      }
    >
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminClass.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          style={{ width: mobile ? '100%' : 240 }}
          data-testid="class-search"
        />
        <Select<number | undefined>
          allowClear
          placeholder={t('adminClass.allStates')}
          value={state}
          onChange={(value) => {
            setState(value);
            setCurrentPage(1);
          }}
          options={[0, 1].map((value) => ({
            value,
            label: t(`adminClass.states.${stateName(value as ClassState)}`),
          }))}
          style={{ width: 140 }}
        />
      </Flex>
      <Table<ClassView>
        rowKey="id"
        size="small"
        loading={classes.isFetching}
        columns={columns}
        dataSource={classes.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminClass.empty') }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZE,
          total: classes.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrentPage,
          showTotal: (total) => t('adminClass.total', { count: total }),
        }}
        data-testid="class-list"
      />
      <FormDialog<ClassCreateBody>
        open={editing !== null}
        title={editing?.kind === 'edit' ? t('adminClass.edit') : t('adminClass.create')}
        formKey={editing?.kind === 'edit' ? editing.row.id : 'new'}
        initialValues={
          editing?.kind === 'edit'
            ? { name: editing.row.name, description: editing.row.description, state: editing.row.state }
            : { name: '', description: '', state: 0 }
        }
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = {
            name: values.name.trim(),
            description: values.description ?? '',
            state: values.state,
          };
          const done =
            editing?.kind === 'edit'
              ? await run(() => classesApi.update({ ...body, id: editing.row.id }), t('common.updateSuccess'))
              : await run(() => classesApi.create(body), t('common.updateSuccess'));
          if (done) setEditing(null);
        }}
        testId="class-dialog"
      >
        <Form.Item
          name="name"
          label={t('adminClass.name')}
          rules={[{ required: true, whitespace: true, message: t('adminClass.nameRequired') }]}
        >
          <Input maxLength={CLASS_NAME_MAX} data-testid="class-name" />
        </Form.Item>
        <Form.Item name="description" label={t('adminClass.description')}>
          <Input.TextArea maxLength={CLASS_DESCRIPTION_MAX} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item name="state" label={t('adminClass.state')} extra={t('adminClass.finishedHint')}>
          <Radio.Group
            options={[0, 1].map((value) => ({
              value,
              label: t(`adminClass.states.${stateName(value as ClassState)}`),
            }))}
            data-testid="class-state"
          />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
