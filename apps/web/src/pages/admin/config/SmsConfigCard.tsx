import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { StoredSmsConfig } from '@judge/contract';
import { systemConfigApi } from '../../../api/system-config';
import { toast } from '../../../components/feedback';

const SMS_CONFIG_KEY = ['admin', 'sms-config'] as const;

const TEXT_FIELDS = [
  { name: 'smsRegionId', label: 'regionId', max: 64, placeholder: 'cn-hangzhou' },
  { name: 'smsDomain', label: 'domain', max: 255, placeholder: 'dysmsapi.aliyuncs.com' },
  { name: 'smsSignName', label: 'signName', max: 64 },
  { name: 'smsTemplateCode', label: 'templateCode', max: 64, placeholder: 'SMS_123456' },
] as const;

/**
 * Root's SMS provider settings (spec 3 "Mobile SMS settings"): kept for a provider to send with, the keys never
 * shown back in full (the id by its last characters, the secret only as kept), and a save that leaves a key
 * empty keeps it. The card says that this site itself sends no SMS.
 */
export function SmsConfigCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<StoredSmsConfig>();
  const [saving, setSaving] = useState(false);
  const config = useQuery({ queryKey: SMS_CONFIG_KEY, queryFn: systemConfigApi.smsConfig });

  useEffect(() => {
    if (config.data) form.setFieldsValue({ ...config.data, smsAccessKeyId: '', smsAccessKeySecret: '' });
  }, [config.data, form]);

  const save = async (values: StoredSmsConfig) => {
    setSaving(true);
    try {
      await systemConfigApi.saveSmsConfig(values);
      toast.success(t('adminConfig.sms.saved'));
      await queryClient.invalidateQueries({ queryKey: SMS_CONFIG_KEY });
    } catch {
      // The request layer said which field.
    } finally {
      setSaving(false);
    }
  };

  const label = (field: string) => t(`adminConfig.sms.${field}` as 'adminConfig.sms.domain');
  const keyHint = config.data?.smsAccessKeyIdHint;
  return (
    <Card title={label('title')} loading={config.isLoading} data-testid="sms-config-card">
      <Alert type="info" showIcon title={label('offline')} style={{ marginBottom: 16 }} />
      <Form<StoredSmsConfig> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          {TEXT_FIELDS.map((field) => (
            <Col xs={24} md={12} key={field.name}>
              <Form.Item name={field.name} label={label(field.label)}>
                <Input
                  maxLength={field.max}
                  placeholder={'placeholder' in field ? field.placeholder : undefined}
                  data-testid={`sms-${field.label}`}
                />
              </Form.Item>
            </Col>
          ))}
          <Col xs={24} md={12}>
            <Form.Item
              name="smsAccessKeyId"
              label={label('accessKeyId')}
              extra={keyHint ? t('adminConfig.sms.keyKept', { hint: keyHint }) : label('noneKept')}
            >
              <Input maxLength={128} autoComplete="off" data-testid="sms-accessKeyId" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="smsAccessKeySecret"
              label={label('accessKeySecret')}
              extra={config.data?.smsAccessKeySecretSet ? label('secretKept') : label('noneKept')}
            >
              <Input.Password maxLength={255} autoComplete="new-password" data-testid="sms-accessKeySecret" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="sms-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
