import { useState } from 'react';
import { Button, Card, DatePicker, Flex, Form, Input, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { Dayjs } from 'dayjs';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ContestWindowRow } from '@judge/contract';
import { contestWindowKeys, contestWindowsApi } from '../../../api/contest-windows';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { useContest } from '../ContestShell';

interface WindowForm {
  username: string;
  startTime: Dayjs;
  endTime: Dayjs;
}

const TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

/**
 * The Time windows tab (contest admins, docs/contest-rules.md "Own time windows"): a contestant's (or its team's)
 * own start and end, set by username, listed and removed here.
 */
export function ContestWindows() {
  const { t } = useTranslation();
  const { info } = useContest();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [form] = Form.useForm<WindowForm>();
  const [saving, setSaving] = useState(false);
  const list = useQuery({
    queryKey: contestWindowKeys.list(info.id),
    queryFn: () => contestWindowsApi.list(info.id),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: contestWindowKeys.list(info.id) });

  const save = async ({ username, startTime, endTime }: WindowForm) => {
    setSaving(true);
    try {
      await contestWindowsApi.set({
        cid: info.id,
        username,
        startTime: startTime.toISOString(),
        endTime: endTime.toISOString(),
      });
      toast.success(t('contestWindows.saved', { username }));
      await refresh();
    } catch {
      // The request layer has said why.
    } finally {
      setSaving(false);
    }
  };
  const remove = async (row: ContestWindowRow) => {
    await contestWindowsApi.remove(info.id, row.rowKey);
    toast.success(t('contestWindows.removed', { name: row.name }));
    await refresh();
  };

  const columns: ColumnsType<ContestWindowRow> = [
    { title: t('contestWindows.name'), dataIndex: 'name' },
    {
      title: t('contestWindows.start'),
      dataIndex: 'startTime',
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('contestWindows.end'),
      dataIndex: 'endTime',
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      key: 'remove',
      render: (_: unknown, row) => (
        <Button danger size="small" onClick={() => void remove(row).catch(() => {})}>
          {t('contestWindows.remove')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('contestWindows.tab')} data-testid="contest-windows-page">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">{t('contestWindows.intro')}</Typography.Paragraph>
        <Form form={form} layout={mobile ? 'vertical' : 'inline'} onFinish={save}>
          <Form.Item name="username" label={t('contestWindows.username')} rules={[{ required: true }]}>
            <Input autoComplete="off" maxLength={100} data-testid="window-username" />
          </Form.Item>
          <Form.Item name="startTime" label={t('contestWindows.start')} rules={[{ required: true }]}>
            <DatePicker showTime format={TIME_FORMAT} data-testid="window-start" />
          </Form.Item>
          <Form.Item name="endTime" label={t('contestWindows.end')} rules={[{ required: true }]}>
            <DatePicker showTime format={TIME_FORMAT} data-testid="window-end" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="window-save">
            {t('contestWindows.save')}
          </Button>
        </Form>
        <Table
          rowKey="rowKey"
          size="small"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isLoading}
          pagination={false}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: t('contestWindows.empty') }}
        />
      </Flex>
    </Card>
  );
}
