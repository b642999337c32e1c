import { useState } from 'react';
import { Button, Card, ColorPicker, Flex, Form, Input, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRAINING_LIMITS, type TrainingCategory } from '@judge/contract';
import { adminTrainingsApi, trainingsApi } from '../../../api/trainings';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toast } from '../../../components/feedback';
import { FormDialog } from '../../../components/FormDialog';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { trainingCategoriesKey } from '../../training/TrainingListPage';
import '../../training/Training.css';

const DEFAULT_COLOR = '#409eff';

interface CategoryFormValues {
  name: string;
  color: string;
}

type Editing = { kind: 'create' } | { kind: 'edit'; row: TrainingCategory } | null;

/** /admin/training/category (spec 3 "Admin area": training categories): name and colour. */
export function TrainingCategoryPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const categories = useQuery({ queryKey: trainingCategoriesKey, queryFn: trainingsApi.categories });
  const [editing, setEditing] = useState<Editing>(null);

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await queryClient.invalidateQueries({ queryKey: trainingCategoriesKey });
      return true;
    } catch {
      // Shown by the central handler (a name already used is named by the server).
      return false;
    }
  };

  const columns: ColumnsType<TrainingCategory> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminTraining.categories.name'),
      dataIndex: 'name',
      render: (name: string, row) => (
        <Tag style={{ color: row.color, borderColor: row.color, background: '#fff' }}>{name}</Tag>
      ),
    },
    {
      title: t('adminTraining.categories.color'),
      dataIndex: 'color',
      width: 130,
      render: (color: string) => (
        <Flex align="center" gap={8}>
          <span className="training-swatch" style={{ background: color }} aria-hidden />
          {color}
        </Flex>
      ),
    },
    {
      title: t('adminTraining.actions'),
      key: 'actions',
      width: 100,
      render: (_, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`edit-category-${row.name}`}
          deleteConfirm={t('adminTraining.categories.deleteConfirm')}
          onDelete={() => run(() => adminTrainingsApi.removeCategory(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <Card
      title={t('adminTraining.categories.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminTraining.categories.create')}
          data-testid="create-training-category"
        >
          {!mobile && t('adminTraining.categories.create')}
        </Button>
      }
      data-testid="training-categories"
    >
      <Table<TrainingCategory>
        rowKey="id"
        size="small"
        loading={categories.isFetching}
        columns={columns}
        dataSource={categories.data ?? []}
        pagination={false}
        locale={{ emptyText: t('adminTraining.categories.empty') }}
      />
      <FormDialog<CategoryFormValues>
        open={editing !== null}
        title={row ? t('adminTraining.categories.edit') : t('adminTraining.categories.create')}
        formKey={row?.id ?? 'new'}
        initialValues={{ name: row?.name ?? '', color: row?.color ?? DEFAULT_COLOR }}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = { name: values.name.trim(), color: values.color || DEFAULT_COLOR };
          const done = row
            ? await run(() => adminTrainingsApi.updateCategory(row.id, body), t('common.updateSuccess'))
            : await run(() => adminTrainingsApi.createCategory(body), t('adminTraining.categories.created'));
          if (done) setEditing(null);
        }}
        testId="training-category-form"
      >
        <Form.Item
          name="name"
          label={t('adminTraining.categories.name')}
          rules={[{ required: true, whitespace: true, message: t('adminTraining.categories.nameRequired') }]}
        >
          <Input maxLength={TRAINING_LIMITS.categoryNameMax} data-testid="training-category-name" />
        </Form.Item>
        <Form.Item
          name="color"
          label={t('adminTraining.categories.color')}
          getValueFromEvent={(_color, hex: string) => hex}
        >
          <ColorPicker showText disabledAlpha format="hex" />
        </Form.Item>
      </FormDialog>
    </Card>
  );
}
