import type { TrainingDetail } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { presentTraining, type TrainingsDeps } from './trainings.deps.ts';

/**
 * GET /api/get-training-detail (login): the training and its introduction for anyone who may see it (a
 * private one too: its password form sits under the introduction), with what the caller may do.
 */
export async function trainingDetail(
  deps: TrainingsDeps,
  actor: Actor,
  tid: number,
): Promise<TrainingDetail> {
  const view = await deps.gate.view(actor, tid);
  const counts = (await deps.progress.countsOf(actor.uid, [tid])).get(tid);
  return {
    ...presentTraining(view.training, counts),
    description: view.training.description,
    access: view.access,
    isTrainingAdmin: view.admin,
  };
}

/** GET /api/get-training-access (login): whether the caller may read the problems and the rank. */
export async function trainingAccess(deps: TrainingsDeps, actor: Actor, tid: number) {
  return { access: (await deps.gate.view(actor, tid)).access };
}
