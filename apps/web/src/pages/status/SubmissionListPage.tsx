import { useEffect, useState } from 'react';
import { Button, Card, Flex, Input, Select, Switch, Typography } from 'antd';
import { ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { isAdminRole, isRoot, PAGE_SIZES } from '@judge/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { FILTERABLE_STATUSES, judgeStatusLook } from '../../components/judge-status/judge-status';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { openAuthDialog } from '../../state/auth-dialog';
import { useSession } from '../../state/session';
import { SubmissionTable } from './SubmissionTable';
import './SubmissionListPage.css';

/** Spec 1-core §9: 15 a page unless the limit query says otherwise. */
const DEFAULT_PAGE_SIZE = 15;

function positiveInt(raw: string | null, fallback: number) {
  const value = Number(raw);
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/** The global submission list, /status (spec 1-core §2.8), with its filters in the address. */
export function SubmissionListPage() {
  const { t } = useTranslation();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const onlyMine = params.get('onlyMine') === 'true' && session.loggedIn;
  const statusParam = params.get('status');
  const status =
    statusParam !== null && statusParam !== '' && Number.isInteger(Number(statusParam))
      ? Number(statusParam)
      : undefined;
  const username = params.get('username') ?? '';
  const problemID = params.get('problemID') ?? '';
  const currentPage = positiveInt(params.get('currentPage'), 1);
  const limit = Math.min(positiveInt(params.get('limit'), DEFAULT_PAGE_SIZE), 100);
  const [typedUsername, setTypedUsername] = useState(username);
  const [typedProblemId, setTypedProblemId] = useState(problemID);
  useEffect(() => setTypedUsername(username), [username]);
  useEffect(() => setTypedProblemId(problemID), [problemID]);

  const update = (change: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries({ currentPage: undefined, ...change })) {
      if (value === undefined || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next);
  };

  const list = useQuery({
    queryKey: ['submission-list', { onlyMine, status, username, problemID, currentPage, limit }],
    queryFn: () =>
      submissionsApi.list({
        currentPage,
        limit,
        onlyMine,
        status,
        // "While only mine is on, the author filter is disabled."
        username: onlyMine ? undefined : username,
        problemID,
      }),
    placeholderData: keepPreviousData,
  });
  const rows = useLiveSubmissions(list.data?.records);

  const rejudge = useMutation({
    mutationFn: submissionsApi.rejudge,
    onSuccess: () => {
      toast.success(t('submissionList.rejudgeSuccess'));
      void list.refetch();
    },
  });

  const resubmit = useMutation({
    mutationFn: submissionsApi.resubmit,
    onSuccess: () => {
      toast.success(t('submissionList.resubmitSuccess'));
      void list.refetch();
    },
  });

  const search = () =>
    update({ username: onlyMine ? username : typedUsername.trim(), problemID: typedProblemId.trim() });

  return (
    <Card className="submission-list" data-testid="submission-list-page">
      <Flex justify="space-between" align="center" gap={12} wrap className="submission-list__header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {t('submissionList.title')}
        </Typography.Title>
        <Flex gap={12} wrap align="center" className="submission-list__filters">
          <label className="submission-list__switch">
            <Switch
              checked={onlyMine}
              onChange={(checked) => {
                if (checked && !session.loggedIn) {
                  // The switch stays off: only mine needs an account (spec 1-core §5).
                  toast.warning(t('problemDetail.loginFirst'));
                  openAuthDialog('Login');
                  return;
                }
                update({ onlyMine: checked ? 'true' : undefined });
              }}
              data-testid="only-mine"
            />
            <span>{t('submissionList.onlyMine')}</span>
          </label>
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
            value={typedProblemId}
            onChange={(event) => setTypedProblemId(event.target.value)}
            onPressEnter={search}
            placeholder={t('submissionList.problemId')}
            className="submission-list__input"
            data-testid="problem-filter"
            allowClear
          />
          <Button type="primary" icon={<SearchOutlined />} onClick={search} data-testid="search-submissions">
            {t('submissionList.search')}
          </Button>
          <Button
            icon={<ReloadOutlined />}
            onClick={() => void list.refetch()}
            data-testid="refresh-submissions"
          >
            {t('submissionList.refresh')}
          </Button>
          <Button onClick={() => setParams(new URLSearchParams())}>{t('submissionList.reset')}</Button>
        </Flex>
      </Flex>
      <SubmissionTable
        rows={rows}
        loading={list.isFetching && !list.data}
        testId="submission-table"
        onRejudge={session.user && isRoot(session.user.role) ? (id) => rejudge.mutate(id) : undefined}
        rejudging={rejudge.isPending ? (rejudge.variables ?? null) : null}
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
    </Card>
  );
}
