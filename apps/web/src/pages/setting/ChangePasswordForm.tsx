import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { passwordAgainError, passwordError, ruleOf } from '../../validation/account-rules';

interface Values {
  oldPassword: string;
  newPassword: string;
  newPasswordAgain: string;
}

export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      await accountsApi.changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
      toast.success(t('setting.passwordChanged'));
      form.resetFields();
    } catch {
      // Shown by the central handler (wrong old password, same as old).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="change-password-form">
      <Form.Item
        name="oldPassword"
        label={t('setting.oldPassword')}
        rules={[{ required: true, message: t('validation.oldPasswordRequired') }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('setting.newPassword')}
        required
        dependencies={['oldPassword']}
        rules={[
          ruleOf(passwordError, t),
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              value && value === getFieldValue('oldPassword')
                ? Promise.reject(new Error(t('validation.samePassword')))
                : Promise.resolve(),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="newPasswordAgain"
        label={t('setting.newPasswordAgain')}
        required
        dependencies={['newPassword']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const key = passwordAgainError(value, getFieldValue('newPassword') as string | undefined);
              return key ? Promise.reject(new Error(t(`validation.${key}`))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('setting.changePassword')}
      </Button>
    </Form>
  );
}
