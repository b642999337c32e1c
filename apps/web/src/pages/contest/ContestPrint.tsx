import { useState } from 'react';
import { Alert, App, Button, Card, Form, Input, Typography } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PRINT_CONTENT_MAX, PRINT_CONTENT_MIN, PRINT_INTERVAL_SECONDS, printLength } from '@judge/contract';
import { contestPrintsApi } from '../../api/contest-prints';
import { ApiError } from '../../api/request';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import './ContestTools.css';
import { ContestStatus } from './contest-time';

/**
 * The Print tab (spec 2 §2.7, §5): a text box and a submit button while the contest runs. The text must not be
 * empty and hold at least 50 characters (checked here first, then by the server); once sent, a dialog asks the
 * contestant to wait for the staff, and the box empties.
 */
export function ContestPrint() {
  return (
    <ContestAccessGate>
      <PrintForm />
    </ContestAccessGate>
  );
}

function PrintForm() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { info, status } = useContest();
  const mobile = useIsMobile();
  const [form] = Form.useForm<{ content: string }>();
  const content = Form.useWatch('content', form) ?? '';
  const [sending, setSending] = useState(false);
  // The server refuses a print outside the running contest or with printing off; the form says so first.
  const open = info.openPrint && status === ContestStatus.RUNNING;

  const send = async ({ content: text }: { content: string }) => {
    setSending(true);
    try {
      await contestPrintsApi.submit(info.id, text);
      form.resetFields();
      modal.success({
        title: t('contestTools.print.successTitle'),
        content: t('contestTools.print.successTips'),
        okText: t('contestTools.print.ok'),
        centered: true,
      });
    } catch (error) {
      // The wait between two prints is said in the user's language; anything else by the request layer.
      if (error instanceof ApiError && error.code === 'COOLDOWN') {
        const seconds = (error.data as { seconds?: number } | undefined)?.seconds ?? PRINT_INTERVAL_SECONDS;
        form.setFields([{ name: 'content', errors: [t('contestTools.print.cooldown', { seconds })] }]);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Card
      size="small"
      title={
        <span>
          <PrinterOutlined /> {t('contestTools.print.title')}
        </span>
      }
      data-testid="contest-print"
    >
      <Alert type="warning" showIcon title={t('contestTools.print.tips')} style={{ marginBottom: 16 }} />
      {!info.openPrint ? (
        <Alert type="info" showIcon title={t('contestTools.print.closed')} style={{ marginBottom: 16 }} />
      ) : (
        status !== ContestStatus.RUNNING && (
          <Alert
            type="info"
            showIcon
            title={t('contestTools.print.notRunning')}
            style={{ marginBottom: 16 }}
            data-testid="print-not-running"
          />
        )
      )}
      <Form form={form} layout="vertical" onFinish={(values) => void send(values)} disabled={!open}>
        <Form.Item
          name="content"
          label={t('contestTools.print.content')}
          extra={
            <Typography.Text type="secondary" data-testid="print-count">
              {t('contestTools.print.count', { count: printLength(content) })}
            </Typography.Text>
          }
          rules={[
            { required: true, whitespace: true, message: t('comments.contentEmpty') },
            {
              validator: async (_rule, value: string | undefined) => {
                if (value && value.trim() && printLength(value) < PRINT_CONTENT_MIN)
                  throw new Error(t('contestTools.print.tooShort'));
              },
            },
          ]}
        >
          <Input.TextArea
            rows={mobile ? 12 : 20}
            maxLength={PRINT_CONTENT_MAX}
            placeholder={t('contestTools.print.placeholder')}
            className="contest-print__text"
            spellCheck={false}
            data-testid="print-content"
          />
        </Form.Item>
        <Form.Item style={{ textAlign: 'center', marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" loading={sending} data-testid="print-submit">
            {t('common.submit')}
          </Button>
        </Form.Item>
      </Form>
    </Card>
  );
}
