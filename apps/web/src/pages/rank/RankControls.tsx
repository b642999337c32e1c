import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { RANK_SEARCH_MAX, type Page, type RankRow, type RankType } from '@judge/contract';
import { RankPeriodSwitch, RankTable } from './RankTable';
import type { RankFilterState } from './use-rank-filters';

/** The rank lists' search over username and nickname, sent on Enter or the button. */
export function RankSearch({ state, className }: { state: RankFilterState; className: string }) {
  const { t } = useTranslation();
  return (
    <Input.Search
      allowClear
      value={state.search}
      maxLength={RANK_SEARCH_MAX}
      onChange={(event) => state.setSearch(event.target.value)}
      onSearch={(value) => state.update({ search: value.trim() })}
      placeholder={t('rank.searchPlaceholder')}
      className={className}
      data-testid="rank-search"
    />
  );
}

/** The period buttons over the rank table and its pages, as the public lists and a group's rank show them. */
export function RankPeriodsAndTable({
  state,
  type,
  list,
  pageSize,
  periodsClassName,
}: {
  state: RankFilterState;
  type: RankType;
  list: { data?: Page<RankRow>; isLoading: boolean; isFetching: boolean; isPlaceholderData: boolean };
  pageSize: number;
  periodsClassName: string;
}) {
  return (
    <>
      <div className={periodsClassName}>
        <RankPeriodSwitch value={state.filters.period} onChange={(period) => state.update({ period })} />
      </div>
      <RankTable
        type={type}
        rows={list.data?.records ?? []}
        total={list.data?.total ?? 0}
        currentPage={state.filters.currentPage}
        pageSize={pageSize}
        loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
        onPage={(page) => state.update({ currentPage: page })}
      />
    </>
  );
}
