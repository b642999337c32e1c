import { useEffect, useState, type ReactNode } from 'react';
import { Button, Card, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_STATUS, type Announcement, type AnnouncementStatus, type Page } from '@judge/contract';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { AnnouncementDialog, type Editing } from './AnnouncementDialog';

/** What an announcement is saved as (a new one, or the fields of an existing one). */
export interface AnnouncementBody {
  title: string;
  content: string;
  status: AnnouncementStatus;
}

/**
 * Where a list of announcements lives: the site's general ones or a contest's. The list, the visible
 * switch, the dialog and delete are the same for both; only the calls and the keys differ.
 */
export interface AnnouncementSource {
  listKey: readonly unknown[];
  /** Query keys the pages that show these announcements read: refreshed after every change. */
  shownKeys: (readonly unknown[])[];
  pageSize: number;
  list: (page: number, limit: number) => Promise<Page<Announcement>>;
  create: (body: AnnouncementBody) => Promise<unknown>;
  update: (id: number, body: AnnouncementBody) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
  /** Test ids of the page (the e2e specs find the two pages by them). */
  testIds: { page: string; list: string; create: string; row: string };
  showModified?: boolean;
}

/**
 * A back-office list of announcements (spec 3 "Announcement"): a page of them with a visible switch, a
 * create/edit dialog (title and content required) and delete with a confirmation.
 */
export function AnnouncementAdminList({ title, source }: { title: ReactNode; source: AnnouncementSource }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({
    queryKey: [...source.listKey, page],
    queryFn: () => source.list(page, source.pageSize),
    placeholderData: keepPreviousData,
  });

  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
    } catch {
      return false; // The request layer has shown the server's message (which names the field).
    }
    toast.success(success);
    for (const key of [source.listKey, ...source.shownKeys])
      await queryClient.invalidateQueries({ queryKey: key });
    return true;
  };
  const bodyOf = (row: Announcement, status: AnnouncementStatus) => ({
    title: row.title,
    content: row.content,
    status,
  });
  const { testIds } = source;

  const columns: ColumnsType<Announcement> = [
    { title: 'ID', dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminAnnouncement.announcementTitle'), dataIndex: 'title', ellipsis: true },
    {
      title: t('adminAnnouncement.createTime'),
      dataIndex: 'gmtCreate',
      width: 170,
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} />,
    },
    ...(source.showModified
      ? [
          {
            title: t('adminAnnouncement.modifiedTime'),
            dataIndex: 'gmtModified',
            width: 170,
            responsive: ['lg' as const],
            render: (value: string) => <LocalTime value={value} />,
          },
        ]
      : []),
    {
      title: t('adminAnnouncement.author'),
      dataIndex: 'username',
      width: 120,
      responsive: ['md'],
      render: (value: string | null) => value ?? t('announcement.unknownAuthor'),
    },
    {
      title: t('adminAnnouncement.visible'),
      dataIndex: 'status',
      width: 90,
      render: (status: number, row) => (
        <Switch
          checked={status === ANNOUNCEMENT_STATUS.VISIBLE}
          aria-label={t('adminAnnouncement.visible')}
          data-testid={`${testIds.row}-visible-${row.id}`}
          onChange={(checked) =>
            void run(
              () =>
                source.update(
                  row.id,
                  bodyOf(row, checked ? ANNOUNCEMENT_STATUS.VISIBLE : ANNOUNCEMENT_STATUS.HIDDEN),
                ),
              t('common.updateSuccess'),
            )
          }
        />
      ),
    },
    {
      title: t('adminAnnouncement.actions'),
      key: 'actions',
      width: 100,
      fixed: 'right',
      render: (_value, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`edit-${testIds.row}-${row.id}`}
          deleteConfirm={t('adminAnnouncement.deleteConfirm')}
          onDelete={() => run(() => source.remove(row.id), t('common.deleteSuccess'))}
        />
      ),
    },
  ];

  const data = list.data;
  // Deleting the last row of the last page: go back a page.
  const emptyPage = Boolean(data && page > 1 && data.records.length === 0 && !list.isFetching);
  useEffect(() => {
    if (emptyPage) setPage((current) => Math.max(1, current - 1));
  }, [emptyPage]);

  return (
    <Card
      title={title}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminAnnouncement.create')}
          data-testid={testIds.create}
        >
          {!mobile && t('adminAnnouncement.create')}
        </Button>
      }
      data-testid={testIds.page}
    >
      <Table<Announcement>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: source.pageSize,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('adminAnnouncement.total', { count: total }),
          onChange: setPage,
        }}
        data-testid={testIds.list}
      />
      <AnnouncementDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = {
            title: values.title.trim(),
            content: values.content,
            status: values.visible ? ANNOUNCEMENT_STATUS.VISIBLE : ANNOUNCEMENT_STATUS.HIDDEN,
          };
          const done =
            editing?.kind === 'edit'
              ? await run(() => source.update(editing.row.id, body), t('common.updateSuccess'))
              : await run(() => source.create(body), t('adminAnnouncement.created'));
          if (done) setEditing(null);
        }}
      />
    </Card>
  );
}
