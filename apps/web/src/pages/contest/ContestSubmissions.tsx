import { useEffect, useState } from 'react';
import { Button, Flex, Input, Select, Switch } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { PAGE_SIZES, isAdminRole } from '@judge/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { contestProblemsApi } from '../../api/contest-problems';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { FILTERABLE_STATUSES, judgeStatusLook } from '../../components/judge-status/judge-status';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { useSession } from '../../state/session';
import { SubmissionTable } from '../status/SubmissionTable';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import '../status/SubmissionListPage.css';

/** Spec 1-core §9: 15 a page. */
const DEFAULT_PAGE_SIZE = 15;

function positiveInt(raw: string | null, fallback: number) {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The submissions tab (spec 1-core §2.8, the contest variant): the contest's submissions with the
 * filters only mine, status, username and display id in the address. The server decides what may be
 * seen (only one's own while the contest runs, hidden results without realtime permission).
 */
export function ContestSubmissions() {
  return (
    <ContestAccessGate>
      <SubmissionsOfContest />
    </ContestAccessGate>
  );
}

function SubmissionsOfContest() {
  const { t } = useTranslation();
  const { info } = useContest();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const onlyMine = params.get('onlyMine') === 'true';
  const statusParam = params.get('status');
  const status =
    statusParam !== null && statusParam !== '' && Number.isInteger(Number(statusParam))
      ? Number(statusParam)
      : undefined;
  const username = params.get('username') ?? '';
  const displayId = params.get('displayId') ?? '';
  const currentPage = positiveInt(params.get('currentPage'), 1);
  const limit = Math.min(positiveInt(params.get('limit'), DEFAULT_PAGE_SIZE), 100);
  const [typedUsername, setTypedUsername] = useState(username);
  const [typedDisplayId, setTypedDisplayId] = useState(displayId);
  useEffect(() => setTypedUsername(username), [username]);
  useEffect(() => setTypedDisplayId(displayId), [displayId]);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ currentPage: undefined, ...change })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const list = useQuery({
    queryKey: ['contest-submissions', info.id, { onlyMine, status, username, displayId, currentPage, limit }],
    queryFn: () =>
      contestProblemsApi.submissions({
        cid: info.id,
        currentPage,
        limit,
        onlyMine,
        status,
        username: onlyMine ? undefined : username,
        displayId,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = useLiveSubmissions(list.data?.records, undefined, (ids) =>
    contestProblemsApi.statuses(info.id, ids),
  );

  const resubmit = useMutation({
    mutationFn: submissionsApi.resubmit,
    onSuccess: () => {
      toast.success(t('submissionList.resubmitSuccess'));
      void list.refetch();
    },
  });

  const search = () =>
    update({ username: onlyMine ? username : typedUsername.trim(), displayId: typedDisplayId.trim() });

  return (
    <div data-testid="contest-submissions">
      <Flex gap={12} wrap align="center" className="submission-list__filters" style={{ marginBottom: 16 }}>
        <label className="submission-list__switch">
          <Switch
            checked={onlyMine}
            onChange={(checked) => update({ onlyMine: checked ? 'true' : undefined })}
            data-testid="only-mine"
          />
          <span>{t('contestProblem.submissions.onlyMine')}</span>
        </label>
        <Select
          allowClear
          value={status}
          placeholder={t('contestProblem.submissions.allStatuses')}
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
          placeholder={t('contestProblem.submissions.username')}
          className="submission-list__input"
          data-testid="username-filter"
          allowClear
        />
        <Input
          value={typedDisplayId}
          onChange={(event) => setTypedDisplayId(event.target.value)}
          onPressEnter={search}
          placeholder={t('contestProblem.submissions.displayId')}
          className="submission-list__input"
          data-testid="display-id-filter"
          allowClear
        />
        <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="search-submissions">
          {t('contestProblem.submissions.search')}
        </Button>
        <Button
          icon={<ReloadOutlined />}
          onClick={() => void list.refetch()}
          data-testid="refresh-submissions"
        >
          {t('contestProblem.submissions.refresh')}
        </Button>
        <Button onClick={() => setParams(new URLSearchParams())}>
          {t('contestProblem.submissions.reset')}
        </Button>
      </Flex>
      <SubmissionTable
        rows={rows}
        loading={list.isFetching && !list.data}
        testId="contest-submission-table"
        contestId={info.id}
        onResubmit={(id) => resubmit.mutate(id)}
        canResubmit={(row) =>
          session.user !== null && (row.uid === session.user.uid || isAdminRole(session.user.role))
        }
        pagination={{
          current: currentPage,
          pageSize: limit,
          total: list.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZES.map(String),
          showTotal: (total) => t('submissionList.total', { total }),
          onChange: (page, size) =>
            update({
              currentPage: page > 1 ? String(page) : undefined,
              limit: size !== DEFAULT_PAGE_SIZE ? String(size) : undefined,
            }),
        }}
      />
    </div>
  );
}
