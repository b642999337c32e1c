import { useMemo } from 'react';
import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_TYPE, MAX_PAGE_SIZE } from '@judge/contract';
import { adminContestProblemsApi } from '../../../api/contest-problems';
import { adminContestsApi } from '../../../api/contests';
import { PageLoading } from '../../../components/PageLoading';
import { ProblemEditPage } from '../problems/ProblemEditPage';
import type { ContestFormContext } from '../problems/problem-form-targets';
import { parseContestId } from './contest-problem-ids';

/**
 * /admin/contest/:contestID/problem/create and .../problem/:problemID/edit (spec 3 "Admin area"): the bank's
 * problem form in contest mode, once the contest (its rule, its title) and its display ids are known.
 */
export function ContestProblemEditPage({ mode }: { mode: 'create' | 'edit' }) {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseContestId(contestID) ?? 0;
  const contest = useQuery({
    queryKey: ['admin', 'contest', cid],
    queryFn: () => adminContestsApi.get(cid),
    enabled: cid > 0,
  });
  const links = useQuery({
    queryKey: ['admin', 'contest-problems', cid, 'display-ids'],
    queryFn: () => adminContestProblemsApi.list({ cid, currentPage: 1, limit: MAX_PAGE_SIZE }),
    enabled: cid > 0,
  });
  const context = useMemo<ContestFormContext | null>(
    () =>
      contest.data && links.data
        ? {
            cid,
            title: contest.data.title,
            type: contest.data.type === CONTEST_TYPE.OI ? 1 : 0,
            usedDisplayIds: links.data.records.map((link) => link.displayId),
          }
        : null,
    [cid, contest.data, links.data],
  );

  if (cid === 0 || contest.isError || links.isError)
    return (
      <Result
        status="warning"
        title={t('contestAdmin.problemForm.contestNotFound')}
        extra={
          <Link to="/admin/contest">
            <Button>{t('adminContestProblem.backToContests')}</Button>
          </Link>
        }
      />
    );
  if (!context) return <PageLoading />;
  return <ProblemEditPage mode={mode} contest={context} />;
}
