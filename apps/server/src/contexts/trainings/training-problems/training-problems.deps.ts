import type { ProblemsRepo } from '../../problems/facts.ts';
import type { SubmissionsRepo } from '../../judging/facts.ts';
import type { TrainingGate } from '../trainings/training-gate.ts';
import type { TrainingsRepo } from '../trainings/trainings.repo.ts';
import type { UserHomeQuery } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { TrainingProblemsRepo } from './training-problems.repo.ts';
import type { TrainingProgress } from './training-progress.ts';

/**
 * What a training's problem calls work with: their links, the gate (who may read them), the bank's
 * problems (statements, tags) and the caller's statuses, the progress counts, and the user home's rule of
 * whose progress is asked for.
 */
export interface TrainingProblemsDeps {
  links: TrainingProblemsRepo;
  gate: TrainingGate;
  /** Only to mark the training changed (its "last update") when its problems change. */
  trainings: Pick<TrainingsRepo, 'touch'>;
  problems: ProblemsRepo;
  submissions: SubmissionsRepo;
  progress: TrainingProgress;
  /** Whose figures a call asks for (uid, username, else the caller): the accounts' rule, handed in by the root. */
  userHome: { whose(actor: Actor | null, query: UserHomeQuery): Promise<{ uid: number }> };
}
