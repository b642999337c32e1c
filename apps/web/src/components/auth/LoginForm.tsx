import { Button, Form, Input } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { LoginResult } from '../../api/accounts';
import { loginUsernameError, passwordError, ruleOf } from '../../validation/account-rules';
import { SlideVerification } from './SlideVerification';
import { useLoginFlow } from './useLoginFlow';

interface Props {
  kind: 'general' | 'admin';
  onLoggedIn(result: LoginResult): void;
  submitText: string;
}

/** Username, password and, when needed, the slide verification (spec 1-core §2.5, §5 "Login"). */
export function LoginForm({ kind, onLoggedIn, submitText }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ username: string; password: string }>();
  const flow = useLoginFlow(kind);

  const submit = async (values: { username: string; password: string }) => {
    const result = await flow.login({ username: values.username.trim(), password: values.password });
    if (result) onLoggedIn(result);
  };

  return (
    <Form form={form} onFinish={submit} size="large" autoComplete="on" data-testid={`${kind}-login-form`}>
      <Form.Item name="username" rules={[ruleOf(loginUsernameError, t)]}>
        <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item name="password" rules={[ruleOf(passwordError, t)]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.password')}
          autoComplete="current-password"
        />
      </Form.Item>
      {flow.slideRequired && (
        <SlideVerification generation={flow.slideGeneration} onPassed={(ticket) => flow.setTicket(ticket)} />
      )}
      <Form.Item style={{ marginBottom: 8 }}>
        <Button type="primary" htmlType="submit" block loading={flow.submitting}>
          {submitText}
        </Button>
      </Form.Item>
    </Form>
  );
}
