import { Card, Empty, Flex, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { RANK_CHART_SIZE, RANK_PAGE_SIZE, RANK_TYPE, type RankType } from '@judge/contract';
import { rankingsApi, rankListKey } from '../../api/rankings';
import { useIsMobile } from '../../hooks/useMediaQuery';
import { RankChart } from './RankChart';
import { RankPeriodsAndTable, RankSearch } from './RankControls';
import { useRankFilters } from './use-rank-filters';
import './RankPage.css';

/**
 * /acm-rank and /oi-rank (spec 2 §2.10): the top-10 bar chart of the period, the period buttons, a search
 * over username and nickname, and the list 30 to a page; page, period and search live in the address.
 * Under 768 px the less important columns are hidden.
 */
export function RankPage({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const mobile = useIsMobile();
  const state = useRankFilters();
  const { filters } = state;

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
          <RankSearch state={state} className="rank-page__search" />
        </Flex>
        <RankPeriodsAndTable
          state={state}
          type={type}
          list={list}
          pageSize={RANK_PAGE_SIZE}
          periodsClassName="rank-page__periods"
        />
      </Card>
    </Flex>
  );
}
