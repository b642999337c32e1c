import { useState } from 'react';
import { Alert, Button, Card, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { accountsApi } from '../../api/accounts';
import { toast } from '../../components/feedback';
import { openAuthDialog } from '../../state/auth-dialog';
import {
  passwordAgainError,
  passwordError,
  remoteRuleOf,
  REMOTE_CHECK_TRIGGERS,
  ruleOf,
} from '../../validation/account-rules';
import './ResetPasswordPage.css';

interface ResetValues {
  username: string;
  password: string;
  passwordAgain: string;
}

/** The page the reset email links to (spec 1-core §2.4, §5 "Reset page"). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const username = params.get('username') ?? '';
  const code = params.get('code') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (values: ResetValues) => {
    setSubmitting(true);
    try {
      // The repeat field only guards against typos; it is not sent.
      await accountsApi.resetPassword({ username: values.username, password: values.password, code });
      toast.success(t('resetPage.success'));
      navigate('/');
      openAuthDialog('Login');
    } catch {
      // The central handler has shown the server's reason (expired or used link).
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Card title={t('resetPage.title')} className="reset-password-page" data-testid="reset-password-page">
      {!code && (
        <Alert type="warning" showIcon title={t('resetPage.missingCode')} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" initialValues={{ username }} onFinish={submit} size="large">
        <Form.Item
          name="username"
          label={t('resetPage.username')}
          validateFirst
          validateTrigger={REMOTE_CHECK_TRIGGERS}
          rules={[
            { required: true, message: t('validation.usernameRequired') },
            remoteRuleOf(
              async (name) =>
                (await accountsApi.checkUsernameOrEmail({ username: name })).username
                  ? null
                  : 'usernameNotExist',
              t,
            ),
          ]}
        >
          <Input prefix={<UserOutlined />} disabled />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('resetPage.password')}
          required
          rules={[ruleOf(passwordError, t)]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="passwordAgain"
          label={t('resetPage.passwordAgain')}
          required
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
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!code}>
          {t('resetPage.submit')}
        </Button>
      </Form>
    </Card>
  );
}
