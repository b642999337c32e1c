import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { updateUser, useSession } from '../../state/session';
import { newPhoneError, passwordError, ruleOf } from '../../validation/account-rules';

interface Values {
  password: string;
  newPhone: string;
}

/**
 * A new mobile number, confirmed by the current password (spec 3 "Settings": required, formatted, not the old
 * one). No code is sent to the phone: this site sends no SMS.
 */
export function ChangePhoneForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const { userInfo: updated } = await accountsApi.changePhone({
        password: values.password,
        newPhone: values.newPhone.trim(),
      });
      updateUser(updated);
      toast.success(t('setting.phoneChanged'));
      form.resetFields();
    } catch {
      // Shown by the central handler, under the field it names.
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} name="changePhone" layout="vertical" onFinish={submit} data-testid="change-phone-form">
      <Form.Item label={t('setting.currentPhone')}>
        <Typography.Text data-testid="current-phone">{user?.phone || t('setting.noPhone')}</Typography.Text>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('setting.currentPassword')}
        required
        rules={[ruleOf(passwordError, t)]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPhone"
        label={t('setting.newPhone')}
        required
        rules={[ruleOf(newPhoneError(user?.phone), t)]}
      >
        <Input autoComplete="tel" inputMode="tel" data-testid="new-phone" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('setting.changePhone')}
      </Button>
    </Form>
  );
}
