import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { contestProblemsApi } from '../../api/contest-problems';
import { submissionsApi } from '../../api/submissions';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { SubmissionTable } from '../status/SubmissionTable';
import { mySubmissionsKey } from './my-submissions-key';

const PAGE_SIZE = 15;

export { mySubmissionsKey };

/**
 * The "my submissions" tab: the person's own submissions of this problem, kept live; inside a
 * contest, those of the contest (by the display id).
 */
export function MySubmissions({
  problemId,
  contest,
  gid,
}: {
  problemId: string;
  contest?: { cid: number; displayId: string };
  /** A group's problem: its submissions are the group's (the public list never shows them). */
  gid?: number;
}) {
  const [currentPage, setCurrentPage] = useState(1);
  const query = useQuery({
    queryKey: contest
      ? ['contest-submissions', contest.cid, 'mine', contest.displayId, currentPage]
      : [...mySubmissionsKey(problemId), currentPage],
    queryFn: () =>
      contest
        ? contestProblemsApi.submissions({
            cid: contest.cid,
            currentPage,
            limit: PAGE_SIZE,
            onlyMine: true,
            displayId: contest.displayId,
          })
        : submissionsApi.list({
            currentPage,
            limit: PAGE_SIZE,
            onlyMine: true,
            problemID: problemId,
            completeProblemID: true,
            gid,
          }),
  });
  const rows = useLiveSubmissions(
    query.data?.records,
    undefined,
    contest ? (ids) => contestProblemsApi.statuses(contest.cid, ids) : undefined,
  );
  return (
    <SubmissionTable
      rows={rows}
      loading={query.isLoading}
      showProblem={false}
      contestId={contest?.cid}
      testId="my-submissions"
      pagination={{
        current: currentPage,
        pageSize: PAGE_SIZE,
        total: query.data?.total ?? 0,
        onChange: setCurrentPage,
        hideOnSinglePage: true,
        showSizeChanger: false,
      }}
    />
  );
}
