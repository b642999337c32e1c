import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { submissionsApi } from '../../api/submissions';
import { useLiveSubmissions } from '../../components/judge-status/useLiveSubmissions';
import { SubmissionTable } from '../status/SubmissionTable';

const PAGE_SIZE = 15;

export const mySubmissionsKey = (problemId: string) => ['my-submissions', problemId] as const;

/** The "my submissions" tab: the person's own submissions of this problem, kept live. */
export function MySubmissions({ problemId }: { problemId: string }) {
  const [currentPage, setCurrentPage] = useState(1);
  const query = useQuery({
    queryKey: [...mySubmissionsKey(problemId), currentPage],
    queryFn: () =>
      submissionsApi.list({
        currentPage,
        limit: PAGE_SIZE,
        onlyMine: true,
        problemID: problemId,
        completeProblemID: true,
      }),
  });
  const rows = useLiveSubmissions(query.data?.records);
  return (
    <SubmissionTable
      rows={rows}
      loading={query.isLoading}
      showProblem={false}
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
