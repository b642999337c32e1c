import { useEffect, useState } from 'react';
import { Button, Card, Form, Input, Switch, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  ADMIN_ANNOUNCEMENT_PAGE_SIZE,
  ANNOUNCEMENT_CONTENT_MAX,
  ANNOUNCEMENT_STATUS,
  ANNOUNCEMENT_TITLE_MAX,
  type Announcement,
  type AnnouncementStatus,
} from '@judge/contract';
import { homeAdminApi, homeKeys } from '../../../api/home';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../components/feedback';
import { LocalTime } from '../../../components/judge-status/LocalTime';
import { MarkdownTabsField } from '../../../components/markdown/MarkdownTabsField';
import { useIsMobile } from '../../../hooks/useMediaQuery';

export interface AnnouncementFormValues {
  title: string;
  content: string;
  visible: boolean;
}

/** What the dialog edits: a new announcement, or a row of the list (a contest's too). */
export type Editing = { kind: 'create' } | { kind: 'edit'; row: Announcement } | null;

/**
 * General announcements in the back office (spec 3 "Announcement", super admin only): a list of 10 per page
 * with a visible switch, a create/edit dialog (title and content required) and delete with confirmation.
 */
export function AnnouncementAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Editing>(null);
  const list = useQuery({
    queryKey: [...homeKeys.adminAnnouncements, page],
    queryFn: () => homeAdminApi.announcements(page, ADMIN_ANNOUNCEMENT_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });

  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: homeKeys.adminAnnouncements });
    await queryClient.invalidateQueries({ queryKey: homeKeys.commonAnnouncements });
  };
  const run = async (action: () => Promise<unknown>, success: string) => {
    try {
      await action();
      toast.success(success);
      await refresh();
      return true;
    } catch {
      // The central handler has shown the server's message (which names the field).
      return false;
    }
  };
  const save = (row: Announcement, status: AnnouncementStatus) =>
    homeAdminApi.updateAnnouncement({ id: row.id, title: row.title, content: row.content, status });

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
    {
      title: t('adminAnnouncement.modifiedTime'),
      dataIndex: 'gmtModified',
      width: 170,
      responsive: ['lg'],
      render: (value: string) => <LocalTime value={value} />,
    },
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
          data-testid={`announcement-visible-${row.id}`}
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
      fixed: 'right',
      render: (_v, row) => (
        <EditDeleteActions
          onEdit={() => setEditing({ kind: 'edit', row })}
          editTestId={`edit-announcement-${row.id}`}
          deleteConfirm={t('adminAnnouncement.deleteConfirm')}
          onDelete={() => run(() => homeAdminApi.removeAnnouncement(row.id), t('common.deleteSuccess'))}
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
      title={t('adminAnnouncement.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminAnnouncement.create')}
          data-testid="create-announcement"
        >
          {!mobile && t('adminAnnouncement.create')}
        </Button>
      }
      data-testid="announcement-admin"
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
          pageSize: ADMIN_ANNOUNCEMENT_PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          showTotal: (total) => t('adminAnnouncement.total', { total }),
          onChange: setPage,
        }}
        data-testid="announcement-admin-list"
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
              ? await run(
                  () => homeAdminApi.updateAnnouncement({ ...body, id: editing.row.id }),
                  t('common.updateSuccess'),
                )
              : await run(() => homeAdminApi.createAnnouncement(body), t('adminAnnouncement.created'));
          if (done) setEditing(null);
        }}
      />
    </Card>
  );
}

/** The create/edit dialog (title and content required, visible switch); contests' announcements use it too. */
export function AnnouncementDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Editing;
  onClose: () => void;
  onSubmit: (values: AnnouncementFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const row = editing?.kind === 'edit' ? editing.row : null;
  return (
    <FormDialog<AnnouncementFormValues>
      open={editing !== null}
      title={row ? t('adminAnnouncement.editTitle') : t('adminAnnouncement.createTitle')}
      formKey={row?.id ?? 'new'}
      initialValues={{
        title: row?.title ?? '',
        content: row?.content ?? '',
        visible: row ? row.status === ANNOUNCEMENT_STATUS.VISIBLE : true,
      }}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="announcement-form"
    >
      <Form.Item
        name="title"
        label={t('adminAnnouncement.announcementTitle')}
        rules={[{ required: true, whitespace: true, message: t('adminAnnouncement.titleRequired') }]}
      >
        <Input maxLength={ANNOUNCEMENT_TITLE_MAX} data-testid="announcement-title-input" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('adminAnnouncement.content')}
        rules={[{ required: true, whitespace: true, message: t('adminAnnouncement.contentRequired') }]}
        extra={t('adminAnnouncement.contentHint')}
      >
        <MarkdownTabsField
          writeLabel={t('adminAnnouncement.content')}
          previewLabel={t('adminAnnouncement.preview')}
          maxLength={ANNOUNCEMENT_CONTENT_MAX}
          testId="announcement-content-input"
          rows={{ minRows: 8, maxRows: 20 }}
        />
      </Form.Item>
      <Form.Item name="visible" label={t('adminAnnouncement.visible')} valuePropName="checked">
        <Switch data-testid="announcement-visible-input" />
      </Form.Item>
    </FormDialog>
  );
}
