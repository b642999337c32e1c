import { Button, Form, Input, Space } from 'antd';
import { LockOutlined, MailOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@judge/contract';
import { accountsApi } from '../../api/accounts';
import { useCooldown } from '../../hooks/useCooldown';
import { openAuthDialog } from '../../state/auth-dialog';
import {
  emailCodeError,
  emailError,
  passwordAgainError,
  passwordError,
  registerUsernameError,
  remoteRuleOf,
  REMOTE_CHECK_TRIGGERS,
  ruleOf,
} from '../../validation/account-rules';
import { toast } from '../feedback';

interface RegisterValues {
  username: string;
  password: string;
  passwordAgain: string;
  email: string;
  code: string;
}

/** Register with an emailed 6-digit code (spec 1-core §2.5, §5 "Register"). */
export function RegisterDialogContent() {
  const { t } = useTranslation();
  const [form] = Form.useForm<RegisterValues>();
  const cooldown = useCooldown();
  const [sendingCode, setSendingCode] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  const sendCode = async () => {
    let email: string;
    try {
      ({ email } = await form.validateFields(['email']));
    } catch {
      return; // the field shows what is wrong with the address
    }
    setSendingCode(true);
    try {
      await accountsApi.getRegisterCode(email.trim());
      toast.success(t('register.codeSent'));
      cooldown.start(LIMITS.registerCodeCooldownSeconds);
    } catch {
      // The central handler has shown why (cooldown, closed registration, mail failure).
    } finally {
      setSendingCode(false);
    }
  };

  const submit = async (values: RegisterValues) => {
    setSubmitting(true);
    try {
      // passwordAgain only guards against typos; it is not sent.
      await accountsApi.register({
        username: values.username.trim(),
        password: values.password,
        email: values.email.trim(),
        code: values.code.trim(),
      });
      toast.success(t('register.success'));
      openAuthDialog('Login');
    } catch {
      form.setFieldValue('code', '');
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} onFinish={submit} size="large" data-testid="register-form">
      <Form.Item
        name="username"
        validateFirst
        validateTrigger={REMOTE_CHECK_TRIGGERS}
        rules={[
          ruleOf(registerUsernameError, t),
          remoteRuleOf(
            async (username) =>
              (await accountsApi.checkUsernameOrEmail({ username })).username ? 'usernameTaken' : null,
            t,
          ),
        ]}
      >
        <Input prefix={<UserOutlined />} placeholder={t('register.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[ruleOf(passwordError, t)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.password')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="passwordAgain"
        dependencies={['password']}
        rules={[
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) => {
              const key = passwordAgainError(value, getFieldValue('password') as string | undefined);
              return key ? Promise.reject(new Error(t(`validation.${key}`))) : Promise.resolve();
            },
          }),
        ]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('register.passwordAgain')}
          autoComplete="new-password"
        />
      </Form.Item>
      <Form.Item
        name="email"
        validateFirst
        validateTrigger={REMOTE_CHECK_TRIGGERS}
        rules={[
          ruleOf(emailError, t),
          remoteRuleOf(
            async (email) =>
              (await accountsApi.checkUsernameOrEmail({ email })).email ? 'emailTaken' : null,
            t,
          ),
        ]}
      >
        <Input prefix={<MailOutlined />} placeholder={t('register.email')} autoComplete="email" />
      </Form.Item>
      <Form.Item>
        <Space.Compact block>
          <Form.Item name="code" noStyle rules={[ruleOf(emailCodeError, t)]}>
            <Input
              prefix={<SafetyOutlined />}
              placeholder={t('register.code')}
              maxLength={LIMITS.emailCodeLength}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          </Form.Item>
          <Button
            onClick={() => void sendCode()}
            disabled={cooldown.active}
            loading={sendingCode}
            data-testid="send-code"
          >
            {cooldown.active
              ? t('register.resendIn', { seconds: cooldown.remaining })
              : t('register.sendCode')}
          </Button>
        </Space.Compact>
      </Form.Item>
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('register.submit')}
        </Button>
      </Form.Item>
      <Button type="link" size="small" onClick={() => openAuthDialog('Login')}>
        {t('register.hasAccount')}
      </Button>
    </Form>
  );
}
