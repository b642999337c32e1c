import type { ButtonProps } from 'antd';
import { useState } from 'react';
import { Button, Card, Input, Popconfirm, Segmented, Space, Switch, Table, Tabs, Tag, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { DeleteOutlined } from '@ant-design/icons';
import type { DiscussionReportView, DiscussionView } from '@judge/contract';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { adminDiscussionsApi } from '../../../api/discussions';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { categoryLabel } from '../../discussion/category-names';

const PAGE_SIZE = 15;
type StatusFilter = 'all' | 0 | 1;

/** Back office "Discussion admin and reports" (spec 3): pin, disable and delete discussions; handle reports. */
export function DiscussionAdminPage() {
  const { t } = useTranslation();
  return (
    <Card title={t('adminDiscussion.menu')} data-testid="admin-discussions">
      <Tabs
        items={[
          { key: 'list', label: t('adminDiscussion.listTitle'), children: <DiscussionTable /> },
          {
            key: 'reports',
            label: <span data-testid="reports-tab">{t('adminDiscussion.reportsTitle')}</span>,
            children: <ReportTable />,
          },
        ]}
      />
    </Card>
  );
}

function DiscussionTable() {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState('');
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useQuery({
    queryKey: ['admin-discussions', page, keyword, status],
    queryFn: () =>
      adminDiscussionsApi.list({
        currentPage: page,
        limit: PAGE_SIZE,
        keyword,
        status: status === 'all' ? undefined : status,
      }),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin-discussions'] });
  const change = async (id: number, patch: { topPriority?: boolean; status?: 0 | 1 }) => {
    await adminDiscussionsApi.update(id, patch);
    toast.success(t('common.updateSuccess'));
    await refresh();
  };

  const columns: ColumnsType<DiscussionView> = [
    { title: t('adminDiscussion.id'), dataIndex: 'id', width: 70 },
    {
      title: t('adminDiscussion.title'),
      dataIndex: 'title',
      render: (title: string, d) => (
        <a href={`/discussion-detail/${d.id}`} target="_blank" rel="noreferrer">
          {title}
        </a>
      ),
    },
    { title: t('adminDiscussion.author'), dataIndex: 'author', responsive: ['md'] },
    {
      title: t('adminDiscussion.problem'),
      dataIndex: 'pid',
      responsive: ['lg'],
      render: (pid: string | null) => pid ?? '-',
    },
    {
      title: t('adminDiscussion.category'),
      dataIndex: 'categoryName',
      responsive: ['lg'],
      render: (name: string) => <Tag color="blue">{categoryLabel(name, t)}</Tag>,
    },
    {
      title: t('adminDiscussion.created'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
    },
    {
      title: t('adminDiscussion.pinned'),
      dataIndex: 'topPriority',
      width: 80,
      render: (pinned: boolean, d) => (
        <Switch
          size="small"
          checked={pinned}
          onChange={(checked) => void change(d.id, { topPriority: checked })}
          aria-label={t('adminDiscussion.pinned')}
          data-testid={`pin-${d.id}`}
        />
      ),
    },
    {
      title: t('adminDiscussion.status'),
      dataIndex: 'status',
      width: 110,
      render: (value: number, d) => (
        <Switch
          size="small"
          checked={value === 0}
          checkedChildren={t('adminDiscussion.normal')}
          unCheckedChildren={t('adminDiscussion.disabled')}
          onChange={(checked) => void change(d.id, { status: checked ? 0 : 1 })}
          data-testid={`status-${d.id}`}
        />
      ),
    },
    {
      title: t('adminDiscussion.actions'),
      width: 70,
      render: (_, d) => (
        <Popconfirm
          title={t('adminDiscussion.deleteConfirm')}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true, 'data-testid': 'confirm-admin-delete' } as ButtonProps}
          onConfirm={async () => {
            await adminDiscussionsApi.remove(d.id);
            toast.success(t('common.deleteSuccess'));
            await refresh();
          }}
        >
          <Tooltip title={t('common.delete')}>
            <Button
              type="link"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('common.delete')}
              data-testid={`delete-${d.id}`}
            />
          </Tooltip>
        </Popconfirm>
      ),
    },
  ];

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap>
        <Input.Search
          allowClear
          placeholder={t('adminDiscussion.search')}
          onSearch={(value) => {
            setKeyword(value.trim());
            setPage(1);
          }}
          style={{ width: mobile ? '100%' : 280 }}
          data-testid="admin-discussion-search"
        />
        <Segmented<StatusFilter>
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          options={[
            { value: 'all', label: t('adminDiscussion.allStatus') },
            { value: 0, label: t('adminDiscussion.normal') },
            { value: 1, label: t('adminDiscussion.disabled') },
          ]}
        />
      </Space>
      <Table<DiscussionView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        data-testid="admin-discussion-table"
      />
    </Space>
  );
}

function ReportTable() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(1);
  const [status, setStatus] = useState<StatusFilter>('all');
  const query = useQuery({
    queryKey: ['admin-discussion-reports', page, status],
    queryFn: () =>
      adminDiscussionsApi.reports({
        currentPage: page,
        limit: PAGE_SIZE,
        status: status === 'all' ? undefined : status,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnsType<DiscussionReportView> = [
    { title: t('adminDiscussion.id'), dataIndex: 'id', width: 70 },
    {
      title: t('adminDiscussion.discussion'),
      dataIndex: 'discussionTitle',
      render: (title: string, r) => (
        <a href={`/discussion-detail/${r.did}`} target="_blank" rel="noreferrer">
          {title}
        </a>
      ),
    },
    { title: t('adminDiscussion.reporter'), dataIndex: 'reporter', responsive: ['md'] },
    {
      title: t('adminDiscussion.tags'),
      dataIndex: 'tags',
      render: (tags: string[]) => (
        <Space size={4} wrap>
          {tags.map((tag) => (
            <Tag key={tag} color="volcano">
              {t(`discussion.reportDialog.tagNames.${tag}` as 'discussion.reportDialog.tagNames.抄袭')}
            </Tag>
          ))}
        </Space>
      ),
    },
    { title: t('adminDiscussion.reason'), dataIndex: 'reason', render: (reason: string) => reason || '-' },
    {
      title: t('adminDiscussion.reportedAt'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} format="YYYY-MM-DD HH:mm" />,
    },
    {
      title: t('adminDiscussion.handled'),
      dataIndex: 'status',
      width: 110,
      render: (value: boolean, r) => (
        <Switch
          size="small"
          checked={value}
          checkedChildren={t('adminDiscussion.handled')}
          unCheckedChildren={t('adminDiscussion.waiting')}
          onChange={async (checked) => {
            await adminDiscussionsApi.setReportStatus(r.id, checked ? 1 : 0);
            toast.success(t('common.updateSuccess'));
            await queryClient.invalidateQueries({ queryKey: ['admin-discussion-reports'] });
          }}
          data-testid={`handled-${r.id}`}
        />
      ),
    },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented<StatusFilter>
        value={status}
        onChange={(value) => {
          setStatus(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('adminDiscussion.allStatus') },
          { value: 0, label: t('adminDiscussion.waiting') },
          { value: 1, label: t('adminDiscussion.handled') },
        ]}
      />
      <Table<DiscussionReportView>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isFetching}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
        data-testid="admin-report-table"
      />
    </Space>
  );
}
