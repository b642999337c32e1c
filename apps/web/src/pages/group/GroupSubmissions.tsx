import { GROUP_LEVEL } from '@judge/contract';
import { SubmissionListPage } from '../status/SubmissionListPage';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group's submissions (spec 3 "Group submissions"): the status page's list and filters over the group's
 * submissions; a row's detail is the site's submission page, which the server opens to the group's members.
 */
export function GroupSubmissions() {
  const { group } = useGroup();
  return (
    <GroupLevelGate needs={GROUP_LEVEL.MEMBER}>
      <SubmissionListPage group={{ gid: group.id }} />
    </GroupLevelGate>
  );
}
