import { Card, Flex, Typography } from 'antd';
import { isAdminRole, isRoot, PAGE_SIZES } from '@judge/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { useSession } from '../../state/session';
import { SubmissionFilterBar, useSubmissionFilters } from './SubmissionFilters';
import { SubmissionTable } from './SubmissionTable';
import type { GroupScope } from '../group/group-scope';
import './SubmissionListPage.css';

/**
 * The global submission list, /status (spec 1-core §2.8), with its filters in the address; with `group`, a group's
 * submissions (spec 3 "Group submissions", the group's tab: `gid` asks the server for them, members only).
 */
export function SubmissionListPage({ group }: { group?: GroupScope } = {}) {
  const { t } = useTranslation();
  const session = useSession();
  const filters = useSubmissionFilters('problemID');
  const { status, username, problem: problemID, completeProblemID, currentPage, limit } = filters;
  // Only mine needs an account: a guest's address asking for it lists everyone.
  const onlyMine = filters.onlyMine && session.loggedIn;

  const list = useQuery({
    queryKey: [
      'submission-list',
      { onlyMine, status, username, problemID, completeProblemID, currentPage, limit, gid: group?.gid },
    ],
    queryFn: () =>
      submissionsApi.list({
        currentPage,
        limit,
        onlyMine,
        status,
        // "While only mine is on, the author filter is disabled."
        username: onlyMine ? undefined : username,
        problemID,
        completeProblemID: problemID ? completeProblemID : undefined,
        gid: group?.gid,
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

  return (
    <Card
      className="submission-list"
      data-testid={group ? 'group-submission-list' : 'submission-list-page'}
      // Inside the group's card, no second frame.
      variant={group ? 'borderless' : 'outlined'}
      styles={group ? { body: { padding: 0 } } : undefined}
    >
      <Flex justify="space-between" align="center" gap={12} wrap className="submission-list__header">
        <Typography.Title level={4} style={{ margin: 0 }}>
          {group ? t('group.submission.title') : t('submissionList.title')}
        </Typography.Title>
        <SubmissionFilterBar
          filters={filters}
          onlyMine={onlyMine}
          onOnlyMineChange={(checked) => filters.update({ onlyMine: checked ? 'true' : undefined })}
          onRefresh={() => void list.refetch()}
          labels={{ onlyMine: t('submissionList.onlyMine'), problem: t('submissionList.problemId') }}
          problemTestId="problem-filter"
        />
      </Flex>
      <SubmissionTable
        rows={rows}
        loading={list.isFetching && !list.data}
        testId="submission-table"
        groupId={group?.gid}
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
          showTotal: (total) => t('submissionList.total', { count: total }),
          onChange: filters.changePage,
        }}
      />
    </Card>
  );
}
