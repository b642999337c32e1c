import type { RankShowName, TrainingAuth, TrainingView } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { TrainingCounts, TrainingProgress } from '../training-problems/training-progress.ts';
import type { TrainingGate } from './training-gate.ts';
import { createTrainingsRepo, type TrainingRecord, type TrainingsRepo } from './trainings.repo.ts';

/** What the trainings' calls work with: their repo, the gate (who may do what) and the progress counts. */
export interface TrainingsDeps {
  repo: TrainingsRepo;
  gate: TrainingGate;
  progress: TrainingProgress;
}

export const trainingsDeps = (db: Db, shared: Pick<TrainingsDeps, 'gate' | 'progress'>): TrainingsDeps => ({
  ...shared,
  repo: createTrainingsRepo(db),
});

type ListedTraining = Omit<TrainingRecord, 'description' | 'privatePwd'>;

/** The reference's `TrainingVO` of a stored training (without its description). */
export function presentTraining(
  training: ListedTraining,
  counts: TrainingCounts = { problemCount: 0, acCount: 0 },
): TrainingView {
  return {
    id: training.id,
    rank: training.rank,
    title: training.title,
    auth: training.auth as TrainingAuth,
    author: training.author,
    gid: training.gid,
    categoryId: training.categoryId,
    categoryName: training.categoryName,
    categoryColor: training.categoryColor,
    problemCount: counts.problemCount,
    acCount: counts.acCount,
    rankShowName: training.rankShowName as RankShowName,
    gmtCreate: training.gmtCreate,
    gmtModified: training.gmtModified,
  };
}
