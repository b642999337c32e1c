import type { Db } from '../../db/database.ts';
import type { ContestProblemsRepo } from '../contests/facts.ts';
import type { ContestsRepo } from '../contests/facts.ts';
import type { SolveRecords } from '../judging/facts.ts';
import type { TrainingProblemsRepo } from '../trainings/facts.ts';
import type { TrainingsRepo } from '../trainings/facts.ts';
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
