import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button, Empty, Flex, Modal, Skeleton } from 'antd';
import { NotificationOutlined, ReloadOutlined, UserOutlined, CalendarOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ANNOUNCEMENT_PANEL_PAGE_SIZE } from '@judge/contract';
import { LazyMarkdown } from '../markdown/LazyMarkdown';
import { PlainList } from '../plain-list/PlainList';
import { PlainCard } from '../plain-card/PlainCard';
import { PlainTypography } from '../plain-typography/PlainTypography';
import './AnnouncementPanel.css';

// antd's Pagination (with the Select and Input under it) loads only once there is a second page to show.
const Pagination = lazy(() => import('antd/es/pagination'));

/** What the panel shows of an announcement: general and contest announcements both have these. */
export interface PanelAnnouncement {
  id: number;
  title: string;
  /** Markdown. */
  content: string;
  gmtCreate: string;
  username: string | null;
}

export interface AnnouncementPage {
  records: PanelAnnouncement[];
  total: number;
}

/**
 * The announcement panel (spec 1-core §2.12): a refresh button, an empty state, a list of title, date and
 * author, pagination (left out in contests) and a dialog showing the Markdown content. The data source is
 * a prop: the home page passes the general announcements; a contest passes its own.
 */
export function AnnouncementPanel({
  title,
  queryKey,
  load,
  pageSize = ANNOUNCEMENT_PANEL_PAGE_SIZE,
  pagination = true,
  testId = 'announcement-panel',
}: {
  title?: ReactNode;
  /** Cache key of the source; the page number is appended. */
  queryKey: readonly unknown[];
  load: (currentPage: number, limit: number) => Promise<AnnouncementPage>;
  pageSize?: number;
  pagination?: boolean;
  testId?: string;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<PanelAnnouncement | null>(null);
  const list = useQuery({
    queryKey: [...queryKey, page, pageSize],
    queryFn: () => load(page, pageSize),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  const total = list.data?.total ?? 0;

  return (
    <PlainCard
      className="announcement-panel"
      title={
        <Flex align="center" gap={8}>
          <NotificationOutlined />
          <span>{title ?? t('announcement.title')}</span>
        </Flex>
      }
      extra={
        <Button
          type="text"
          icon={<ReloadOutlined spin={list.isFetching} />}
          aria-label={t('announcement.refresh')}
          title={t('announcement.refresh')}
          onClick={() => void list.refetch()}
          data-testid={`${testId}-refresh`}
        />
      }
      data-testid={testId}
    >
      {list.isLoading ? (
        <Skeleton active paragraph={{ rows: 3 }} />
      ) : records.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcement.empty')} />
      ) : (
        <PlainList
          dataSource={records}
          renderItem={(item) => (
            <PlainList.Item
              key={item.id}
              className="announcement-panel__item"
              data-testid={`announcement-${item.id}`}
            >
              <Flex vertical gap={4} style={{ width: '100%', minWidth: 0 }}>
                <PlainTypography.Link
                  className="announcement-panel__title"
                  onClick={() => setOpen(item)}
                  data-testid="announcement-title"
                >
                  {item.title}
                </PlainTypography.Link>
                <Flex gap={16} wrap className="announcement-panel__meta">
                  <PlainTypography.Text type="secondary">
                    <CalendarOutlined /> {dayjs(item.gmtCreate).format('YYYY-MM-DD HH:mm')}
                  </PlainTypography.Text>
                  <PlainTypography.Text type="secondary">
                    <UserOutlined /> {item.username ?? t('announcement.unknownAuthor')}
                  </PlainTypography.Text>
                </Flex>
              </Flex>
            </PlainList.Item>
          )}
        />
      )}
      {pagination && total > pageSize && (
        <Flex justify="center" style={{ marginTop: 12 }}>
          <Suspense>
            <Pagination
              size="small"
              current={page}
              pageSize={pageSize}
              total={total}
              showSizeChanger={false}
              onChange={setPage}
              data-testid={`${testId}-pagination`}
            />
          </Suspense>
        </Flex>
      )}
      <Modal
        open={open !== null}
        title={open?.title}
        onCancel={() => setOpen(null)}
        footer={<Button onClick={() => setOpen(null)}>{t('announcement.close')}</Button>}
        width={760}
        destroyOnHidden
      >
        {open && (
          <div data-testid="announcement-dialog">
            <Flex gap={16} wrap className="announcement-panel__meta" style={{ marginBottom: 12 }}>
              <PlainTypography.Text type="secondary">
                <CalendarOutlined /> {dayjs(open.gmtCreate).format('YYYY-MM-DD HH:mm')}
              </PlainTypography.Text>
              <PlainTypography.Text type="secondary">
                <UserOutlined /> {open.username ?? t('announcement.unknownAuthor')}
              </PlainTypography.Text>
            </Flex>
            <LazyMarkdown>{open.content}</LazyMarkdown>
          </div>
        )}
      </Modal>
    </PlainCard>
  );
}
