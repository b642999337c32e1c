import type { Db } from '../../db/database.ts';
import { createProblemsRepo } from '../problems/problems.repo.ts';
import { createSubmissionsRepo } from '../submissions/submissions.repo.ts';
import { createTrainingGate, type TrainingGate } from '../trainings/training-gate.ts';
import { createTrainingsRepo, type TrainingsRepo } from '../trainings/trainings.repo.ts';
import { createUserHomeService } from '../user-home/user-home.service.ts';
import { createTrainingProblemsRepo, type TrainingProblemsRepo } from './training-problems.repo.ts';
import { createTrainingProgress, type TrainingProgress } from './training-progress.ts';

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
  problems: ReturnType<typeof createProblemsRepo>;
  submissions: ReturnType<typeof createSubmissionsRepo>;
  progress: TrainingProgress;
  userHome: Pick<ReturnType<typeof createUserHomeService>, 'whose'>;
}

export const trainingProblemsDeps = (db: Db): TrainingProblemsDeps => ({
  links: createTrainingProblemsRepo(db),
  gate: createTrainingGate(db),
  trainings: createTrainingsRepo(db),
  problems: createProblemsRepo(db),
  submissions: createSubmissionsRepo(db),
  progress: createTrainingProgress(db),
  userHome: createUserHomeService({ db }),
});
