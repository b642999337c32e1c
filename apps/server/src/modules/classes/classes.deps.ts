import type { Db } from '../../db/database.ts';
import { createContestProblemsRepo } from '../contest-problems/contest-problems.repo.ts';
import { createContestsRepo } from '../contests/contests.repo.ts';
import { createSolveRecords, type SolveRecords } from '../submissions/solve-records.ts';
import { createTrainingProblemsRepo } from '../training-problems/training-problems.repo.ts';
import { createTrainingsRepo } from '../trainings/trainings.repo.ts';
import { createClassesRepo, type ClassesRepo } from './classes.repo.ts';

/**
 * What the classes' calls work with: their own repo, and what they ask the other modules (a training's or
 * contest's title and problems, the students' submissions) through those modules' own queries.
 */
export interface ClassesDeps {
  repo: ClassesRepo;
  trainings: Pick<ReturnType<typeof createTrainingsRepo>, 'find'>;
  trainingProblems: Pick<ReturnType<typeof createTrainingProblemsRepo>, 'list'>;
  contests: Pick<ReturnType<typeof createContestsRepo>, 'findById'>;
  contestProblems: Pick<ReturnType<typeof createContestProblemsRepo>, 'list'>;
  solveRecords: SolveRecords;
}

export const classesDeps = (db: Db): ClassesDeps => ({
  repo: createClassesRepo(db),
  trainings: createTrainingsRepo(db),
  trainingProblems: createTrainingProblemsRepo(db),
  contests: createContestsRepo(db),
  contestProblems: createContestProblemsRepo(db),
  solveRecords: createSolveRecords(db),
});
