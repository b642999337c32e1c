import { useState } from 'react';
import { Button, Card, Flex, Form, Popconfirm, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import { HOMEWORK_KINDS, type ClassView, type HomeworkKind, type HomeworkView } from '@judge/contract';
import { CLASS_KEY, classesApi } from '../../../api/classes';
import { contestsApi } from '../../../api/contests';
import { trainingsApi } from '../../../api/trainings';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { ClassFrame } from './ClassFrame';
import { GroupWorkPicker } from './GroupWorkPicker';
import { classPaths, homeworkLabel } from './class-view';

/**
 * A class's homework (spec 3 "homeWork"): the trainings and contests assigned to it, each opening its
 * completion table; assign one by its id, take one off.
 */
export function ClassHomeworkPage() {
  return <ClassFrame tab="homework">{(found) => <Homework found={found} />}</ClassFrame>;
}

function Homework({ found }: { found: ClassView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<{ kind: HomeworkKind; refId: number }>();
  const mobile = useIsMobile();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('kind', form) ?? 'training';
  const [keyword, setKeyword] = useState('');
  // The public lists, searched by title; a hidden one is still assigned by typing its id.
  const candidates = useQuery({
    queryKey: ['admin', 'classes', 'candidates', kind, keyword],
    queryFn: async () => {
      const query = { currentPage: 1, limit: 20, keyword: keyword || undefined };
      const rows =
        kind === 'training'
          ? (await trainingsApi.list(query)).records
          : (await contestsApi.list(query)).records;
      return rows.map((row) => ({ value: row.id, label: `#${row.id} ${row.title}` }));
    },
  });
  const typedId = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
  const options = [
    ...(typedId !== null && !candidates.data?.some((o) => o.value === typedId)
      ? [{ value: typedId, label: `ID ${typedId}` }]
      : []),
    ...(candidates.data ?? []),
  ];
  const homework = useQuery({
    queryKey: [...CLASS_KEY, 'homework', found.id],
    queryFn: () => classesApi.homework(found.id),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: CLASS_KEY });

  const assign = async (values: { kind: HomeworkKind; refId: number }) => {
    setSaving(true);
    try {
      await classesApi.assignHomework(found.id, values.kind, values.refId);
      toast.success(t('common.updateSuccess'));
      form.resetFields(['refId']);
      setKeyword('');
      await refresh();
    } catch {
      // Shown by the central handler (an unknown id or one the class has is named).
    } finally {
      setSaving(false);
    }
  };
  const remove = async (id: number) => {
    try {
      await classesApi.removeHomework(found.id, id);
      toast.success(t('common.deleteSuccess'));
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const columns: ColumnsType<HomeworkView> = [
    {
      title: t('adminClass.homeworkTitle'),
      key: 'title',
      render: (_v, row) => (
        <Flex gap={6} align="center" wrap>
          <Tag color={row.kind === 'training' ? 'blue' : 'purple'}>{t(`adminClass.kinds.${row.kind}`)}</Tag>
          <Link to={classPaths.completion(found.id, row.id)} data-testid={`homework-open-${row.refId}`}>
            {homeworkLabel(row, t('adminClass.deleted'))}
          </Link>
        </Flex>
      ),
    },
    { title: 'ID', dataIndex: 'refId', width: 72, responsive: ['sm'] },
    { title: t('adminClass.problems'), dataIndex: 'problemCount', responsive: ['sm'] },
    {
      title: t('adminClass.assigned'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminClass.actions'),
      key: 'actions',
      width: 64,
      render: (_v, row) => (
        <Popconfirm
          title={t('adminClass.removeHomeworkConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(row.id)}
        >
          <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
        </Popconfirm>
      ),
    },
  ];

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t('adminClass.assign')}>
        <Form
          form={form}
          layout={mobile ? 'vertical' : 'inline'}
          initialValues={{ kind: 'training' }}
          onFinish={assign}
          requiredMark={false}
          style={{ rowGap: 8 }}
        >
          <Form.Item name="kind" label={t('adminClass.kind')}>
            <Select
              style={{ width: 110 }}
              onChange={() => form.resetFields(['refId'])}
              options={HOMEWORK_KINDS.map((kind) => ({ value: kind, label: t(`adminClass.kinds.${kind}`) }))}
              data-testid="homework-kind"
            />
          </Form.Item>
          <Form.Item
            name="refId"
            label={t('adminClass.pick')}
            rules={[{ required: true, message: t('adminClass.refIdRequired') }]}
          >
            <Select<number>
              showSearch
              filterOption={false}
              onSearch={(value) => setKeyword(value.trim())}
              options={options}
              loading={candidates.isFetching}
              placeholder={t('adminClass.refId')}
              notFoundContent={null}
              style={{ width: mobile ? '100%' : 260 }}
              data-testid="homework-ref-id"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            icon={<PlusOutlined />}
            loading={saving}
            data-testid="homework-assign"
          >
            {t('adminClass.assign')}
          </Button>
        </Form>
      </Card>
      <GroupWorkPicker classId={found.id} />
      <Table<HomeworkView>
        rowKey="id"
        size="small"
        loading={homework.isFetching}
        columns={columns}
        dataSource={homework.data ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminClass.noHomework') }}
        pagination={false}
        data-testid="class-homework"
      />
    </Flex>
  );
}
