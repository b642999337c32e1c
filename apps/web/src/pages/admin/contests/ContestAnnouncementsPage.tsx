import { useEffect, useState } from 'react';
import { Breadcrumb, Button, Card, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_STATUS,
  LIMITS,
  type AnnouncementStatus,
  type ContestAnnouncement,
} from '@judge/contract';
import { adminContestAnnouncementsApi, contestAnnouncementKeys } from '../../../api/contest-announcements';
import { adminContestsApi } from '../../../api/contests';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import { AnnouncementDialog, type Editing } from '../announcements/AnnouncementAdminPage';

function parseCid(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}

/**
 * /admin/contest/:contestID/announcement (spec 3 admin routes; reached from the contest list's row actions):
 * the contest's announcements, 10 a page, hidden ones too, with a visible switch, the shared create/edit
 * dialog and delete with a confirmation.
 */
export function ContestAnnouncementsPage() {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseCid(contestID) ?? 0;
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);

  const contest = useQuery({
    queryKey: ['admin', 'contest', cid],
    queryFn: () => adminContestsApi.get(cid),
    enabled: cid > 0,
  });
  const list = useQuery({
    queryKey: [...contestAnnouncementKeys.admin(cid), page],
    queryFn: () => adminContestAnnouncementsApi.list(cid, page, ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE),
    placeholderData: keepPreviousData,
    enabled: cid > 0,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: contestAnnouncementKeys.admin(cid) });
    await queryClient.invalidateQueries({ queryKey: contestAnnouncementKeys.tab(cid) });
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
    } catch {
      return false; // The request layer has shown the server's message (which names the field).
    }
    toast.success(success);
    await refresh();
    return true;
  };
  const save = (row: ContestAnnouncement, status: AnnouncementStatus) =>
    adminContestAnnouncementsApi.update({
      cid,
      announcement: { id: row.id, title: row.title, content: row.content, status },
    });

  const columns: ColumnsType<ContestAnnouncement> = [
    { title: 'ID', dataIndex: 'id', width: 70, responsive: ['sm'] },
    { title: t('adminAnnouncement.announcementTitle'), dataIndex: 'title', ellipsis: true },
    {
      title: t('adminAnnouncement.createTime'),
      dataIndex: 'gmtCreate',
      width: 170,
      responsive: ['md'],
      render: (value: string) => <LocalTime value={value} />,
    },
    {
      title: t('adminAnnouncement.author'),
      dataIndex: 'username',
      width: 120,
      responsive: ['lg'],
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
          data-testid={`contest-announcement-visible-${row.id}`}
          onChange={(checked) =>
            void run(
              () => save(row, checked ? ANNOUNCEMENT_STATUS.VISIBLE : ANNOUNCEMENT_STATUS.HIDDEN),
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
      render: (_value, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`edit-contest-announcement-${row.id}`}
          deleteConfirm={t('adminAnnouncement.deleteConfirm')}
          onDelete={() => run(() => adminContestAnnouncementsApi.remove(row.id), t('common.deleteSuccess'))}
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
      title={
        <Breadcrumb
          items={[
            { title: <Link to="/admin/contest">{t('contestTools.adminAnnouncements.back')}</Link> },
            {
              title: contest.data
                ? t('contestTools.adminAnnouncements.title', { title: contest.data.title })
                : t('contestTools.adminAnnouncements.manage'),
            },
          ]}
        />
      }
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminAnnouncement.create')}
          data-testid="create-contest-announcement"
        >
          {!mobile && t('adminAnnouncement.create')}
        </Button>
      }
      data-testid="admin-contest-announcements"
    >
      <Table<ContestAnnouncement>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={data?.records ?? []}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page,
          pageSize: ADMIN_CONTEST_ANNOUNCEMENT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('adminAnnouncement.total', { total }),
          onChange: setPage,
        }}
        data-testid="admin-contest-announcement-list"
      />
      <AnnouncementDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const announcement = {
            title: values.title.trim(),
            content: values.content,
            status: values.visible ? ANNOUNCEMENT_STATUS.VISIBLE : ANNOUNCEMENT_STATUS.HIDDEN,
          };
          const done =
            editing?.kind === 'edit'
              ? await run(
                  () =>
                    adminContestAnnouncementsApi.update({
                      cid,
                      announcement: { ...announcement, id: editing.row.id },
                    }),
                  t('common.updateSuccess'),
                )
              : await run(
                  () => adminContestAnnouncementsApi.create({ cid, announcement }),
                  t('adminAnnouncement.created'),
                );
          if (done) setEditing(null);
        }}
      />
    </Card>
  );
}
