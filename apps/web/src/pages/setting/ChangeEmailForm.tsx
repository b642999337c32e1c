import { useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { useCooldown } from '../../hooks/useCooldown';
import { updateUser, useSession } from '../../state/session';
import { emailCodeError, emailError, passwordError, ruleOf } from '../../validation/account-rules';

interface Values {
  password: string;
  newEmail: string;
  code: string;
}

/** New address, confirmed by the current password and a code mailed to the new address. */
export function ChangeEmailForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [form] = Form.useForm<Values>();
  const cooldown = useCooldown();
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    let newEmail: string;
    try {
      ({ newEmail } = await form.validateFields(['newEmail']));
    } catch {
      return;
    }
    setSending(true);
    try {
      await accountsApi.getChangeEmailCode(newEmail.trim());
      toast.success(t('register.codeSent'));
      cooldown.start(LIMITS.registerCodeCooldownSeconds);
    } catch {
      // Shown by the central handler.
    } finally {
      setSending(false);
    }
  };

  const submit = async (values: Values) => {
    setSubmitting(true);
    try {
      const { userInfo: updated } = await accountsApi.changeEmail({
        password: values.password,
        newEmail: values.newEmail.trim(),
        code: values.code.trim(),
      });
      updateUser(updated);
      toast.success(t('setting.emailChanged'));
      form.resetFields();
    } catch {
      form.setFieldValue('code', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} data-testid="change-email-form">
      <Form.Item label={t('setting.currentEmail')}>
        <Input value={user?.email ?? ''} disabled />
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
        name="newEmail"
        label={t('setting.newEmail')}
        required
        rules={[
          ruleOf(emailError, t),
          {
            validator: (_rule, value: string | undefined) =>
              value && user?.email && value.trim().toLowerCase() === user.email.toLowerCase()
                ? Promise.reject(new Error(t('validation.sameEmail')))
                : Promise.resolve(),
          },
        ]}
      >
        <Input autoComplete="email" />
      </Form.Item>
      <Form.Item label={t('setting.code')} required>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[ruleOf(emailCodeError, t)]}>
            <Input maxLength={LIMITS.emailCodeLength} inputMode="numeric" autoComplete="one-time-code" />
          </Form.Item>
          <Button onClick={() => void sendCode()} disabled={cooldown.active} loading={sending}>
            {cooldown.active
              ? t('register.resendIn', { seconds: cooldown.remaining })
              : t('setting.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        {t('setting.changeEmail')}
      </Button>
    </Form>
  );
}
