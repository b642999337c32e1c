import { Card, Table, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { OutboxMail, Page } from '@judge/contract';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { request } from '../../../api/request';
import { RECORD_PAGE_SIZES, useTablePaging } from '../../../components/table-paging';

/** The outbox (super admin): the only place to read codes and links when no SMTP server is set. */
export function OutboxPage() {
  const { t } = useTranslation();
  const paging = useTablePaging(RECORD_PAGE_SIZES);
  const { data, isFetching } = useQuery({
    queryKey: ['admin-outbox', paging.page],
    queryFn: () => request<Page<OutboxMail>>('/api/admin/outbox', { params: paging.page }),
  });
  return (
    <Card title={t('admin.outbox')} data-testid="outbox-page">
      <Typography.Paragraph type="secondary">{t('admin.outboxHint')}</Typography.Paragraph>
      <Table<OutboxMail>
        rowKey="id"
        loading={isFetching}
        dataSource={data?.records ?? []}
        scroll={{ x: 720 }}
        expandable={{ expandedRowRender: (mail) => <pre className="outbox-text">{mail.text}</pre> }}
        pagination={paging.pagination(data?.total ?? 0)}
        columns={[
          {
            title: t('admin.outboxSent'),
            dataIndex: 'createdAt',
            width: 170,
            render: (value: string) => dayjs(value).format('YYYY-MM-DD HH:mm:ss'),
          },
          { title: t('admin.outboxTo'), dataIndex: 'to', width: 220 },
          { title: t('admin.outboxSubject'), dataIndex: 'subject' },
          {
            title: t('adminUsers.status'),
            key: 'status',
            width: 150,
            render: (_, mail) =>
              mail.delivered ? (
                <Tag color="green">{t('admin.outboxDelivered')}</Tag>
              ) : mail.error ? (
                <Tag color="red" title={mail.error}>
                  {t('admin.outboxFailed')}
                </Tag>
              ) : (
                <Tag>{t('admin.outboxKept')}</Tag>
              ),
          },
        ]}
      />
    </Card>
  );
}
