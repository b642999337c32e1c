import { Checkbox, Flex, Segmented, Tooltip } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { GROUP_LEVEL, GROUP_RANK_PAGE_SIZE, RANK_TYPE, type RankType } from '@judge/contract';
import { groupKey, groupsApi } from '../../api/groups';
import { RankPeriodsAndTable, RankSearch } from '../rank/RankControls';
import type { RankFilters } from '../rank/rank-query';
import { useRankFilters } from '../rank/use-rank-filters';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group's rank (spec 3 "Group rank screen"): the public rank lists' table over the group's members and its
 * problems, with the search, the period buttons, the ACM/OI switch and "all problems" (the public bank too). Page,
 * period, search, type and all live in the address.
 */
export function GroupRank() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const shared = useRankFilters();
  const { searchParams, filters } = shared;
  const type: RankType = searchParams.get('type') === '1' ? RANK_TYPE.OI : RANK_TYPE.ACM;
  const all = searchParams.get('all') === 'true';
  // The group's own two filters go in the address with the shared ones (kept across a page or period change).
  const update = (change: Partial<RankFilters & { type: RankType; all: boolean }>) =>
    shared.update(change, (params) => {
      if ((change.type ?? type) === RANK_TYPE.OI) params.set('type', '1');
      if (change.all ?? all) params.set('all', 'true');
    });
  const state = { ...shared, update };

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
          <RankSearch state={state} className="group-rank__search" />
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
        <RankPeriodsAndTable
          state={state}
          type={type}
          list={list}
          pageSize={GROUP_RANK_PAGE_SIZE}
          periodsClassName="group-rank__periods"
        />
      </div>
    </GroupLevelGate>
  );
}
