import { useState } from 'react';
import { Alert, Button, Col, Form, Input, InputNumber, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DatabaseInfo } from '@judge/contract';
import { systemConfigApi } from '../../../api/system-config';
import { toast } from '../../../components/feedback';

interface Values {
  databaseUrl: string;
  poolMax: number;
}

/**
 * The database for the next start (set-db-and-redis-config): a PostgreSQL URL, or empty for the SQLite file, and
 * the pool size. The running server keeps its database; the saved URL comes back without its password, so the
 * field starts empty and a save asks for the whole URL again.
 */
export function DatasourceForm({ info, onSaved }: { info: DatabaseInfo; onSaved: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const saved = info.saved;

  const save = async (values: Values) => {
    setSaving(true);
    try {
      const answer = await systemConfigApi.saveDatasource({
        databaseUrl: values.databaseUrl?.trim() ?? '',
        poolMax: values.poolMax,
      });
      if (answer.environmentWins) toast.warning(t('adminConfig.database.environmentWins'));
      else toast.success(t('adminConfig.database.savedNextStart'));
      form.setFieldValue('databaseUrl', '');
      onSaved();
    } catch {
      // The request layer said which field.
    } finally {
      setSaving(false);
    }
  };

  return (
    <div data-testid="datasource-form">
      <Typography.Title level={5}>{t('adminConfig.database.nextStart')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('adminConfig.database.nextStartHelp')}</Typography.Paragraph>
      {saved && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16, wordBreak: 'break-all' }}
          data-testid="datasource-saved"
          title={t('adminConfig.database.savedChoice', {
            url: saved.databaseUrl ?? t('adminConfig.database.savedSqlite'),
            poolMax: saved.poolMax,
          })}
        />
      )}
      <Form<Values>
        form={form}
        name="datasource"
        layout="vertical"
        initialValues={{ databaseUrl: '', poolMax: saved?.poolMax ?? info.poolMax ?? 10 }}
        onFinish={(values) => void save(values)}
      >
        <Row gutter={16}>
          <Col xs={24} md={18}>
            <Form.Item
              name="databaseUrl"
              label={t('adminConfig.database.databaseUrl')}
              extra={t('adminConfig.database.databaseUrlHelp')}
            >
              <Input.Password
                maxLength={1000}
                autoComplete="off"
                placeholder="postgres://judge:…@127.0.0.1:5432/judge"
                data-testid="datasource-url"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={6}>
            <Form.Item name="poolMax" label={t('adminConfig.database.poolMax')} required>
              <InputNumber min={1} max={100} style={{ width: '100%' }} data-testid="datasource-pool" />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="datasource-save">
          {t('adminConfig.database.saveNextStart')}
        </Button>
      </Form>
    </div>
  );
}
