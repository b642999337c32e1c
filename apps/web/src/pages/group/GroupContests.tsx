import { useState } from 'react';
import { Empty, Flex, Pagination, Skeleton } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIST_PAGE_SIZE, GROUP_LEVEL } from '@judge/contract';
import { groupKey } from '../../api/groups';
import { groupContestsApi } from '../../api/group-contests';
import { ContestCard } from '../contest/ContestCard';
import '../contest/ContestListPage.css';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group's contests for its members (spec 3 "Group contests", GroupContestList): the visible ones as the public
 * list's cards; each opens the contest's own pages (/contest/:contestID), which the server opens to the group's
 * members under both the group's and the contest's rules.
 */
export function GroupContests() {
  const { t } = useTranslation();
  const { group } = useGroup();
  const navigate = useNavigate();
  const [currentPage, setCurrentPage] = useState(1);
  const list = useQuery({
    queryKey: [...groupKey(group.id), 'contests-of-members', currentPage],
    queryFn: () => groupContestsApi.list(group.id, currentPage, CONTEST_LIST_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
  const records = list.data?.records ?? [];
  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <Flex vertical gap={12} data-testid="group-contest-list">
        {list.isLoading ? (
          <Skeleton active />
        ) : records.length === 0 ? (
          <Empty description={t('group.contest.empty')} />
        ) : (
          records.map((contest) => (
            <ContestCard
              key={contest.id}
              contest={contest}
              onOpen={(cid) => void navigate(`/contest/${cid}`)}
            />
          ))
        )}
        <Pagination
          current={currentPage}
          pageSize={CONTEST_LIST_PAGE_SIZE}
          total={list.data?.total ?? 0}
          onChange={setCurrentPage}
          hideOnSinglePage
          showSizeChanger={false}
          align="center"
        />
      </Flex>
    </GroupLevelGate>
  );
}
