import { useEffect, useState } from 'react';
import { Button, Flex, Input, Select, Switch } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FILTERABLE_STATUSES, judgeStatusLook } from '../../components/judge-status/judge-status';
import { useSession } from '../../state/session';

/** Spec 1-core §9: 15 a page unless the limit query says otherwise. */
export const DEFAULT_SUBMISSION_PAGE_SIZE = 15;

function positiveInt(raw: string | null, fallback: number) {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The filters as the address holds them. `completeProblemID=true` (the reference's link from a problem's own
 * submissions) matches the problem id exactly instead of as a part of it.
 */
export function readSubmissionFilters(params: URLSearchParams, problemKey: 'problemID' | 'displayId') {
  const statusParam = params.get('status');
  return {
    onlyMine: params.get('onlyMine') === 'true',
    status:
      statusParam !== null && statusParam !== '' && Number.isInteger(Number(statusParam))
        ? Number(statusParam)
        : undefined,
    username: params.get('username') ?? '',
    problem: params.get(problemKey) ?? '',
    completeProblemID: params.get('completeProblemID') === 'true',
    currentPage: positiveInt(params.get('currentPage'), 1),
    limit: Math.min(positiveInt(params.get('limit'), DEFAULT_SUBMISSION_PAGE_SIZE), 100),
  };
}

/**
 * The filters of a submission list (spec 1-core §2.8), kept in the address: only mine, status,
 * username, a problem (`problemKey`: the bank's problemID or a contest's displayId), page and size.
 * Typed text applies on search; any change goes back to the first page.
 */
export function useSubmissionFilters(problemKey: 'problemID' | 'displayId') {
  const [params, setParams] = useSearchParams();
  const filters = readSubmissionFilters(params, problemKey);
  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ currentPage: undefined, ...change })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };
  return {
    ...filters,
    problemKey,
    update,
    reset: () => setParams(new URLSearchParams()),
    /** The table's pager: page and size into the address (the default size stays out of it). */
    changePage: (page: number, size: number) =>
      update({
        currentPage: page > 1 ? String(page) : undefined,
        limit: size !== DEFAULT_SUBMISSION_PAGE_SIZE ? String(size) : undefined,
      }),
  };
}

/**
 * The filter bar over a submission list. `onlyMine` is the effective switch, shown to signed-in users only;
 * while it is on the author filter shows the caller and is off.
 */
export function SubmissionFilterBar({
  filters,
  onlyMine,
  onOnlyMineChange,
  onRefresh,
  labels,
  problemTestId,
}: {
  filters: ReturnType<typeof useSubmissionFilters>;
  onlyMine: boolean;
  onOnlyMineChange: (checked: boolean) => void;
  onRefresh: () => void;
  labels: { onlyMine: string; problem: string };
  problemTestId: string;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const { username, problem, status, update, problemKey } = filters;
  const [typedUsername, setTypedUsername] = useState(username);
  const [typedProblem, setTypedProblem] = useState(problem);
  useEffect(() => setTypedUsername(username), [username]);
  useEffect(() => setTypedProblem(problem), [problem]);
  const search = () =>
    // A problem typed in the box is matched as typed (a part of the id), as the bar always does.
    update({
      username: onlyMine ? username : typedUsername.trim(),
      [problemKey]: typedProblem.trim(),
      completeProblemID: undefined,
    });

  return (
    <Flex gap={12} wrap align="center" className="submission-list__filters">
      {/* Only mine needs an account: a guest is not offered it (issue 13 found it shown to guests). */}
      {session.loggedIn && (
        <label className="submission-list__switch">
          <Switch checked={onlyMine} onChange={onOnlyMineChange} data-testid="only-mine" />
          <span>{labels.onlyMine}</span>
        </label>
      )}
      <Select
        allowClear
        value={status}
        placeholder={t('submissionList.allStatuses')}
        onChange={(value?: number) => update({ status: value === undefined ? undefined : String(value) })}
        className="submission-list__status"
        data-testid="status-filter"
        options={FILTERABLE_STATUSES.map((code) => ({
          value: code,
          label: t(`judgeStatus.${judgeStatusLook(code).name}`),
        }))}
      />
      <Input
        value={onlyMine ? (session.user?.username ?? '') : typedUsername}
        disabled={onlyMine}
        onChange={(event) => setTypedUsername(event.target.value)}
        onPressEnter={search}
        placeholder={t('submissionList.username')}
        className="submission-list__input"
        data-testid="username-filter"
        allowClear
      />
      <Input
        value={typedProblem}
        onChange={(event) => setTypedProblem(event.target.value)}
        onPressEnter={search}
        placeholder={labels.problem}
        className="submission-list__input"
        data-testid={problemTestId}
        allowClear
      />
      <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="search-submissions">
        {t('submissionList.search')}
      </Button>
      <Button icon={<ReloadOutlined />} onClick={onRefresh} data-testid="refresh-submissions">
        {t('submissionList.refresh')}
      </Button>
      <Button onClick={filters.reset}>{t('submissionList.reset')}</Button>
    </Flex>
  );
}
