import { useState } from 'react';
import { Button, Card, Col, Form, Input, InputNumber, Row, Table, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { LIMITS, type GeneratedUsersResult } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import type { AccountCreation } from '../../../api/teacher-students';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import { toast } from '../../../components/feedback';
import { userListQueryKey } from './UserListCard';

interface Values {
  prefix: string;
  suffix: string;
  numberFrom: number;
  numberTo: number;
  passwordLength: number;
}

interface Props {
  /** Where the accounts are made: root's user page, or the teacher's into a class. */
  accounts?: AccountCreation;
  /** The list to refresh after generating. */
  listKey?: readonly unknown[];
  /** Why nothing can be generated yet (the teacher has no class picked). */
  blocked?: string | null;
  /** The card's heading (the teacher's page says students). */
  title?: string;
}

/** Batch accounts named prefix + number + suffix with random numeric passwords (spec 3-groups-admin §5). */
export function GenerateUsersCard({
  accounts = adminUsersApi,
  listKey = userListQueryKey,
  blocked = null,
  title,
}: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Values>();
  const [result, setResult] = useState<GeneratedUsersResult | null>(null);
  const [generating, setGenerating] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const prefix = Form.useWatch('prefix', form) ?? '';
  const suffix = Form.useWatch('suffix', form) ?? '';
  const numberFrom = Form.useWatch('numberFrom', form);

  const generate = async (values: Values) => {
    setGenerating(true);
    try {
      const generated = await accounts.generate({
        ...values,
        prefix: values.prefix?.trim() ?? '',
        suffix: values.suffix?.trim() ?? '',
      });
      setResult(generated);
      toast.success(t('adminUsers.generateSuccess', { count: generated.count }));
      await queryClient.invalidateQueries({ queryKey: listKey });
    } catch {
      // Shown by the central handler.
    } finally {
      setGenerating(false);
    }
  };

  const download = async () => {
    if (!result) return;
    setDownloading(true);
    try {
      const { blob, fileName } = await accounts.downloadGenerated(result.key);
      downloadBlob(blob, fileName);
    } catch {
      // Shown by the central handler.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Card title={title ?? t('adminUsers.generateTab')} data-testid="generate-users">
      <Form
        form={form}
        layout="vertical"
        onFinish={generate}
        initialValues={{ prefix: '', suffix: '', passwordLength: LIMITS.generatedPasswordMin }}
      >
        <Row gutter={16}>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="prefix" label={t('adminUsers.prefix')}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12} lg={4}>
            <Form.Item name="suffix" label={t('adminUsers.suffix')}>
              <Input maxLength={10} />
            </Form.Item>
          </Col>
          <Col xs={12} lg={5}>
            <Form.Item
              name="numberFrom"
              label={t('adminUsers.numberFrom')}
              rules={[
                {
                  required: true,
                  message: t('validation.fieldRequired', { field: t('adminUsers.numberFrom') }),
                },
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={12} lg={5}>
            <Form.Item
              name="numberTo"
              label={t('adminUsers.numberTo')}
              dependencies={['numberFrom']}
              rules={[
                {
                  required: true,
                  message: t('validation.fieldRequired', { field: t('adminUsers.numberTo') }),
                },
                ({ getFieldValue }) => ({
                  validator: (_rule, value: number | undefined) => {
                    const from = getFieldValue('numberFrom') as number | undefined;
                    return value !== undefined && from !== undefined && value < from
                      ? Promise.reject(new Error(t('adminUsers.numberToTooSmall')))
                      : Promise.resolve();
                  },
                }),
              ]}
            >
              <InputNumber min={0} precision={0} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col xs={24} lg={6}>
            <Form.Item
              name="passwordLength"
              label={t('adminUsers.passwordLength')}
              rules={[
                {
                  type: 'number',
                  required: true,
                  min: LIMITS.generatedPasswordMin,
                  max: LIMITS.generatedPasswordMax,
                  message: t('adminUsers.passwordLengthRange'),
                },
              ]}
            >
              <InputNumber
                min={LIMITS.generatedPasswordMin}
                max={LIMITS.generatedPasswordMax}
                precision={0}
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Paragraph type="secondary">
          {t('adminUsers.generateExample', { example: `${prefix}${numberFrom ?? 1}${suffix}` })}
        </Typography.Paragraph>
        <Button
          type="primary"
          htmlType="submit"
          loading={generating}
          disabled={blocked !== null}
          title={blocked ?? undefined}
          data-testid="generate-submit"
        >
          {t('adminUsers.generateSubmit')}
        </Button>
      </Form>
      {result && (
        <div style={{ marginTop: 16 }} data-testid="generated-users">
          <Button
            icon={<DownloadOutlined />}
            onClick={() => void download()}
            loading={downloading}
            style={{ marginBottom: 12 }}
          >
            {t('adminUsers.download')}
          </Button>
          <Table
            size="small"
            rowKey="username"
            dataSource={result.users}
            pagination={{ pageSize: 10, showSizeChanger: false }}
            columns={[
              { title: t('adminUsers.username'), dataIndex: 'username' },
              { title: t('adminUsers.password'), dataIndex: 'password' },
            ]}
          />
        </div>
      )}
    </Card>
  );
}
