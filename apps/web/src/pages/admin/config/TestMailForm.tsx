import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Typography } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TestEmailResult } from '@judge/contract';
import { ApiError } from '../../../api/request';
import { systemConfigApi } from '../../../api/system-config';
import { useSession } from '../../../state/session';

type Outcome = { kind: 'sent'; to: string; result: TestEmailResult } | { kind: 'refused'; message: string };

/** Sends a test mail with the settings in force and shows what the SMTP server answered, refusals included. */
export function TestMailForm() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [to, setTo] = useState(user?.email ?? '');
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = async () => {
    setSending(true);
    setOutcome(null);
    try {
      const result = await systemConfigApi.testEmail(to.trim());
      setOutcome({ kind: 'sent', to: to.trim(), result });
    } catch (error) {
      // Validation errors were shown by the request layer; a refusal is shown here, in the SMTP server's words.
      if (error instanceof ApiError && error.code === 'EMAIL_FAILED')
        setOutcome({
          kind: 'refused',
          message: (error.data as { answer?: string } | undefined)?.answer ?? error.message,
        });
      if (error instanceof ApiError && error.code === 'BAD_REQUEST')
        setOutcome({ kind: 'refused', message: t('adminConfig.email.inForce.none') });
    } finally {
      setSending(false);
    }
  };

  return (
    <div style={{ marginTop: 24 }} data-testid="test-mail">
      <Typography.Text strong>{t('adminConfig.email.test')}</Typography.Text>
      <Form layout="vertical" onFinish={() => void send()} style={{ marginTop: 8 }}>
        <Form.Item label={t('adminConfig.email.testTo')} style={{ marginBottom: 12 }}>
          <Flex gap={8} wrap>
            <Input
              type="email"
              value={to}
              onChange={(event) => setTo(event.target.value)}
              style={{ flex: '1 1 220px', maxWidth: 360 }}
              data-testid="test-mail-to"
            />
            <Button htmlType="submit" icon={<SendOutlined />} loading={sending} data-testid="test-mail-send">
              {t('adminConfig.email.testSend')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {outcome?.kind === 'sent' && (
        <Alert
          type="success"
          showIcon
          data-testid="test-mail-result"
          title={t('adminConfig.email.testAccepted', {
            host: outcome.result.host,
            port: outcome.result.port,
            to: outcome.to,
          })}
          description={
            <>
              <div>{t('adminConfig.email.testAnswer', { response: outcome.result.response })}</div>
              {outcome.result.source === 'environment' && (
                <div>{t('adminConfig.email.testFromEnvironment')}</div>
              )}
            </>
          }
        />
      )}
      {outcome?.kind === 'refused' && (
        <Alert
          type="error"
          showIcon
          data-testid="test-mail-result"
          title={t('adminConfig.email.testRefused')}
          description={outcome.message}
        />
      )}
    </div>
  );
}
