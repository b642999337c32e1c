import { useState } from 'react';
import { Button, Form, Modal, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { GROUP_AUTH } from '@judge/contract';
import { groupListKey, groupsApi } from '../../api/groups';
import { toast } from '../../components/feedback';
import { GroupFormFields, type GroupFormValues } from './GroupFormFields';
import { serverFieldError } from './group-form-rules';

/** The create-group dialog (spec 3 "Group list"): the group form; the new group opens once saved. */
export function GroupCreateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<GroupFormValues>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: GroupFormValues) => {
    setSaving(true);
    try {
      const group = await groupsApi.create({ ...values, code: values.code || undefined });
      toast.success(t('group.createdSuccess'));
      await queryClient.invalidateQueries({ queryKey: groupListKey });
      onClose();
      void navigate(`/group/${group.id}`);
    } catch (error) {
      const field = serverFieldError(error);
      if (field) form.setFields([{ name: field.field as keyof GroupFormValues, errors: [field.message] }]);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('group.form.createTitle')}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button
            type="primary"
            loading={saving}
            onClick={() => form.submit()}
            data-testid="group-form-submit"
          >
            {t('group.form.submit')}
          </Button>
        </Space>
      }
    >
      <Form<GroupFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={{ auth: GROUP_AUTH.PUBLIC, visible: true, brief: '', description: '' }}
        onFinish={(values) => void submit(values)}
        data-testid="group-create-form"
      >
        <GroupFormFields />
      </Form>
    </Modal>
  );
}
