import { useState } from 'react';
import { Button, Card, ColorPicker, Flex, Form, Input, InputNumber, Select, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminProblemsApi, type ProblemTag, type TagClassification } from '../../../api/admin-problems';
import { toast } from '../../../components/feedback';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { FormDialog } from '../../../components/FormDialog';
import { useIsMobile } from '../../../hooks/useMediaQuery';

const tagsKey = ['admin', 'all-tags'] as const;
const classificationsKey = ['admin', 'tag-classifications'] as const;
const DEFAULT_TAG_COLOR = '#409eff';

interface TagFormValues {
  name: string;
  color: string;
  classificationId: number | null;
}

interface ClassificationFormValues {
  name: string;
  rank: number;
}

type Editing<T> = { kind: 'create' } | { kind: 'edit'; row: T } | null;

/** Tags with their colours and classifications, for the problem admins (spec 3 "Tag admin"). */
export function TagAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const tags = useQuery({ queryKey: tagsKey, queryFn: adminProblemsApi.allTags });
  const classifications = useQuery({
    queryKey: classificationsKey,
    queryFn: adminProblemsApi.classifications,
  });
  const [keyword, setKeyword] = useState('');
  // On phones the card headers keep their titles readable: the create buttons show only their icon.
  const mobile = useIsMobile();
  const [editingTag, setEditingTag] = useState<Editing<ProblemTag>>(null);
  const [editingClassification, setEditingClassification] = useState<Editing<TagClassification>>(null);

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: tagsKey });
    await queryClient.invalidateQueries({ queryKey: classificationsKey });
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await refresh();
      return true;
    } catch {
      // Shown by the central handler (the server names the field, e.g. a taken tag name).
      return false;
    }
  };

  const classificationName = (id: number | null) =>
    classifications.data?.find((c) => c.id === id)?.name ?? t('adminTag.noClassification');
  const tagCount = (id: number) => tags.data?.filter((tag) => tag.classificationId === id).length ?? 0;
  const visibleTags = (tags.data ?? []).filter((tag) =>
    tag.name.toLowerCase().includes(keyword.toLowerCase()),
  );

  const classificationColumns: ColumnsType<TagClassification> = [
    { title: t('adminTag.name'), dataIndex: 'name' },
    { title: t('adminTag.rank'), dataIndex: 'rank', width: 90 },
    { title: t('adminTag.tagCount'), key: 'count', width: 90, render: (_v, row) => tagCount(row.id) },
    {
      title: t('adminProblem.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_v, row) => (
        <EditDeleteActions
          onEdit={() => setEditingClassification({ kind: 'edit', row })}
          deleteConfirm={t('adminTag.deleteClassificationConfirm')}
          onDelete={() => run(() => adminProblemsApi.removeClassification(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  const tagColumns: ColumnsType<ProblemTag> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminTag.name'),
      dataIndex: 'name',
      render: (name: string, row) => <Tag color={row.color ?? undefined}>{name}</Tag>,
    },
    {
      title: t('adminTag.classification'),
      dataIndex: 'classificationId',
      render: (id: number | null) => classificationName(id),
    },
    {
      title: t('adminProblem.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_v, row) => (
        <EditDeleteActions
          onEdit={() => setEditingTag({ kind: 'edit', row })}
          editTestId={`edit-tag-${row.name}`}
          deleteConfirm={t('adminTag.deleteTagConfirm')}
          onDelete={() => run(() => adminProblemsApi.removeTag(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  return (
    <Flex vertical gap={24} data-testid="tag-admin">
      <Card
        title={t('adminTag.classifications')}
        extra={
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditingClassification({ kind: 'create' })}
            aria-label={t('adminTag.createClassification')}
            data-testid="create-classification"
          >
            {!mobile && t('adminTag.createClassification')}
          </Button>
        }
      >
        <Table<TagClassification>
          rowKey="id"
          size="small"
          loading={classifications.isFetching}
          columns={classificationColumns}
          dataSource={classifications.data ?? []}
          pagination={false}
          scroll={{ x: 'max-content' }}
        />
      </Card>
      <Card
        title={t('adminTag.title')}
        extra={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditingTag({ kind: 'create' })}
            aria-label={t('adminTag.createTag')}
            data-testid="create-tag"
          >
            {!mobile && t('adminTag.createTag')}
          </Button>
        }
      >
        <Input.Search
          allowClear
          placeholder={t('adminTag.searchPlaceholder')}
          onChange={(event) => setKeyword(event.target.value)}
          style={{ maxWidth: 320, marginBottom: 16 }}
        />
        <Table<ProblemTag>
          rowKey="id"
          size="small"
          loading={tags.isFetching}
          columns={tagColumns}
          dataSource={visibleTags}
          scroll={{ x: 'max-content' }}
          pagination={{ pageSize: 20, showTotal: (total) => t('adminTag.total', { count: total }) }}
          data-testid="tag-list"
        />
      </Card>

      <TagDialog
        editing={editingTag}
        classifications={classifications.data ?? []}
        onClose={() => setEditingTag(null)}
        onSubmit={async (values) => {
          const body = {
            name: values.name.trim(),
            color: values.color || null,
            classificationId: values.classificationId ?? null,
          };
          const done =
            editingTag?.kind === 'edit'
              ? await run(
                  () => adminProblemsApi.updateTag(editingTag.row.id, body),
                  t('common.updateSuccess'),
                )
              : await run(() => adminProblemsApi.createTag(body), t('adminTag.createSuccess'));
          if (done) setEditingTag(null);
        }}
      />
      <ClassificationDialog
        editing={editingClassification}
        onClose={() => setEditingClassification(null)}
        onSubmit={async (values) => {
          const body = { name: values.name.trim(), rank: values.rank ?? 0 };
          const done =
            editingClassification?.kind === 'edit'
              ? await run(
                  () => adminProblemsApi.updateClassification(editingClassification.row.id, body),
                  t('common.updateSuccess'),
                )
              : await run(() => adminProblemsApi.createClassification(body), t('adminTag.createSuccess'));
          if (done) setEditingClassification(null);
        }}
      />
    </Flex>
  );
}

function TagDialog({
  editing,
  classifications,
  onClose,
  onSubmit,
}: {
  editing: Editing<ProblemTag>;
  classifications: TagClassification[];
  onClose: () => void;
  onSubmit: (values: TagFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <FormDialog<TagFormValues>
      open={editing !== null}
      title={row ? t('adminTag.editTag') : t('adminTag.createTag')}
      formKey={row?.id ?? 'new'}
      initialValues={{
        name: row?.name ?? '',
        color: row?.color ?? DEFAULT_TAG_COLOR,
        classificationId: row?.classificationId ?? null,
      }}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="tag-form"
    >
      <Form.Item
        name="name"
        label={t('adminTag.name')}
        rules={[{ required: true, whitespace: true, message: t('adminTag.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="color" label={t('adminTag.color')} getValueFromEvent={(_color, hex: string) => hex}>
        <ColorPicker showText disabledAlpha format="hex" />
      </Form.Item>
      <Form.Item name="classificationId" label={t('adminTag.classification')}>
        <Select
          allowClear
          placeholder={t('adminTag.noClassification')}
          options={classifications.map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
    </FormDialog>
  );
}

function ClassificationDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Editing<TagClassification>;
  onClose: () => void;
  onSubmit: (values: ClassificationFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <FormDialog<ClassificationFormValues>
      open={editing !== null}
      title={row ? t('adminTag.editClassification') : t('adminTag.createClassification')}
      formKey={row?.id ?? 'new'}
      initialValues={{ name: row?.name ?? '', rank: row?.rank ?? 0 }}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="classification-form"
    >
      <Form.Item
        name="name"
        label={t('adminTag.name')}
        rules={[{ required: true, whitespace: true, message: t('adminTag.nameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="rank" label={t('adminTag.rank')} tooltip={t('adminTag.rankHint')}>
        <InputNumber min={0} max={1_000_000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
    </FormDialog>
  );
}
