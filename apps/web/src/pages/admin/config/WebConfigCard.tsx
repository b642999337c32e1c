import { useEffect, useState } from 'react';
import { Button, Card, Col, Form, Input, Row, Switch } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { WebConfig } from '@judge/contract';
import { websiteConfigQueryKey } from '../../../api/site';
import { systemConfigApi } from '../../../api/system-config';
import { toast } from '../../../components/feedback';

type TextField = Exclude<keyof WebConfig, 'register' | 'imchat'>;

/** The text fields of 1-core §3 in the form's order, each with its width on a wide screen and its limit. */
const TEXT_FIELDS: { name: TextField; span: number; max: number; help?: boolean; required?: boolean }[] = [
  { name: 'webName', span: 8, max: 100, required: true },
  { name: 'shortName', span: 8, max: 20, help: true, required: true },
  { name: 'baseUrl', span: 8, max: 255, help: true },
  { name: 'webDescription', span: 24, max: 2000, help: true },
  { name: 'keywords', span: 24, max: 500, help: true },
  { name: 'recordName', span: 12, max: 100, help: true },
  { name: 'recordUrl', span: 12, max: 255 },
  { name: 'projectName', span: 12, max: 100 },
  { name: 'projectUrl', span: 12, max: 255, help: true },
];

/** Root's website settings: every field of 1-core §3 that is not a switch; the site shows a save at once. */
export function WebConfigCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<WebConfig>();
  const [saving, setSaving] = useState(false);
  const config = useQuery({ queryKey: ['admin', 'web-config'], queryFn: systemConfigApi.webConfig });

  useEffect(() => {
    if (config.data) form.setFieldsValue({ ...config.data, imchat: config.data.imchat === 'true' });
  }, [config.data, form]);

  const save = async (values: WebConfig) => {
    setSaving(true);
    try {
      await systemConfigApi.saveWebConfig(values);
      toast.success(t('adminConfig.web.saved'));
      await queryClient.invalidateQueries({ queryKey: websiteConfigQueryKey });
      await queryClient.invalidateQueries({ queryKey: ['admin', 'web-config'] });
    } catch {
      // The request layer said which field.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('adminConfig.web.title')} loading={config.isLoading} data-testid="web-config-card">
      <Form<WebConfig> form={form} layout="vertical" onFinish={(values) => void save(values)}>
        <Row gutter={16}>
          {TEXT_FIELDS.map((field) => (
            <Col key={field.name} xs={24} md={field.span}>
              <Form.Item
                name={field.name}
                label={t(`adminConfig.web.${field.name}`)}
                extra={
                  field.help
                    ? t(`adminConfig.web.${field.name}Help` as 'adminConfig.web.baseUrlHelp')
                    : undefined
                }
                rules={
                  field.required
                    ? [
                        {
                          required: true,
                          whitespace: true,
                          message: t('validation.fieldRequired', {
                            field: t(`adminConfig.web.${field.name}`),
                          }),
                        },
                      ]
                    : []
                }
              >
                {field.name === 'webDescription' ? (
                  <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={field.max} showCount />
                ) : (
                  <Input maxLength={field.max} data-testid={`web-config-${field.name}`} />
                )}
              </Form.Item>
            </Col>
          ))}
          {(['register', 'imchat'] as const).map((name) => (
            <Col key={name} xs={24} md={12}>
              <Form.Item
                name={name}
                label={t(`adminConfig.web.${name}`)}
                extra={t(`adminConfig.web.${name}Help`)}
                valuePropName="checked"
              >
                <Switch data-testid={`web-config-${name}`} />
              </Form.Item>
            </Col>
          ))}
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="web-config-save">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
