import { useState } from 'react';
import { Alert, App, Button, Card, Descriptions, Flex, Form, Input, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CLICS_ACCOUNT_ROLES,
  type ClicsAccount,
  type ClicsAccountCreated,
  type ClicsAccountRole,
} from '@judge/contract';
import { clicsAccountKeys, clicsAccountsApi } from '../../api/clics-accounts';
import { toast } from '../../components/feedback';
import { LocalTime } from '../../components/judge-status/LocalTime';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { useContest } from './ContestShell';

/** Where ICPC tools are pointed (the server's /api/clics), as this browser reaches the site. */
const clicsBaseUrl = () => `${window.location.origin}/api/clics`;

/**
 * The API accounts tab (contest admins, docs/clics.md "API accounts"): the contest's Contest API accounts for
 * ICPC tools, a form making one (its password and token shown once, in a dialog), and revoking.
 */
export function ContestClicsAccounts() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { info } = useContest();
  const queryClient = useQueryClient();
  // A phone stacks the form: inline, the name box would run past the card.
  const mobile = useIsMobile();
  const [form] = Form.useForm<{ username: string; role: ClicsAccountRole }>();
  const [saving, setSaving] = useState(false);
  const [made, setMade] = useState<ClicsAccountCreated | null>(null);
  const list = useQuery({
    queryKey: clicsAccountKeys.list(info.id),
    queryFn: () => clicsAccountsApi.list(info.id),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: clicsAccountKeys.list(info.id) });

  const create = async (values: { username: string; role: ClicsAccountRole }) => {
    setSaving(true);
    try {
      setMade(await clicsAccountsApi.create({ cid: info.id, ...values }));
      form.resetFields(['username']);
      await refresh();
    } catch {
      // The request layer has said why.
    } finally {
      setSaving(false);
    }
  };

  const revoke = (account: ClicsAccount) =>
    modal.confirm({
      title: t('clicsAccounts.revokeConfirm', { username: account.username }),
      okText: t('clicsAccounts.revoke'),
      okButtonProps: { danger: true },
      cancelText: t('common.cancel'),
      onOk: async () => {
        await clicsAccountsApi.revoke(info.id, account.id);
        toast.success(t('clicsAccounts.revoked', { username: account.username }));
        await refresh();
      },
    });

  const columns: ColumnsType<ClicsAccount> = [
    { title: t('clicsAccounts.username'), dataIndex: 'username' },
    {
      title: t('clicsAccounts.role'),
      dataIndex: 'role',
      render: (role: ClicsAccountRole) => t(`clicsAccounts.roles.${role}`),
    },
    { title: t('clicsAccounts.createdBy'), dataIndex: 'createdBy', responsive: ['md'] },
    {
      title: t('clicsAccounts.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      key: 'revoke',
      render: (_: unknown, account) => (
        <Button
          danger
          size="small"
          onClick={() => revoke(account)}
          data-testid={`clics-account-revoke-${account.username}`}
        >
          {t('clicsAccounts.revoke')}
        </Button>
      ),
    },
  ];

  return (
    <Card title={t('clicsAccounts.tab')} data-testid="clics-accounts-page">
      <Flex vertical gap={16}>
        <Typography.Paragraph type="secondary">
          {t('clicsAccounts.intro', { url: clicsBaseUrl() })}
        </Typography.Paragraph>
        <Form
          form={form}
          layout={mobile ? 'vertical' : 'inline'}
          initialValues={{ role: 'analyst' }}
          onFinish={create}
        >
          <Form.Item name="username" label={t('clicsAccounts.username')} rules={[{ required: true }]}>
            <Input autoComplete="off" maxLength={64} data-testid="clics-account-username" />
          </Form.Item>
          <Form.Item name="role" label={t('clicsAccounts.role')}>
            <Select
              style={{ minWidth: 120 }}
              data-testid="clics-account-role"
              options={CLICS_ACCOUNT_ROLES.map((role) => ({
                value: role,
                label: t(`clicsAccounts.roles.${role}`),
              }))}
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="clics-account-create">
            {t('clicsAccounts.create')}
          </Button>
        </Form>
        <Table
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.data ?? []}
          loading={list.isLoading}
          pagination={false}
          locale={{ emptyText: t('clicsAccounts.empty') }}
        />
      </Flex>
      {made && <AccountSecrets account={made} onClose={() => setMade(null)} />}
    </Card>
  );
}

/** The one showing of a new account's secrets, each copyable, until it is put away. */
function AccountSecrets({ account, onClose }: { account: ClicsAccountCreated; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Card
      title={t('clicsAccounts.createdTitle', { username: account.username })}
      style={{ marginTop: 16 }}
      extra={<Button onClick={onClose}>{t('clicsAccounts.hide')}</Button>}
    >
      <Alert type="warning" showIcon message={t('clicsAccounts.onceWarning')} style={{ marginBottom: 12 }} />
      <Descriptions column={1} size="small" bordered>
        <Descriptions.Item label={t('clicsAccounts.baseUrl')}>
          <Typography.Text copyable>{clicsBaseUrl()}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('clicsAccounts.username')}>
          <Typography.Text copyable>{account.username}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('clicsAccounts.password')}>
          <Typography.Text copyable code data-testid="clics-account-password">
            {account.password}
          </Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={t('clicsAccounts.token')}>
          <Typography.Text copyable code data-testid="clics-account-token">
            {account.token}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
