import { TRAINING_AUTH } from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { TrainingsDeps } from './trainings.deps.ts';

/**
 * POST /api/register-training (login; rate limited like logins, since it checks a password): the
 * private training's password, compared exactly after trimming, registers the caller. Registering again
 * with the right password changes nothing and succeeds.
 */
export async function registerTraining(
  deps: TrainingsDeps,
  actor: Actor,
  body: { tid: number; password: string },
) {
  const { training } = await deps.gate.view(actor, body.tid);
  if (training.auth !== TRAINING_AUTH.PRIVATE)
    throw invalidField('tid', say('The training is public and needs no password'));
  if (body.password !== training.privatePwd)
    throw invalidField('password', say('The training password is wrong'));
  await deps.repo.register(body.tid, actor.uid);
}
