import { GROUP_LEVEL, TRAINING_AUTH } from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { TrainingProblemsRepo } from '../training-problems/training-problems.repo.ts';
import { hasTrainingAccess, isTrainingAdmin } from './training-access.ts';
import type { TrainingRecord, TrainingsRepo } from './trainings.repo.ts';

/** What the caller may do with one training, computed once per call. */
export interface TrainingView {
  training: TrainingRecord;
  admin: boolean;
  registered: boolean;
  access: boolean;
}

const missing = () => new AppError('NOT_FOUND', say('The training does not exist'));

/**
 * The training rules other modules ask (the submissions module for a submission or test run with `tid`,
 * the problem and rank calls): who sees a training, who may read its problems, which problem it holds.
 */
export function createTrainingGate({
  trainings,
  links,
  groups,
}: {
  trainings: TrainingsRepo;
  links: TrainingProblemsRepo;
  groups: GroupGate;
}) {
  /**
   * Whether the caller administers the training. A group's training (docs/api.md "Group trainings") first asks
   * the group: its members only (the group gate's 401, 404 or 403); then its admins are the group's roots and its
   * author while a member (spec 3 §6). A public one: root and its author.
   */
  async function adminOf(actor: Actor | null, training: TrainingRecord): Promise<boolean> {
    if (training.gid === null) return isTrainingAdmin(actor, training);
    const { level } = await groups.forMember(actor, training.gid);
    return level >= GROUP_LEVEL.ROOT || training.uid === actor!.uid;
  }

  /**
   * A training the caller may see: hidden ones only to their admins (404 for others, as if it did not
   * exist); a group's to the group's members first.
   */
  async function view(actor: Actor | null, tid: number): Promise<TrainingView> {
    const training = await trainings.find(tid);
    if (!training) throw missing();
    const admin = await adminOf(actor, training);
    if (training.visible !== 1 && !admin) throw missing();
    const registered =
      actor !== null && training.auth === TRAINING_AUTH.PRIVATE && !admin
        ? await trainings.isRegistered(tid, actor.uid)
        : false;
    return { training, admin, registered, access: hasTrainingAccess(training, { admin, registered }) };
  }

  /** The problems, the rank and submitting need access: a private training's password first (403). */
  async function forProblems(actor: Actor | null, tid: number): Promise<TrainingView> {
    if (!actor) throw new AppError('UNAUTHENTICATED');
    const v = await view(actor, tid);
    if (!v.access)
      throw new AppError('FORBIDDEN', say('This training is private: register with its password first'));
    return v;
  }

  return {
    view,
    forProblems,

    /**
     * The back office's calls on one training (edit, visibility, its problems): its admins only, root and
     * the author (the reference's rule); any training of the site, hidden ones too. A group's training: the
     * group's roots and its author while a member (the group's back office, docs/api.md "Group trainings").
     */
    async forAdmin(actor: Actor, tid: number): Promise<TrainingRecord> {
      const training = await trainings.find(tid);
      if (!training) throw missing();
      if (training.gid !== null) {
        const { level } = await groups.standing(actor, training.gid);
        if (level < GROUP_LEVEL.ROOT && !(training.uid === actor.uid && level >= GROUP_LEVEL.MEMBER))
          throw new AppError(
            'FORBIDDEN',
            say("Only the group's roots and the training's author may manage it"),
          );
        return training;
      }
      if (!isTrainingAdmin(actor, training))
        throw new AppError('FORBIDDEN', say('Only the author of the training and root may manage it'));
      return training;
    },

    /**
     * A problem reached through the training (its page, a submission or a test run with tid): the training
     * decides, not the bank's visibility, so a private problem it holds can be read and solved.
     */
    async forProblem(actor: Actor, tid: number, pid: number) {
      const v = await forProblems(actor, tid);
      const link = await links.find(tid, pid);
      if (!link) throw new AppError('NOT_FOUND', say('The problem is not in this training'));
      return { view: v, link };
    },
  };
}
export type TrainingGate = ReturnType<typeof createTrainingGate>;
