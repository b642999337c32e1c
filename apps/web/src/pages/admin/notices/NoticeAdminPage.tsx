import { useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Form,
  Input,
  Popconfirm,
  Radio,
  Select,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { PlusOutlined, SendOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import {
  ADMIN_NOTICE_PAGE_SIZE,
  NOTICE_CONTENT_MAX,
  NOTICE_RECIPIENT_TYPES,
  NOTICE_TITLE_MAX,
  type NoticeRecipientType,
  type SysNotice,
} from '@judge/contract';
import { noticeListKey, noticesApi } from '../../../api/notices';
import { EditDeleteActions } from '../../../components/EditDeleteActions';
import { FormDialog } from '../../../components/FormDialog';
import { toast } from '../../../components/feedback';
import { MarkdownEditor } from '../../../components/markdown/MarkdownEditor';
import { useIsMobile } from '../../../hooks/useMediaQuery';
import {
  noticeBodyOf,
  noticeFormValues,
  pushNowBody,
  splitNames,
  type NoticeFormValues,
} from './notice-form';

type Editing = { kind: 'create' } | { kind: 'edit'; row: SysNotice } | null;

/**
 * The super admin's system notifications (spec 3 "Notification: title, content, pushed, recipient"): the list
 * with each one's pushed state, a dialog to write one (Markdown content, recipients, push on save), push now,
 * and delete (which also retracts the delivered copies).
 */
export function NoticeAdminPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mobile = useIsMobile();
  const [currentPage, setCurrentPage] = useState(1);
  const [type, setType] = useState<NoticeRecipientType | undefined>();
  const [editing, setEditing] = useState<Editing>(null);
  const notices = useQuery({
    queryKey: noticeListKey(currentPage, type),
    queryFn: () => noticesApi.list(currentPage, ADMIN_NOTICE_PAGE_SIZE, type),
  });

  const run = async (action: () => Promise<unknown>, success: (result: unknown) => string) => {
    try {
      const result = await action();
      toast.success(success(result));
      await queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] });
      return true;
    } catch {
      // Shown by the central handler (the server names the field, e.g. unknown usernames).
      return false;
    }
  };
  const saved = (result: unknown) => {
    const delivered = (result as { delivered?: number } | null)?.delivered ?? 0;
    return delivered > 0 ? t('adminNotice.pushSuccess', { count: delivered }) : t('adminNotice.saveSuccess');
  };
  const pushNow = (row: SysNotice) => run(() => noticesApi.update(pushNowBody(row)), saved);

  const pushedTag = (row: SysNotice) =>
    row.pushed ? (
      <Tag color="success" title={t('adminNotice.delivered')} data-testid={`notice-pushed-${row.id}`}>
        {t('adminNotice.pushed')} · {row.delivered}
      </Tag>
    ) : (
      <Tag data-testid={`notice-pushed-${row.id}`}>{t('adminNotice.notPushed')}</Tag>
    );

  // On phones the title cell also shows the pushed state; the recipients and pushed columns are left out.
  const columns: ColumnsType<SysNotice> = [
    { title: 'ID', dataIndex: 'id', width: 64, responsive: ['sm'] },
    {
      title: t('adminNotice.noticeTitle'),
      dataIndex: 'title',
      render: (title: string, row) => (
        <Flex vertical gap={4} align="flex-start">
          <Typography.Text ellipsis={{ tooltip: title }} style={{ maxWidth: mobile ? 170 : 320 }}>
            {title}
          </Typography.Text>
          {mobile && pushedTag(row)}
        </Flex>
      ),
    },
    {
      title: t('adminNotice.recipients'),
      key: 'recipients',
      responsive: ['md'],
      render: (_v, row) => (
        <Flex vertical gap={2}>
          <span>
            <Tag>{t(`adminNotice.type.${row.type}`)}</Tag>
          </span>
          {row.type === 'Designated' && (
            <Typography.Text
              type="secondary"
              ellipsis={{ tooltip: row.recipients.join(', ') }}
              style={{ maxWidth: 200 }}
            >
              {row.recipients.join(', ')}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('adminNotice.pushState'),
      key: 'pushed',
      responsive: ['md'],
      render: (_v, row) => pushedTag(row),
    },
    {
      title: t('adminNotice.author'),
      dataIndex: 'username',
      responsive: ['md'],
      render: (name) => name ?? '-',
    },
    {
      title: t('adminNotice.createTime'),
      dataIndex: 'gmtCreate',
      responsive: ['md'],
      render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('adminNotice.actions'),
      key: 'actions',
      width: mobile ? 110 : 140,
      fixed: 'right',
      render: (_v, row) => (
        <Flex align="center">
          {!row.pushed && (
            <Popconfirm
              title={t('adminNotice.pushConfirm')}
              okText={t('common.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() => pushNow(row)}
            >
              <Button
                type="link"
                icon={<SendOutlined />}
                aria-label={t('adminNotice.pushNow')}
                title={t('adminNotice.pushNow')}
                data-testid={`notice-push-${row.id}`}
              />
            </Popconfirm>
          )}
          <EditDeleteActions
            onEdit={() => setEditing({ kind: 'edit', row })}
            editTestId={`notice-edit-${row.id}`}
            deleteConfirm={t('adminNotice.deleteConfirm')}
            onDelete={() =>
              run(
                () => noticesApi.remove(row.id),
                () => t('common.deleteSuccess'),
              )
            }
          />
        </Flex>
      ),
    },
  ];

  return (
    <Card
      title={t('adminNotice.title')}
      data-testid="notice-admin"
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          onClick={() => setEditing({ kind: 'create' })}
          aria-label={t('adminNotice.create')}
          data-testid="notice-create"
        >
          {!mobile && t('adminNotice.create')}
        </Button>
      }
    >
      <Select<NoticeRecipientType | undefined>
        allowClear
        placeholder={t('adminNotice.allTypes')}
        value={type}
        onChange={(value) => {
          setType(value);
          setCurrentPage(1);
        }}
        options={NOTICE_RECIPIENT_TYPES.map((value) => ({ value, label: t(`adminNotice.type.${value}`) }))}
        style={{ width: 180, marginBottom: 16 }}
        data-testid="notice-type-filter"
      />
      <Table<SysNotice>
        rowKey="id"
        size="small"
        loading={notices.isFetching}
        columns={columns}
        dataSource={notices.data?.records ?? []}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('adminNotice.empty') }}
        pagination={{
          current: currentPage,
          pageSize: ADMIN_NOTICE_PAGE_SIZE,
          total: notices.data?.total ?? 0,
          showSizeChanger: false,
          onChange: setCurrentPage,
          showTotal: (total) => t('adminNotice.total', { count: total }),
        }}
        data-testid="notice-list"
      />
      <NoticeDialog
        editing={editing}
        onClose={() => setEditing(null)}
        onSubmit={async (values) => {
          const body = noticeBodyOf(values);
          const done =
            editing?.kind === 'edit'
              ? await run(() => noticesApi.update({ ...body, id: editing.row.id }), saved)
              : await run(() => noticesApi.create(body), saved);
          if (done) setEditing(null);
        }}
      />
    </Card>
  );
}

function NoticeDialog({
  editing,
  onClose,
  onSubmit,
}: {
  editing: Editing;
  onClose: () => void;
  onSubmit: (values: NoticeFormValues) => Promise<void>;
}) {
  const { t } = useTranslation();
  const row = editing?.kind === 'edit' ? editing.row : null;
  const pushed = row?.pushed === 1;
  return (
    <FormDialog<NoticeFormValues>
      open={editing !== null}
      title={row ? t('adminNotice.edit') : t('adminNotice.create')}
      formKey={row?.id ?? 'new'}
      initialValues={noticeFormValues(row)}
      onClose={onClose}
      onSubmit={onSubmit}
      testId="notice-form"
    >
      <Form.Item
        name="title"
        label={t('adminNotice.noticeTitle')}
        rules={[{ required: true, whitespace: true, message: t('adminNotice.titleRequired') }]}
      >
        <Input maxLength={NOTICE_TITLE_MAX} data-testid="notice-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('adminNotice.content')}
        rules={[{ required: true, whitespace: true, message: t('adminNotice.contentRequired') }]}
      >
        <MarkdownEditor layout="tabs" maxLength={NOTICE_CONTENT_MAX} testId="notice-content" />
      </Form.Item>
      <Form.Item
        name="type"
        label={t('adminNotice.recipients')}
        extra={pushed ? t('adminNotice.pushedHint') : undefined}
      >
        <Radio.Group
          disabled={pushed}
          options={NOTICE_RECIPIENT_TYPES.map((value) => ({ value, label: t(`adminNotice.type.${value}`) }))}
          data-testid="notice-type"
        />
      </Form.Item>
      <Form.Item noStyle dependencies={['type']}>
        {({ getFieldValue }) =>
          getFieldValue('type') === 'Designated' && (
            <Form.Item
              name="recipients"
              label={t('adminNotice.usernames')}
              extra={t('adminNotice.usernamesHint')}
              getValueFromEvent={splitNames}
              rules={[{ required: true, type: 'array', min: 1, message: t('adminNotice.usernamesRequired') }]}
            >
              <Select
                mode="tags"
                open={false}
                suffixIcon={null}
                disabled={pushed}
                tokenSeparators={[',', ' ']}
                data-testid="notice-usernames"
              />
            </Form.Item>
          )
        }
      </Form.Item>
      {!pushed && (
        <Form.Item
          name="push"
          label={t('adminNotice.pushOnSave')}
          extra={t('adminNotice.pushOnSaveHint')}
          valuePropName="checked"
        >
          <Switch data-testid="notice-push" />
        </Form.Item>
      )}
    </FormDialog>
  );
}
