import { PAGE_SIZES, isAdminRole } from '@judge/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestProblemsApi } from '../../api/contest-problems';
import { submissionsApi } from '../../api/submissions';
import { toast } from '../../components/feedback';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { useSession } from '../../state/session';
import { SubmissionFilterBar, useSubmissionFilters } from '../status/SubmissionFilters';
import { SubmissionTable } from '../status/SubmissionTable';
import { ContestAccessGate } from './ContestAccessGate';
import { useContest } from './ContestShell';
import '../status/SubmissionListPage.css';

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
  const filters = useSubmissionFilters('displayId');
  const { onlyMine, status, username, problem: displayId, currentPage, limit } = filters;

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

  return (
    <div data-testid="contest-submissions">
      <div style={{ marginBottom: 16 }}>
        <SubmissionFilterBar
          filters={filters}
          onlyMine={onlyMine}
          onOnlyMineChange={(checked) => filters.update({ onlyMine: checked ? 'true' : undefined })}
          onRefresh={() => void list.refetch()}
          labels={{
            onlyMine: t('contestProblem.submissions.onlyMine'),
            problem: t('contestProblem.submissions.displayId'),
          }}
          problemTestId="display-id-filter"
        />
      </div>
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
          showTotal: (total) => t('submissionList.total', { count: total }),
          onChange: filters.changePage,
        }}
      />
    </div>
  );
}
