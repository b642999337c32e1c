import { useState } from 'react';
import { Button, Card, Flex, Input, Popconfirm, Space, Switch, Table, Tooltip } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import {
  AuditOutlined,
  CopyOutlined,
  DeleteOutlined,
  DownloadOutlined,
  ExportOutlined,
  EditOutlined,
  FileSearchOutlined,
  NotificationOutlined,
  OrderedListOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRoot, PAGE_SIZES, type AdminContestRow } from '@judge/contract';
import { contestAdminApi } from '../../../api/contest-admin';
import { adminContestsApi } from '../../../api/contests';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';
import { downloadBlob } from '../../../components/code-editor/clipboard';
import { toast } from '../../../components/feedback';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { useSession } from '../../../state/session';
import { ContestAuthTag, ContestStatusTag, ContestTypeTag } from '../../contest/contest-labels';
import { AcSubmissionsDialog } from './AcSubmissionsDialog';
import { backOfficeSimilarity, siteSimilarity } from '../similarity/similarity-scope';

export const adminContestListKey = ['admin', 'contests'] as const;

/**
 * The back office contest list (spec 3 "Admin area": contest list): search, visibility, edit, clone, delete. With a
 * group's `source`, the group's contests (spec 3 "Group contests"): search, visibility, edit and delete.
 */
