import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { roleLabelKey } from '../../../i18n/roles';
import { PAGE_SIZES, Role, USER_STATUS, type AdminUserRow } from '@judge/contract';
import { adminUsersApi } from '../../../api/admin-users';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toast } from '../../../components/feedback';
import { EditUserDialog } from './EditUserDialog';

export const userListQueryKey = ['admin', 'users'] as const;

const ROLE_COLORS: Partial<Record<number, string>> = {
  [Role.ROOT]: 'red',
  [Role.ADMIN]: 'volcano',
  [Role.PROBLEM_ADMIN]: 'orange',
  [Role.TEACHER]: 'geekblue',
};

export function UserListCard() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState<number>(15);
  const [keyword, setKeyword] = useState('');
  const [onlyAdmin, setOnlyAdmin] = useState(false);
  const [selected, setSelected] = useState<number[]>([]);
  const [editing, setEditing] = useState<AdminUserRow | null>(null);

  const query = { currentPage, limit, keyword, onlyAdmin };
  const { data, isFetching } = useQuery({
    queryKey: [...userListQueryKey, query],
    queryFn: () => adminUsersApi.list(query),
    placeholderData: keepPreviousData,
  });

  const refresh = () => queryClient.invalidateQueries({ queryKey: userListQueryKey });

  const remove = async (ids: number[]) => {
    try {
      await adminUsersApi.remove(ids);
      toast.success(t('common.deleteSuccess'));
      setSelected([]);
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const columns: ColumnsType<AdminUserRow> = [
    { title: t('adminUsers.uid'), dataIndex: 'uid', width: 70 },
    {
      title: t('adminUsers.username'),
      dataIndex: 'username',
      render: (username: string, row) => (
        <Space size={4} wrap>
          <span>{username}</span>
          {row.vip && <Tag color="gold">{t('adminUserFields.vip')}</Tag>}
          {row.titleName && <Tag color={row.titleColor || undefined}>{row.titleName}</Tag>}
        </Space>
      ),
    },
    { title: t('adminUsers.realname'), dataIndex: 'realname', responsive: ['md'] },
    { title: t('adminUsers.email'), dataIndex: 'email', responsive: ['lg'] },
    {
      title: t('adminUsers.role'),
      dataIndex: 'role',
      render: (role: AdminUserRow['role']) => <Tag color={ROLE_COLORS[role]}>{t(roleLabelKey(role))}</Tag>,
    },
    {
      title: t('adminUsers.status'),
      dataIndex: 'status',
      responsive: ['sm'],
      render: (status: number) =>
        status === USER_STATUS.DISABLED ? (
          <Tag color="error">{t('adminUsers.disabled')}</Tag>
        ) : (
          <Tag color="success">{t('adminUsers.normal')}</Tag>
        ),
    },
    {
      title: t('adminUsers.createdAt'),
      dataIndex: 'createdAt',
      responsive: ['xl'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminUsers.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <EditDeleteActions
          onEdit={() => setEditing(row)}
          editTestId={`edit-user-${row.username}`}
          deleteConfirm={t('adminUsers.deleteConfirm')}
          onDelete={() => remove([row.uid])}
        />
      ),
    },
  ];

  return (
    <Card title={t('adminUsers.title')} data-testid="user-list">
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminUsers.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="user-search"
        />
        <Space>
          <Switch
            checked={onlyAdmin}
            onChange={(checked) => {
              setOnlyAdmin(checked);
              setCurrentPage(1);
            }}
          />
          <Typography.Text>{t('adminUsers.onlyAdmin')}</Typography.Text>
        </Space>
        <Popconfirm
          title={t('adminUsers.deleteManyConfirm', { count: selected.length })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => remove(selected)}
          disabled={selected.length === 0}
        >
          <Button danger icon={<DeleteOutlined />} disabled={selected.length === 0}>
            {t('adminUsers.deleteSelected')}
          </Button>
        </Popconfirm>
      </Flex>
      <Table<AdminUserRow>
        rowKey="uid"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys as number[]) }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('adminUsers.total', { count: total }),
          onChange: (page, pageSize) => {
            setCurrentPage(page);
            setLimit(pageSize);
          },
        }}
      />
      <EditUserDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void refresh();
        }}
      />
    </Card>
  );
}
