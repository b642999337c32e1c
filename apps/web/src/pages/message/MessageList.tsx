import type { ReactNode } from 'react';
import { Button, Card, Empty, Pagination, Popconfirm, Skeleton } from 'antd';
import { ClearOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../hooks/useMediaQuery';
import type { MessageTab } from './message-tabs';
import type { useMessagePage } from './useMessagePage';

/** The frame of one tab: title, total, clean all (with confirmation), the entries and the pager. */
export function MessageList<T extends { id: number }>({
  tab,
  page,
  renderItem,
}: {
  tab: MessageTab;
  page: ReturnType<typeof useMessagePage<T>>;
  renderItem: (record: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const tabName = t(`message.tabs.${tab.key}`);
  return (
    <Card
      className="message-list"
      title={
        <span>
          {tabName}
          <span className="message-list__total" data-testid="message-total">
            {t('message.total', { count: page.total })}
          </span>
        </span>
      }
      extra={
        <Popconfirm
          title={t('message.cleanConfirm', { tab: tabName })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          okButtonProps={{ danger: true }}
          onConfirm={page.clean}
          disabled={page.total === 0}
        >
          <Button
            danger
            size="small"
            icon={<ClearOutlined />}
            disabled={page.total === 0}
            loading={page.cleaning}
            data-testid="message-clean"
          >
            {t('message.clean')}
          </Button>
        </Popconfirm>
      }
      data-testid={`message-list-${tab.key}`}
    >
      {page.loading ? (
        <Skeleton active avatar paragraph={{ rows: 3 }} />
      ) : page.records.length === 0 ? (
        <Empty description={t('message.empty')} data-testid="message-empty" />
      ) : (
        <ul className="message-items">{page.records.map(renderItem)}</ul>
      )}
      {page.total > page.pageSize && (
        <Pagination
          className="message-pagination"
          current={page.currentPage}
          pageSize={page.pageSize}
          total={page.total}
          simple={mobile}
          showSizeChanger={false}
          onChange={page.setPage}
        />
      )}
    </Card>
  );
}

/** The delete button of one entry, behind a confirmation. */
export function DeleteMessage({ id, onDelete }: { id: number; onDelete: (id: number) => Promise<void> }) {
  const { t } = useTranslation();
  return (
    <Popconfirm
      title={t('message.deleteConfirm')}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onConfirm={() => onDelete(id)}
    >
      <Button
        type="text"
        size="small"
        danger
        aria-label={t('message.delete')}
        data-testid={`message-delete-${id}`}
      >
        {t('message.delete')}
      </Button>
    </Popconfirm>
  );
}
