import { GROUP_LEVEL } from '@judge/contract';
import { groupContests } from '../admin/contests/contest-admin-source';
import { ContestEditPage } from '../admin/contests/ContestEditPage';
import { ContestListPage } from '../admin/contests/ContestListPage';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group admins' contests (spec 3 "Group contests"): the back office's contest list and form over the group's
 * calls (admin/contests/contest-admin-source.ts), under /group/:groupID/contest-admin.
 */
export function GroupContestAdmin({ page }: { page: 'list' | 'create' | 'edit' }) {
  const { group } = useGroup();
  const source = groupContests(group.id);
  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      {page === 'list' ? (
        <ContestListPage source={source} />
      ) : (
        <ContestEditPage mode={page} source={source} />
      )}
    </GroupLevelGate>
  );
}
