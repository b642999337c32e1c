import { useEffect, useState } from 'react';
import { Avatar, Card, Empty, Flex, Input, Segmented, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { UserOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  RANK_CHART_SIZE,
  RANK_PAGE_SIZE,
  RANK_PERIODS,
  RANK_SEARCH_MAX,
  RANK_TYPE,
  type RankPeriod,
  type RankRow,
  type RankType,
} from '@judge/contract';
import { rankingsApi, rankListKey } from '../../api/rankings';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { nicknameColor } from '../user-home/profile';
import { RankChart } from './RankChart';
import { acRate, readRankFilters, writeRankFilters, type RankFilters } from './rank-query';
import './RankPage.css';

/** The period buttons' text keys, by period value (spec 2 §9). */
const PERIOD_KEYS = {
  0: 'rank.period.all',
  1: 'rank.period.week',
  2: 'rank.period.month',
  3: 'rank.period.threeMonths',
  4: 'rank.period.halfYear',
  5: 'rank.period.year',
} as const satisfies Record<RankPeriod, string>;

/**
 * /acm-rank and /oi-rank (spec 2 §2.10): the top-10 bar chart of the period, the period buttons, a search
 * over username and nickname, and the list 30 to a page; page, period and search live in the address.
 * Under 768 px the less important columns are hidden.
 */
export function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readRankFilters(searchParams);
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const update = (change: Partial<RankFilters>) =>
    setSearchParams(writeRankFilters({ ...filters, currentPage: 1, ...change }));

  const listParams = {
    type,
    period: filters.period,
    currentPage: filters.currentPage,
    limit: RANK_PAGE_SIZE,
    searchUser: filters.search.trim() || undefined,
  };
  const list = useQuery({
    queryKey: rankListKey(listParams),
    queryFn: () => rankingsApi.list(listParams),
    placeholderData: keepPreviousData,
  });
  // The chart shows the period's top 10 whatever the page and the search.
  const chartParams = { type, period: filters.period, currentPage: 1, limit: RANK_CHART_SIZE };
  const chart = useQuery({
    queryKey: rankListKey(chartParams),
    queryFn: () => rankingsApi.list(chartParams),
    placeholderData: keepPreviousData,
  });

  const oi = type === RANK_TYPE.OI;
  const offset = (filters.currentPage - 1) * RANK_PAGE_SIZE;
  const columns: ColumnsType<RankRow> = [
    ...(oi
      ? []
      : [
          {
            key: 'seq',
            title: '#',
            width: 56,
            align: 'center' as const,
            render: (_: unknown, __: RankRow, index: number) => offset + index + 1,
          },
        ]),
    {
      key: 'user',
      title: t('rank.user'),
      render: (_, row) => (
        <Flex align="center" gap={8} className="rank-user">
          <Avatar size={mobile ? 'small' : 'default'} src={row.avatar || undefined} icon={<UserOutlined />} />
          <Flex vertical className="rank-user__text">
            <Link
              to={`/user-home?username=${encodeURIComponent(row.username)}`}
              className="rank-user__name"
              data-testid="rank-user"
            >
              {row.username}
            </Link>
            {row.titleName && (
              <span>
                <Tag color={row.titleColor || undefined} className="rank-user__title">
                  {row.titleName}
                </Tag>
              </span>
            )}
          </Flex>
        </Flex>
      ),
    },
    {
      key: 'nickname',
      title: t('rank.nickname'),
      responsive: ['md'],
      render: (_, row) => row.nickname && <Tag color={nicknameColor(row.nickname)}>{row.nickname}</Tag>,
    },
    ...(oi
      ? [
          {
            key: 'score',
            title: t('rank.score'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => <strong data-testid="rank-score">{row.score}</strong>,
          },
          {
            key: 'acTotal',
            title: t('rank.acTotal'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => (
              <span data-testid="rank-ac-total">
                {row.ac} / {row.total}
              </span>
            ),
          },
        ]
      : [
          {
            key: 'ac',
            title: t('rank.ac'),
            align: 'center' as const,
            render: (_: unknown, row: RankRow) => <span data-testid="rank-ac">{row.ac}</span>,
          },
          {
            key: 'total',
            title: t('rank.total'),
            align: 'center' as const,
            responsive: ['sm' as const],
            render: (_: unknown, row: RankRow) => <span data-testid="rank-total">{row.total}</span>,
          },
        ]),
    {
      key: 'rating',
      title: t('rank.rating'),
      align: 'center',
      responsive: oi ? ['md'] : undefined,
      render: (_, row) => <span data-testid="rank-rating">{acRate(row)}</span>,
    },
    {
      key: 'signature',
      title: t('rank.signature'),
      responsive: ['md'],
      ellipsis: true,
      render: (_, row) =>
        row.signature && (
          <Typography.Text type="secondary" ellipsis={{ tooltip: row.signature }}>
            {row.signature}
          </Typography.Text>
        ),
    },
  ];

  const chartRows = chart.data?.records ?? [];
  return (
    <Flex vertical gap={16} className="rank-page" data-testid={oi ? 'oi-rank-page' : 'acm-rank-page'}>
      <Card size="small" title={t('rank.chartTitle', { count: RANK_CHART_SIZE })}>
        {chartRows.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rank.empty')} />
        ) : (
          <RankChart type={type} rows={chartRows} compact={mobile} />
        )}
      </Card>
      <Card>
        <Flex justify="space-between" align="center" gap={12} wrap className="rank-page__header">
          <Typography.Title level={4} style={{ margin: 0 }}>
            {t(oi ? 'nav.oiRank' : 'nav.acmRank')}
          </Typography.Title>
          <Input.Search
            allowClear
            value={search}
            maxLength={RANK_SEARCH_MAX}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => update({ search: value.trim() })}
            placeholder={t('rank.searchPlaceholder')}
            className="rank-page__search"
            data-testid="rank-search"
          />
        </Flex>
        <div className="rank-page__periods">
          <Segmented<RankPeriod>
            value={filters.period}
            options={RANK_PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
            onChange={(period) => update({ period })}
            data-testid="rank-period"
          />
        </div>
        <Table<RankRow>
          rowKey="uid"
          size={mobile ? 'small' : 'middle'}
          columns={columns}
          dataSource={list.data?.records ?? []}
          loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('rank.empty')} /> }}
          onRow={(row) =>
            ({ 'data-testid': `rank-row-${row.username}` }) as React.HTMLAttributes<HTMLElement>
          }
          pagination={{
            current: filters.currentPage,
            pageSize: RANK_PAGE_SIZE,
            total: list.data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            simple: mobile,
            showTotal: mobile ? undefined : (total) => t('rank.totalUsers', { count: total }),
            onChange: (page) => update({ currentPage: page }),
          }}
          data-testid="rank-table"
        />
      </Card>
    </Flex>
  );
}
