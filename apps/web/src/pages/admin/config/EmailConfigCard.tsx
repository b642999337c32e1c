import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EmailConfigView, StoredEmailConfig } from '@judge/contract';
import { systemConfigApi } from '../../../api/system-config';
import { toast } from '../../../components/feedback';
import { TestMailForm } from './TestMailForm';

const EMAIL_CONFIG_KEY = ['admin', 'email-config'] as const;

/** What the page says is in force: the SMTP_* variables, the settings below, or the outbox. */
function InForce({ config }: { config: EmailConfigView }) {
  const { t } = useTranslation();
  const environment = config.environment;
  const message =
    config.inForce === 'environment' && environment
      ? t('adminConfig.email.inForce.environment', {
          host: environment.host,
          port: environment.port,
          user: environment.user ?? t('adminConfig.email.noUser'),
          from: environment.from,
        })
      : t(`adminConfig.email.inForce.${config.inForce === 'database' ? 'database' : 'none'}`);
  return (
    <Alert
      type={config.inForce === 'none' ? 'warning' : 'info'}
      showIcon
      title={message}
      style={{ marginBottom: 16 }}
      data-testid="email-in-force"
    />
  );
}

/**
 * Root's SMTP settings kept in the database (spec 3 "SMTP settings (plus email background image)"). The saved
 * password never comes back: the field stays empty and says whether one is saved.
 */
export function EmailConfigCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StoredEmailConfig>();
  const [saving, setSaving] = useState(false);
  const config = useQuery({ queryKey: EMAIL_CONFIG_KEY, queryFn: systemConfigApi.emailConfig });

  useEffect(() => {
    if (config.data) form.setFieldsValue({ ...config.data, emailPassword: '' });
  }, [config.data, form]);

  const save = async (values: StoredEmailConfig) => {
    setSaving(true);
    try {
      await systemConfigApi.saveEmailConfig(values);
      toast.success(t('adminConfig.email.saved'));
      await queryClient.invalidateQueries({ queryKey: EMAIL_CONFIG_KEY });
    } catch {
      // The request layer said which field.
    } finally {
      setSaving(false);
    }
  };

  const label = (field: string) => t(`adminConfig.email.${field}` as 'adminConfig.email.host');
  return (
    <Card title={t('adminConfig.email.title')} loading={config.isLoading} data-testid="email-config-card">
      {config.data && <InForce config={config.data} />}
      <Form<StoredEmailConfig> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="emailHost" label={label('host')}>
              <Input maxLength={255} placeholder="smtp.example.com" data-testid="email-host" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item name="emailPort" label={label('port')}>
              <InputNumber min={1} max={65535} style={{ width: '100%' }} data-testid="email-port" />
            </Form.Item>
          </Col>
          <Col xs={12} md={6}>
            <Form.Item
              name="emailSsl"
              label={label('ssl')}
              valuePropName="checked"
              tooltip={label('sslHelp')}
            >
              <Switch data-testid="email-ssl" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="emailUsername" label={label('username')} extra={label('usernameHelp')}>
              <Input maxLength={255} autoComplete="off" data-testid="email-username" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="emailPassword"
              label={label('password')}
              extra={config.data?.emailPasswordSet ? label('passwordSet') : label('passwordNone')}
            >
              <Input.Password maxLength={255} autoComplete="new-password" data-testid="email-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="emailFrom" label={label('from')} extra={label('fromHelp')}>
              <Input maxLength={255} data-testid="email-from" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="emailBGImg" label={label('bgImg')} extra={label('bgImgHelp')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="email-save">
          {t('common.save')}
        </Button>
      </Form>
      <TestMailForm />
    </Card>
  );
}
