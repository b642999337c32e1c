import { useState, type ReactNode } from 'react';
import { Card, Result, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@judge/contract';
import { useIsMobile } from '../../hooks/useMediaQuery';
import './ContestTools.css';
import { RefreshControls } from './RefreshControls';

/** The texts of one of the contest admins' live tables. */
export interface RefreshingTableTexts {
  title: string;
  autoRefresh: string;
  loadFailed: string;
  empty: string;
  total: (count: number) => string;
}

/**
 * A contest admins' live table (the AC helper, the print queue; spec 2 §2.6, §2.7): a page of rows read
 * again every few seconds while auto refresh is on, the refresh controls beside the title (under it on
 * phones), a warning when the first load fails.
 */
export function RefreshingTableCard<Row extends object>({
  queryKey,
  load,
  pageSize,
  refreshSeconds,
  columns,
  texts,
  testId,
  rowClassName,
  filter,
}: {
  /** Without the page: the caller invalidates this after a change. */
  queryKey: readonly unknown[];
  load: (page: number, limit: number) => Promise<Page<Row>>;
  pageSize: number;
  refreshSeconds: number;
  columns: ColumnsType<Row>;
  texts: RefreshingTableTexts;
  /** Prefix of the test ids: `<id>` on the card's controls, `contest-<id>` on the card, `<id>-table`. */
  testId: string;
  rowClassName?: (row: Row) => string;
  /** Above the table: what narrows it (the room filter); its value belongs in queryKey. */
  filter?: ReactNode;
}) {
  const mobile = useIsMobile();
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const list = useQuery({
    queryKey: [...queryKey, page],
    queryFn: () => load(page, pageSize),
    placeholderData: keepPreviousData,
    refetchInterval: autoRefresh ? refreshSeconds * 1000 : false,
  });

  const controls = (
    <RefreshControls
      autoRefresh={autoRefresh}
      onAutoRefreshChange={setAutoRefresh}
      autoRefreshLabel={texts.autoRefresh}
      onRefresh={() => void list.refetch()}
      refreshing={list.isFetching}
      testId={testId}
    />
  );
  return (
    <Card size="small" title={texts.title} extra={!mobile && controls} data-testid={`contest-${testId}`}>
      {mobile && <div className="contest-tools__controls">{controls}</div>}
      {filter && <div className="contest-tools__controls">{filter}</div>}
      {list.isError && !list.data ? (
        <Result status="warning" title={texts.loadFailed} />
      ) : (
        <Table<Row>
          rowKey={(row) => String((row as { id: number }).id)}
          size="small"
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isLoading}
          rowClassName={rowClassName}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: texts.empty }}
          pagination={{
            current: page,
            pageSize,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: texts.total,
            onChange: setPage,
          }}
          data-testid={`${testId}-table`}
        />
      )}
    </Card>
  );
}
