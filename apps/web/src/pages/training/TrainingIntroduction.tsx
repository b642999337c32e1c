import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Input } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TRAINING_AUTH } from '@judge/contract';
import { ApiError } from '../../api/request';
import { trainingsApi } from '../../api/trainings';
import { toast } from '../../components/feedback';
import { Markdown } from '../../components/markdown/Markdown';
import { useTraining } from './TrainingShell';

/**
 * The introduction tab (spec 2 §2.11): the description, and for a private training its password form
 * until the user has registered (spec 2 §4); then the problem list and rank tabs enable.
 */
export function TrainingIntroduction() {
  const { t } = useTranslation();
  const { training } = useTraining();
  const isPrivate = training.auth === TRAINING_AUTH.PRIVATE;
  return (
    <Flex vertical gap={16} data-testid="training-introduction">
      {isPrivate && !training.access && <PasswordForm />}
      {isPrivate && training.access && (
        <Alert
          type="success"
          showIcon
          title={
            training.isTrainingAdmin ? t('training.password.adminAccess') : t('training.password.granted')
          }
          data-testid="training-access-granted"
        />
      )}
      {training.description ? (
        <Markdown>{training.description}</Markdown>
      ) : (
        <Empty description={t('training.noDescription')} />
      )}
    </Flex>
  );
}

function PasswordForm() {
  const { t } = useTranslation();
  const { training, refresh } = useTraining();
  const [form] = Form.useForm<{ password: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const register = useMutation({
    mutationFn: (password: string) => trainingsApi.register(training.id, password),
    onSuccess: async () => {
      form.resetFields();
      toast.success(t('training.password.registered'));
      await refresh();
    },
    // The form refuses an empty password itself, so a 400 here is a wrong one.
    onError: (error) =>
      setServerError(
        error instanceof ApiError && error.code === 'VALIDATION_FAILED'
          ? t('training.password.wrong')
          : error.message,
      ),
  });
  return (
    <Alert
      type="warning"
      showIcon
      icon={<LockOutlined />}
      title={t('training.password.needed')}
      description={
        <Form
          form={form}
          layout="inline"
          className="training-password"
          onFinish={({ password }) => register.mutate(password.trim())}
          onValuesChange={() => setServerError(null)}
          data-testid="training-password-form"
        >
          <Form.Item
            name="password"
            rules={[{ required: true, whitespace: true, message: t('training.password.enter') }]}
            validateStatus={serverError ? 'error' : undefined}
            help={serverError ?? undefined}
          >
            <Input.Password
              placeholder={t('training.password.placeholder')}
              autoComplete="off"
              aria-label={t('training.password.label')}
              data-testid="training-password"
            />
          </Form.Item>
          <Form.Item>
            <Button
              type="primary"
              htmlType="submit"
              loading={register.isPending}
              data-testid="training-register"
            >
              {t('training.password.register')}
            </Button>
          </Form.Item>
        </Form>
      }
      data-testid="training-password-alert"
    />
  );
}
