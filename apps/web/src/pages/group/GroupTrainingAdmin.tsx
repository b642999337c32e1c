import { GROUP_LEVEL } from '@judge/contract';
import { groupTrainings } from '../admin/trainings/training-admin-source';
import { TrainingEditPage } from '../admin/trainings/TrainingEditPage';
import { TrainingListPage } from '../admin/trainings/TrainingListPage';
import { TrainingProblemsPage } from '../admin/trainings/TrainingProblemsPage';
import { GroupLevelGate, useGroup } from './GroupShell';

/**
 * The group admins' trainings (spec 3 "Group trainings"): the back office's training list, form and problem pages
 * over the group's calls (admin-trainings' source), under /group/:groupID/training-admin.
 */
export function GroupTrainingAdmin({ page }: { page: 'list' | 'create' | 'edit' | 'problems' }) {
  const { group } = useGroup();
  const source = groupTrainings(group.id);
  return (
    <GroupLevelGate needs={GROUP_LEVEL.ADMIN}>
      {page === 'list' ? (
        <TrainingListPage source={source} />
      ) : page === 'problems' ? (
        <TrainingProblemsPage source={source} />
      ) : (
        <TrainingEditPage mode={page} source={source} />
      )}
    </GroupLevelGate>
  );
}
