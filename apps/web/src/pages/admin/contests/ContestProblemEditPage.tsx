import { useMemo } from 'react';
import { Button, Result } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTEST_TYPE, MAX_PAGE_SIZE } from '@judge/contract';
import { PageLoading } from '../../../components/PageLoading';
import { ProblemEditPage } from '../problems/ProblemEditPage';
import type { ContestFormContext } from '../problems/problem-form-targets';
import { backOfficeContests, type ContestAdminSource } from './contest-admin-source';
import { parseContestId } from './contest-problem-ids';

/**
 * /admin/contest/:contestID/problem/create and .../problem/:problemID/edit (spec 3 "Admin area"): the bank's
 * problem form in contest mode, once the contest (its rule, its title) and its display ids are known. With a
 * group's `source` (/group/:groupID/contest-admin/:contestID/problem/create), a new problem of the group written
 * in its contest (the reference's group contest admin has it): the group's tags, compile and call.
 */
export function ContestProblemEditPage({
  mode,
  source = backOfficeContests,
}: {
  mode: 'create' | 'edit';
  source?: ContestAdminSource;
}) {
  const { t } = useTranslation();
  const { contestID } = useParams();
  const cid = parseContestId(contestID) ?? 0;
  const contest = useQuery({
    queryKey: [...source.key, 'contest', cid],
    queryFn: () => source.get(cid),
    enabled: cid > 0,
  });
  const links = useQuery({
    queryKey: [...source.key, 'contest-problems', cid, 'display-ids'],
    queryFn: () => source.problems({ cid, currentPage: 1, limit: MAX_PAGE_SIZE }),
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
            gid: source.gid ?? undefined,
          }
        : null,
    [cid, contest.data, links.data, source.gid],
  );

  if (cid === 0 || contest.isError || links.isError)
    return (
      <Result
        status="warning"
        title={t('contestAdmin.problemForm.contestNotFound')}
        extra={
          <Link to={source.paths.list}>
            <Button>{t('adminContestProblem.backToContests')}</Button>
          </Link>
        }
      />
    );
  if (!context) return <PageLoading />;
  return (
    <ProblemEditPage
      mode={mode}
      contest={context}
      group={source.gid === null ? undefined : { gid: source.gid }}
    />
  );
}
