import { useEffect, useState } from 'react';
import { Checkbox, Flex, Input, Segmented, Tooltip } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  GROUP_LEVEL,
  GROUP_RANK_PAGE_SIZE,
  RANK_SEARCH_MAX,
  RANK_TYPE,
  type RankType,
} from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { RankPeriodSwitch, RankTable } from '../rank/RankTable';
import { readRankFilters, writeRankFilters, type RankFilters } from '../rank/rank-query';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group's rank (spec 3 "Group rank screen"): the public rank lists' table over the group's members and its
 * problems, with the search, the period buttons, the ACM/OI switch and "all problems" (the public bank too). Page,
 * period, search, type and all live in the address.
 */
export function GroupRank() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readRankFilters(searchParams);
  const type: RankType = searchParams.get('type') === '1' ? RANK_TYPE.OI : RANK_TYPE.ACM;
  const all = searchParams.get('all') === 'true';
  const [search, setSearch] = useState(filters.search);
  useEffect(() => setSearch(filters.search), [filters.search]);
  const update = (change: Partial<RankFilters & { type: RankType; all: boolean }>) => {
    const params = writeRankFilters({ ...filters, currentPage: 1, ...change });
    const nextType = change.type ?? type;
    const nextAll = change.all ?? all;
    if (nextType === RANK_TYPE.OI) params.set('type', '1');
    if (nextAll) params.set('all', 'true');
    setSearchParams(params);
  };

  const params = {
    gid: group.id,
    type,
    all,
    period: filters.period,
    currentPage: filters.currentPage,
    limit: GROUP_RANK_PAGE_SIZE,
    searchUser: filters.search.trim() || undefined,
  };
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'rank', params],
    queryFn: () => groupsApi.rank(params),
    placeholderData: keepPreviousData,
  });

  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <div data-testid="group-rank">
        <Flex gap={12} wrap align="center" justify="space-between" className="group-tab-toolbar">
          <Input.Search
            allowClear
            value={search}
            maxLength={RANK_SEARCH_MAX}
            onChange={(event) => setSearch(event.target.value)}
            onSearch={(value) => update({ search: value.trim() })}
            placeholder={t('rank.searchPlaceholder')}
            className="group-rank__search"
            data-testid="rank-search"
          />
          <Flex gap={12} wrap align="center">
            <Segmented<RankType>
              value={type}
              options={[
                { value: RANK_TYPE.ACM, label: t('group.rank.acm') },
                { value: RANK_TYPE.OI, label: t('group.rank.oi') },
              ]}
              onChange={(value) => update({ type: value })}
              data-testid="group-rank-type"
            />
            <Tooltip title={t('group.rank.allProblemsTip')}>
              <Checkbox
                checked={all}
                onChange={(event) => update({ all: event.target.checked })}
                data-testid="group-rank-all"
              >
                {t('group.rank.allProblems')}
              </Checkbox>
            </Tooltip>
          </Flex>
        </Flex>
        <div className="group-rank__periods">
          <RankPeriodSwitch value={filters.period} onChange={(period) => update({ period })} />
        </div>
        <RankTable
          type={type}
          rows={list.data?.records ?? []}
          total={list.data?.total ?? 0}
          currentPage={filters.currentPage}
          pageSize={GROUP_RANK_PAGE_SIZE}
          loading={list.isLoading || (list.isFetching && list.isPlaceholderData)}
          onPage={(page) => update({ currentPage: page })}
        />
      </div>
    </GroupLevelGate>
  );
}
