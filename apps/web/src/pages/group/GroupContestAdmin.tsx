import { GROUP_LEVEL } from '@judge/contract';
import { groupContests } from '../admin/contests/contest-admin-source';
import { ContestEditPage } from '../admin/contests/ContestEditPage';
import { ContestAnnouncementsPage } from '../admin/contests/ContestAnnouncementsPage';
import { ContestListPage } from '../admin/contests/ContestListPage';
import { ContestProblemEditPage } from '../admin/contests/ContestProblemEditPage';
import { ContestProblemsPage } from '../admin/contests/ContestProblemsPage';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group admins' contests (spec 3 "Group contests"): the back office's contest list and form over the group's
 * calls (admin/contests/contest-admin-source.ts), and its problems (one written inside the contest, and edited there) and
 * announcements pages, under /group/:groupID/contest-admin.
 */
export function GroupContestAdmin({
  page,
}: {
  page: 'list' | 'create' | 'edit' | 'problems' | 'problem-create' | 'problem-edit' | 'announcement';
}) {
  const { group } = useGroup();
  const source = groupContests(group.id);
  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      {page === 'list' ? (
        <ContestListPage source={source} />
      ) : page === 'problems' ? (
        <ContestProblemsPage source={source} />
      ) : page === 'problem-create' || page === 'problem-edit' ? (
        <ContestProblemEditPage mode={page === 'problem-create' ? 'create' : 'edit'} source={source} />
      ) : page === 'announcement' ? (
        <ContestAnnouncementsPage source={source} />
      ) : (
        <ContestEditPage mode={page} source={source} />
      )}
    </GroupLevelGate>
  );
}
