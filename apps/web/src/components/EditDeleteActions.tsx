import { Button, Popconfirm, Space } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** A table row's edit and delete buttons; deleting asks `deleteConfirm` first. */
export function EditDeleteActions({
  onEdit,
  onDelete,
  deleteConfirm,
  editTestId,
}: {
  onEdit: () => void;
  onDelete: () => unknown;
  deleteConfirm: string;
  editTestId?: string;
}) {
  const { t } = useTranslation();
  return (
    <Space size={0}>
      <Button
        type="link"
        icon={<EditOutlined />}
        aria-label={t('common.edit')}
        onClick={onEdit}
        data-testid={editTestId}
      />
      <Popconfirm
        title={deleteConfirm}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        onConfirm={() => onDelete()}
      >
        <Button type="link" danger icon={<DeleteOutlined />} aria-label={t('common.delete')} />
      </Popconfirm>
    </Space>
  );
}
