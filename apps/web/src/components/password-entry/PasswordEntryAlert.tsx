import { Alert, Button, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { usePasswordRegistration, type PasswordTexts } from './usePasswordRegistration';

/**
 * The password form of a private or protected contest and of a private training (spec 2 §4): a warning
 * with the password field and the button, until the user has registered. Test ids start with `testId`:
 * `-password-alert`, `-password-form`, `-password`, `-register`.
 */
export function PasswordEntryAlert({
  title,
  texts,
  register,
  onRegistered,
  testId,
  className,
}: {
  title: string;
  texts: PasswordTexts;
  register: (password: string) => Promise<unknown>;
  onRegistered: () => void | Promise<void>;
  testId: string;
  className?: string;
}) {
  const { form, serverError, clearError, mutation } = usePasswordRegistration(register, onRegistered, texts);
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      title={title}
      description={
        <Form
          form={form}
          layout="inline"
          className={className}
          onFinish={({ password }) => mutation.mutate(password)}
          onValuesChange={clearError}
          data-testid={`${testId}-password-form`}
        >
          <Form.Item
            name="password"
            rules={[{ required: true, whitespace: true, message: texts.enter }]}
            validateStatus={serverError ? 'error' : undefined}
            help={serverError ?? undefined}
          >
            <Input.Password
              placeholder={texts.placeholder}
              autoComplete="off"
              aria-label={texts.label}
              data-testid={`${testId}-password`}
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={mutation.isPending}
              data-testid={`${testId}-register`}
            >
              {texts.register}
            </Button>
          </Form.Item>
        </Form>
      }
      data-testid={`${testId}-password-alert`}
    />
  );
}
