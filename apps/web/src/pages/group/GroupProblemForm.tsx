import { GROUP_LEVEL } from '@judge/contract';
import { ProblemEditPage } from '../admin/problems/ProblemEditPage';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * /group/:groupID/problem-admin/create and .../edit/:pid: the back office's problem form in group mode (spec 3
 * "Group problems": the group's calls, its tags, its special-judge compile; the short name goes before the id).
 */
export function GroupProblemForm({ mode }: { mode: 'create' | 'edit' }) {
  const { group } = useGroup();
  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      <ProblemEditPage mode={mode} group={{ gid: group.id, shortName: group.shortName }} />
    </GroupLevelGate>
  );
}
