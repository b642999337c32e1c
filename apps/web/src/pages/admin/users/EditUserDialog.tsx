import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import { toast } from '../../../components/feedback';
import { useEditForm } from '../../../hooks/useEditForm';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { UserFormFields } from './UserFormFields';
import { editBodyOf, formValuesOf, type UserFormValues } from './user-form';

interface Props {
  user: AdminUserRow | null;
  onClose(): void;
  onSaved(): void;
}

/** Edits every field of spec 3 §3 User; a field the server refuses is marked where it is. */
export function EditUserDialog({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const { form, saving, save } = useEditForm(
    user,
    formValuesOf,
    async (row: AdminUserRow, values: UserFormValues) => {
      await adminUsersApi.edit(editBodyOf(row.uid, values));
      toast.success(t('common.updateSuccess'));
    },
    onSaved,
  );

  return (
    <Modal
      open={user !== null}
      title={t('adminUsers.editTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'edit-user-save' } as never}
      forceRender
      width={mobile ? '100%' : 820}
      style={mobile ? { top: 8, maxWidth: 'calc(100vw - 16px)' } : undefined}
    >
      <Form form={form} layout="vertical" data-testid="edit-user-form">
        <UserFormFields avatar={user?.avatar ?? null} />
      </Form>
    </Modal>
  );
}
