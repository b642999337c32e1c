import { useEffect, useState } from 'react';
import { ColorPicker, Form, Input, Modal, Radio, Select } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../i18n/roles';
import { ROLE_IDS, USER_STATUS, type AdminUserRow, type EditUserBody, type RoleId } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import { toast } from '../../../components/feedback';
import { emailError, passwordError, registerUsernameError, ruleOf } from '../../../validation/account-rules';

interface Props {
  user: AdminUserRow | null;
  onClose(): void;
  onSaved(): void;
}

interface Values {
  username: string;
  realname: string;
  email: string;
  role: RoleId;
  status: number;
  titleName: string;
  titleColor: string;
  password: string;
}

export function EditUserDialog({ user, onClose, onSaved }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    form.setFieldsValue({
      username: user.username,
      realname: user.realname ?? '',
      email: user.email ?? '',
      role: user.role,
      status: user.status,
      titleName: user.titleName ?? '',
      titleColor: user.titleColor ?? '',
      password: '',
    });
  }, [user, form]);

  const save = async () => {
    if (!user) return;
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const body: EditUserBody = {
      uid: user.uid,
      username: values.username.trim(),
      realname: values.realname.trim(),
      email: values.email.trim(),
      role: values.role,
      status: values.status === USER_STATUS.DISABLED ? USER_STATUS.DISABLED : USER_STATUS.NORMAL,
      titleName: values.titleName.trim(),
      titleColor: values.titleColor,
      // An empty password keeps the old one.
      password: values.password || undefined,
    };
    setSaving(true);
    try {
      await adminUsersApi.edit(body);
      toast.success(t('common.updateSuccess'));
      onSaved();
    } catch {
      // Shown by the central handler.
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
      forceRender
      width={560}
    >
      <Form form={form} layout="vertical" data-testid="edit-user-form">
        <Form.Item
          name="username"
          label={t('adminUsers.username')}
          rules={[ruleOf(registerUsernameError, t)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="realname" label={t('adminUsers.realname')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('adminUsers.email')}
          rules={[ruleOf((value) => (value ? emailError(value) : null), t)]}
        >
          <Input />
        </Form.Item>
        <Form.Item name="role" label={t('adminUsers.role')}>
          <Select
            options={ROLE_IDS.map((role) => ({ value: role, label: `${t(roleLabelKey(role))} (${role})` }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('adminUsers.status')}>
          <Radio.Group
            options={[
              { value: USER_STATUS.NORMAL, label: t('adminUsers.normal') },
              { value: USER_STATUS.DISABLED, label: t('adminUsers.disabled') },
            ]}
          />
        </Form.Item>
        <Form.Item name="titleName" label={t('adminUsers.titleName')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item
          name="titleColor"
          label={t('adminUsers.titleColor')}
          getValueFromEvent={(color: Color | null) => (color && !color.cleared ? color.toHexString() : '')}
        >
          <ColorPicker allowClear showText format="hex" disabledAlpha />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('adminUsers.newPassword')}
          extra={t('adminUsers.newPasswordHelp')}
          rules={[ruleOf((value) => (value ? passwordError(value) : null), t)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