export function ContestListPage({ source = backOfficeContests }: { source?: ContestAdminSource } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [limit, setLimit] = useState(10);
  const [keyword, setKeyword] = useState('');
  const canDelete = session.user !== null && isRoot(session.user.role);
  // The accepted code is its contest admins' (the author and root), as the server decides.
  const isContestAdmin = (row: AdminContestRow) => canDelete || row.uid === session.user?.uid;
  const [downloadingFrom, setDownloadingFrom] = useState<AdminContestRow | null>(null);
  /** The CLICS event feed of a contest (docs/api.md "Scoreboards"), named by the server. */
  const downloadEventFeed = async (cid: number) => {
    try {
      const { blob, fileName } = await contestAdminApi.downloadEventFeed(cid);
      downloadBlob(blob, fileName);
    } catch {
      // The request layer has said why.
    }
  };

  const query = { currentPage, limit, keyword };
  const { data, isFetching } = useQuery({
    queryKey: [...source.key, 'contests', query],
    queryFn: () => source.list(query),
    placeholderData: keepPreviousData,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: [...source.key, 'contests'] });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const clone = async (cid: number) => {
    try {
      const result = await adminContestsApi.clone(cid);
      toast.success(t('adminContest.cloned', { id: result.cid }));
      await refresh();
    } catch {
      // Shown by the central handler.
    }
  };

  const columns: ColumnsType<AdminContestRow> = [
    { title: t('adminContest.id'), dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminContest.title'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4}>
          <Link to={source.paths.edit(row.id)} data-testid={`admin-contest-${row.id}`}>
            {title}
          </Link>
          <Space size={4} wrap>
            <ContestTypeTag type={row.type} />
            <ContestAuthTag auth={row.auth} />
          </Space>
        </Flex>
      ),
    },
    {
      title: t('adminContest.time'),
      key: 'time',
      responsive: ['md'],
      render: (_value, row) => (
        <Space orientation="vertical" size={0}>
          <span>{dayjs(row.startTime).format('YYYY-MM-DD HH:mm')}</span>
          <span>{dayjs(row.endTime).format('YYYY-MM-DD HH:mm')}</span>
        </Space>
      ),
    },
    {
      title: t('adminContest.status'),
      dataIndex: 'status',
      width: 100,
      render: (status: number) => <ContestStatusTag status={status} />,
    },
    {
      title: t('adminContest.visible'),
      dataIndex: 'visible',
      width: 80,
      render: (visible: boolean, row) => (
        <Switch
          size="small"
          checked={visible}
          aria-label={t('adminContest.visible')}
          onChange={(next) =>
            void run(() => source.changeVisible(row.id, next), t('adminContest.visibleChanged'))
          }
          data-testid={`contest-visible-${row.id}`}
        />
      ),
    },
    { title: t('adminContest.author'), dataIndex: 'author', responsive: ['lg'] },
    {
      title: t('adminContest.actions'),
      key: 'actions',
      fixed: mobile ? undefined : 'right',
      width: canDelete ? 352 : 316,
      render: (_value, row) => (
        <Space size={0}>
          <Tooltip title={t('adminContest.edit')}>
            <Button
              type="link"
              icon={<EditOutlined />}
              aria-label={t('adminContest.edit')}
              onClick={() => navigate(source.paths.edit(row.id))}
              data-testid={`edit-contest-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('adminContestProblem.manage')}>
            <Button
              type="link"
              icon={<OrderedListOutlined />}
              aria-label={t('adminContestProblem.manage')}
              onClick={() => navigate(source.paths.problems(row.id))}
              data-testid={`contest-problems-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('contestTools.adminAnnouncements.manage')}>
            <Button
              type="link"
              icon={<NotificationOutlined />}
              aria-label={t('contestTools.adminAnnouncements.manage')}
              onClick={() => navigate(source.paths.announcements(row.id))}
              data-testid={`contest-announcements-${row.id}`}
            />
          </Tooltip>
          {/* The accepted code: its contest admins' (the author and root; in a group, its roots too), as the server decides. */}
          {(source.group || isContestAdmin(row)) && (
            <Tooltip title={t('contestAdmin.acDownload.action')}>
              <Button
                type="link"
                icon={<DownloadOutlined />}
                aria-label={t('contestAdmin.acDownload.action')}
                onClick={() => setDownloadingFrom(row)}
                data-testid={`ac-download-${row.id}`}
              />
            </Tooltip>
          )}
          {/* The back office's own tools. */}
          {!source.group && (
            <>
              <Tooltip title={t('adminContest.clone')}>
                <Button
                  type="link"
                  icon={<CopyOutlined />}
                  aria-label={t('adminContest.clone')}
                  onClick={() => void clone(row.id)}
                  data-testid={`clone-contest-${row.id}`}
                />
              </Tooltip>
              {isContestAdmin(row) && (
                <Tooltip title={t('similarity.action')}>
                  <Button
                    type="link"
                    icon={<FileSearchOutlined />}
                    aria-label={t('similarity.action')}
                    onClick={() => navigate(backOfficeSimilarity.checks('contest', row.id))}
                    data-testid={`contest-similarity-${row.id}`}
                  />
                </Tooltip>
              )}
              {isContestAdmin(row) && (
                <Tooltip title={t('contestAdmin.eventFeed')}>
                  <Button
                    type="link"
                    icon={<ExportOutlined />}
                    aria-label={t('contestAdmin.eventFeed')}
                    onClick={() => void downloadEventFeed(row.id)}
                    data-testid={`event-feed-${row.id}`}
                  />
                </Tooltip>
              )}
              {isContestAdmin(row) && (
                <Tooltip title={t('auditLog.contestLink')}>
                  <Button
                    type="link"
                    icon={<AuditOutlined />}
                    aria-label={t('auditLog.contestLink')}
                    onClick={() => navigate(`/admin/contest/${row.id}/audit-log`)}
                    data-testid={`contest-audit-log-${row.id}`}
                  />
                </Tooltip>
              )}
            </>
          )}
          {(canDelete || source.group) && (
            <Popconfirm
              title={t('adminContest.deleteConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(() => source.remove(row.id), t('common.deleteSuccess'))}
            >
              <Button
                type="link"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                data-testid={`delete-contest-${row.id}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Card
      title={source.group ? t('group.contest.adminTitle') : t('adminContest.listTitle')}
      data-testid="admin-contest-list"
      variant={source.group ? 'borderless' : 'outlined'}
      styles={source.group ? { body: { padding: 0 }, header: { padding: 0 } } : undefined}
    >
      <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          placeholder={t('adminContest.searchPlaceholder')}
          enterButton={t('common.search')}
          style={{ maxWidth: 360 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            setCurrentPage(1);
          }}
          data-testid="admin-contest-search"
        />
        {source.gid !== null && (
          <Button
            icon={<FileSearchOutlined />}
            style={{ marginLeft: 'auto' }}
            onClick={() => navigate(siteSimilarity.checks('group', source.gid!))}
            data-testid="group-similarity"
          >
            {t('similarity.action')}
          </Button>
        )}
        <Button
          type="primary"
          icon={<PlusOutlined />}
          style={{ marginLeft: source.gid === null ? 'auto' : undefined }}
          onClick={() => navigate(source.paths.create)}
          data-testid="create-contest"
        >
          {t('adminContest.menuCreate')}
        </Button>
      </Flex>
      <Table<AdminContestRow>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: data?.total ?? 0,
          pageSizeOptions: PAGE_SIZES.map(String),
          showSizeChanger: true,
          showTotal: (total) => t('adminContest.total', { total }),
          onChange: (page, pageSize) => {
            setCurrentPage(page);
            setLimit(pageSize);
          },
        }}
      />
      <AcSubmissionsDialog contest={downloadingFrom} onClose={() => setDownloadingFrom(null)} />
    </Card>
  );
}
