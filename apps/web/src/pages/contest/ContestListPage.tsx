import { useEffect, useState } from 'react';
import { Card, Empty, Flex, Input, Pagination, Segmented, Select, Skeleton, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_LIST_PAGE_SIZE, CONTEST_STATUS, CONTEST_TYPE } from '@judge/contract';
import { contestsApi } from '../../api/contests';
import { toast } from '../../components/feedback';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { ContestCard } from './ContestCard';
import {
  readContestListFilters,
  writeContestListFilters,
  type ContestListFilters,
} from './contest-list-query';
import './ContestListPage.css';

const ALL = 'all';

/**
 * /contest (spec 2 §2.1): the contest cards, filtered by status, rule and keyword, 10 to a page;
 * every filter lives in the address. Entering a contest needs login.
 */
export function ContestListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readContestListFilters(searchParams);
  const [keyword, setKeyword] = useState(filters.keyword);
  useEffect(() => setKeyword(filters.keyword), [filters.keyword]);

  const update = (change: Partial<ContestListFilters>) =>
    setSearchParams(writeContestListFilters({ ...filters, currentPage: 1, ...change }));

  const list = useQuery({
    queryKey: ['contest-list', filters],
    queryFn: () => contestsApi.list({ ...filters, limit: CONTEST_LIST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

  const open = (id: number) => {
    if (!session.loggedIn) {
      toast.warning(t('guard.loginFirst'));
      openAuthDialog('Login');
      return;
    }
    void navigate(`/contest/${id}`);
  };

  const statusOptions = [
    { value: ALL, label: t('contest.allStatus') },
    { value: String(CONTEST_STATUS.SCHEDULED), label: t('contest.status.scheduled') },
    { value: String(CONTEST_STATUS.RUNNING), label: t('contest.status.running') },
    { value: String(CONTEST_STATUS.ENDED), label: t('contest.status.ended') },
  ];
  const typeOptions = [
    { value: ALL, label: t('contest.allTypes') },
    { value: String(CONTEST_TYPE.ACM), label: 'ACM' },
    { value: String(CONTEST_TYPE.OI), label: 'OI' },
  ];
  const toFilter = (value: string) => (value === ALL ? undefined : Number(value));
  const records = list.data?.records ?? [];

  return (
    <Card className="contest-list" data-testid="contest-list-page">
      <Flex justify="space-between" align="center" gap={12} wrap className="contest-list__header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('contest.listTitle')}
        </Typography.Title>
        <Flex gap={12} wrap align="center" className="contest-list__filters">
          <Segmented
            value={filters.status === undefined ? ALL : String(filters.status)}
            options={statusOptions}
            onChange={(value) => update({ status: toFilter(value) })}
            data-testid="contest-status-filter"
          />
          <Select
            value={filters.type === undefined ? ALL : String(filters.type)}
            options={typeOptions}
            onChange={(value) => update({ type: toFilter(value) })}
            className="contest-list__type"
            aria-label={t('contest.ruleFilter')}
            data-testid="contest-type-filter"
          />
          <Input.Search
            allowClear
            value={keyword}
            onChange={(event) => setKeyword(event.target.value)}
            onSearch={(value) => update({ keyword: value.trim() })}
            placeholder={t('contest.keyword')}
            className="contest-list__search"
            data-testid="contest-search"
          />
        </Flex>
      </Flex>

      {list.isLoading ? (
        <Skeleton active />
      ) : records.length === 0 ? (
        <Empty description={t('contest.empty')} data-testid="contest-empty" />
      ) : (
        <Flex
          vertical
          gap={12}
          className="contest-list__cards"
          style={{ opacity: list.isFetching ? 0.6 : 1 }}
        >
          {records.map((contest) => (
            <ContestCard key={contest.id} contest={contest} onOpen={open} />
          ))}
        </Flex>
      )}

      <Pagination
        className="contest-list__pagination"
        align="end"
        current={filters.currentPage}
        pageSize={CONTEST_LIST_PAGE_SIZE}
        total={list.data?.total ?? 0}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(total) => t('contest.total', { total })}
        onChange={(page) => update({ currentPage: page })}
      />
    </Card>
  );
}
