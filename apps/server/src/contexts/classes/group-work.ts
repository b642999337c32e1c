import type { GroupWorkList, TeacherGroup } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { ClassesDeps } from './classes.deps.ts';

/** A group has rarely more; the picker shows them all on one page. */
const GROUP_WORK_MAX = 500;

/** The groups the teacher owns or administers, by name (where their group homework comes from). */
export async function teacherGroups(deps: ClassesDeps, actor: Actor): Promise<TeacherGroup[]> {
  return deps.groups.administeredBy(actor.uid);
}

/**
 * workList/{groupID}: a group's trainings and contests, hidden ones too, for one of its admins to give as class
 * homework (spec 3 §2); everyone else is refused as the group's own admin pages refuse them.
 */
export async function groupWorkList(deps: ClassesDeps, actor: Actor, gid: number): Promise<GroupWorkList> {
  await deps.groups.forAdmin(actor, gid);
  const [trainings, contests] = await Promise.all([
    deps.trainings.adminPage(gid, undefined, { currentPage: 1, limit: GROUP_WORK_MAX }),
    deps.contests.adminList({ gid, offset: 0, limit: GROUP_WORK_MAX }),
  ]);
  return {
    gid,
    trainings: trainings.records.map((training) => ({
      id: training.id,
      title: training.title,
      visible: training.visible,
      author: training.author,
      gmtModified: training.gmtModified,
    })),
    contests: contests.rows.map((contest) => ({
      id: contest.id,
      title: contest.title,
      startTime: contest.startTime,
      endTime: contest.endTime,
      visible: contest.visible,
    })),
  };
}
