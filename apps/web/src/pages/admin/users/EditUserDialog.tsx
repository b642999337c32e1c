import { useEffect, useState } from 'react';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AdminUserRow } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import { ApiError } from '../../../api/request';
import { toast } from '../../../components/feedback';
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
  const [form] = Form.useForm<UserFormValues>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (user) form.setFieldsValue(formValuesOf(user));
  }, [user, form]);

  const save = async () => {
    if (!user) return;
    let values: UserFormValues;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await adminUsersApi.edit(editBodyOf(user.uid, values));
      toast.success(t('common.updateSuccess'));
      onSaved();
    } catch (error) {
      // The central handler showed the message; the field it names is marked too.
      const field =
        error instanceof ApiError ? (error.data as { field?: string } | undefined)?.field : undefined;
      if (field && field in values) {
        form.setFields([
          { name: field as keyof UserFormValues, errors: [error instanceof Error ? error.message : ''] },
        ]);
        form.scrollToField(field);
      }
    } finally {
      setSaving(false);
    }
  };

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
