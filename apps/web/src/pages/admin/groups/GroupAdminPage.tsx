import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Switch, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined, ExportOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { GroupView } from '@judge/contract';
import { groupsApi } from '../../../api/groups';
import { toast } from '../../../components/feedback';
import { authLabelKey } from '../../group/group-labels';
import { useIsMobile } from '../../../hooks/useMediaQuery';

const PAGE_SIZE = 15;
const adminGroupsKey = ['admin', 'groups'] as const;

/**
 * Root's groups (issue 24: "Root has no group management page"): every group, hidden ones too, with its kind,
 * owner and members; root opens one (its pages, where root is a group root), hides or shows it, or disbands it
 * after a confirmation. The calls are the groups' own (the server lets the site's root do each of them).
 */
export function GroupAdminPage() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [currentPage, setCurrentPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const query = { currentPage, limit: PAGE_SIZE, keyword };
  const { data, isFetching } = useQuery({
    queryKey: [...adminGroupsKey, query],
    queryFn: () => groupsApi.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminGroupsKey });

  const setVisible = async (group: GroupView, visible: boolean) => {
    await groupsApi.update(group.id, { visible });
    toast.success(t(visible ? 'adminGroups.shown' : 'adminGroups.hidden', { name: group.name }));
    await refresh();
  };
  const disband = async (group: GroupView) => {
    await groupsApi.disband(group.id);
    toast.success(t('adminGroups.disbanded', { name: group.name }));
    await refresh();
  };

  const columns: ColumnsType<GroupView> = [
    { title: 'ID', dataIndex: 'id', width: 70, responsive: ['sm'] },
    {
      title: t('adminGroups.name'),
      key: 'name',
      render: (_, group) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{group.name}</Typography.Text>
          <Typography.Text type="secondary">{group.shortName}</Typography.Text>
        </Space>
      ),
    },
    {
      title: t('adminGroups.kind'),
      key: 'auth',
      responsive: ['sm'],
      render: (_, group) => <Tag>{t(authLabelKey(group.auth))}</Tag>,
    },
    { title: t('group.owner'), dataIndex: 'owner', responsive: ['md'] },
    { title: t('adminGroups.members'), dataIndex: 'memberCount', width: 90, responsive: ['sm'] },
    {
      title: t('group.created'),
      dataIndex: 'gmtCreate',
      responsive: ['lg'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminGroups.visible'),
      key: 'visible',
      width: 90,
      render: (_, group) => (
        <Switch
          checked={group.visible}
          onChange={(visible) => void setVisible(group, visible)}
          data-testid={`group-visible-${group.id}`}
        />
      ),
    },
    {
      title: t('adminGroups.actions'),
      key: 'actions',
      width: 120,
      render: (_, group) => (
        <Space>
          <Link to={`/group/${group.id}`} target="_blank" aria-label={t('adminGroups.open')}>
            <Button size="small" icon={<ExportOutlined />} data-testid={`group-open-${group.id}`} />
          </Link>
          <Popconfirm
            title={t('adminGroups.disbandConfirm', { name: group.name })}
            okText={t('common.confirm')}
            cancelText={t('common.cancel')}
            okButtonProps={{ danger: true }}
            onConfirm={() => disband(group)}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('adminGroups.disband')}
              data-testid={`group-disband-${group.id}`}
            />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('adminGroups.title')} data-testid="admin-groups">
      <Flex gap={12} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('group.search')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="admin-groups-search"
        />
      </Flex>
      <Table<GroupView>
        rowKey="id"
        size={mobile ? 'small' : 'middle'}
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          onChange: setCurrentPage,
          showSizeChanger: false,
        }}
      />
    </Card>
  );
}
