import type { Db } from '../../db/database.ts';
import type { ContestProblemsRepo } from '../contests/contest-problems/contest-problems.repo.ts';
import type { ContestsRepo } from '../contests/contests/contests.repo.ts';
import type { SolveRecords } from '../judging/submissions/solve-records.ts';
import type { TrainingProblemsRepo } from '../trainings/training-problems/training-problems.repo.ts';
import type { TrainingsRepo } from '../trainings/trainings/trainings.repo.ts';
import { createClassesRepo, type ClassesRepo } from './classes.repo.ts';

/**
 * What the classes' calls work with: their own repo, and what they ask the other modules (a training's or
 * contest's title and problems, the students' submissions) through those modules' own queries.
 */
export interface ClassesDeps {
  repo: ClassesRepo;
  trainings: Pick<TrainingsRepo, 'find'>;
  trainingProblems: Pick<TrainingProblemsRepo, 'list'>;
  contests: Pick<ContestsRepo, 'findById'>;
  contestProblems: Pick<ContestProblemsRepo, 'list'>;
  solveRecords: SolveRecords;
}

export const classesDeps = (db: Db, shared: Omit<ClassesDeps, 'repo'>): ClassesDeps => ({
  ...shared,
  repo: createClassesRepo(db),
});
