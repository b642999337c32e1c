import { useState } from 'react';
import { Alert, Button, Empty, Flex, Form, Input, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CONTEST_AUTH } from '@judge/contract';
import { contestsApi } from '../../api/contests';
import { ApiError } from '../../api/request';
import { toast } from '../../components/feedback';
import { Markdown } from '../../components/markdown/Markdown';
import { useContest } from './ContestShell';
import { ContestStatus, hasTimeLimit } from './contest-time';
import { VirtualParticipationCard } from './VirtualParticipationCard';

/**
 * The overview tab (spec 2 §2.2 ContestDetails): the description, and for a private or protected
 * contest the password form until the user has registered (spec 2 §4).
 */
export function ContestOverview() {
  const { t } = useTranslation();
  const { info, status, refresh } = useContest();
  const [form] = Form.useForm<{ password: string }>();
  const [serverError, setServerError] = useState<string | null>(null);
  const needsPassword = info.auth !== CONTEST_AUTH.PUBLIC && !info.registered && !info.isContestAdmin;

  const register = useMutation({
    mutationFn: (password: string) => contestsApi.register(info.id, password),
    onSuccess: async () => {
      setServerError(null);
      form.resetFields();
      toast.success(t('contest.registered'));
      await refresh();
    },
    // The form refuses an empty password itself, so a 400 on the password is a wrong one; anything
    // else (an account rule that excludes the user, ...) is said as the server says it.
    onError: (error) =>
      setServerError(
        error instanceof ApiError && error.code === 'VALIDATION_FAILED'
          ? t('contest.wrongPassword')
          : error.message,
      ),
  });

  return (
    <Flex vertical gap={16} className="contest-overview" data-testid="contest-overview">
      {needsPassword && (
        <Alert
          type="warning"
          showIcon
          icon={<LockOutlined />}
          title={
            info.auth === CONTEST_AUTH.PRIVATE
              ? t('contest.passwordNeededPrivate')
              : t('contest.passwordNeededProtected')
          }
          description={
            <Form
              form={form}
              layout="inline"
              className="contest-overview__password"
              onFinish={({ password }) => register.mutate(password)}
              onValuesChange={() => setServerError(null)}
              data-testid="contest-password-form"
            >
              <Form.Item
                name="password"
                rules={[{ required: true, whitespace: true, message: t('contest.enterPassword') }]}
                validateStatus={serverError ? 'error' : undefined}
                help={serverError ?? undefined}
              >
                <Input.Password
                  placeholder={t('contest.passwordPlaceholder')}
                  autoComplete="off"
                  aria-label={t('contest.password')}
                  data-testid="contest-password"
                />
              </Form.Item>
              <Form.Item>
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={register.isPending}
                  data-testid="contest-register"
                >
                  {t('contest.register')}
                </Button>
              </Form.Item>
            </Form>
          }
          data-testid="contest-password-alert"
        />
      )}
      {!needsPassword && info.auth !== CONTEST_AUTH.PUBLIC && info.registered && (
        <Alert
          type="success"
          showIcon
          title={t('contest.accessGranted')}
          data-testid="contest-access-granted"
        />
      )}
      {hasTimeLimit(info) && !info.beginTime && info.access && status === ContestStatus.RUNNING && (
        <Alert type="info" showIcon title={t('contest.notStarted')} data-testid="contest-not-started" />
      )}
      {!needsPassword && !info.access && (
        <Alert type="error" showIcon title={t('contest.noAccess')} data-testid="contest-no-access" />
      )}
      <VirtualParticipationCard info={info} refresh={refresh} />
      {info.description ? (
        <Markdown className="contest-overview__description">{info.description}</Markdown>
      ) : (
        // A private contest keeps its description until the password is given: the form says enough.
        !needsPassword && <Empty description={t('contest.noDescription')} />
      )}
      {info.author && (
        <Typography.Text type="secondary" className="contest-overview__author">
          {t('contest.author')}: {info.author}
        </Typography.Text>
      )}
    </Flex>
  );
}
