import type { Db } from '../../db/database.ts';
import type { AdminUsersService } from '../accounts/index.ts';
import type { ContestProblemsRepo } from '../contests/facts.ts';
import type { ContestsRepo } from '../contests/facts.ts';
import type { GroupGate } from '../groups/policy.ts';
import type { JudgeLog, SolveRecords } from '../judging/facts.ts';
import type { TrainingProblemsRepo } from '../trainings/facts.ts';
import type { TrainingsRepo } from '../trainings/facts.ts';
import { createClassesRepo, type ClassesRepo } from './classes.repo.ts';

/**
 * What the classes' calls work with: their own repo, and what they ask the other modules (a training's or
 * contest's title and problems, the students' submissions, the groups a teacher administers, root's user
 * management for the teacher's students) through those modules' own faces.
 */
export interface ClassesDeps {
  repo: ClassesRepo;
  trainings: Pick<TrainingsRepo, 'find' | 'adminPage'>;
  trainingProblems: Pick<TrainingProblemsRepo, 'list'>;
  contests: Pick<ContestsRepo, 'findById' | 'adminList'>;
  contestProblems: Pick<ContestProblemsRepo, 'list'>;
  solveRecords: SolveRecords;
  judgeLog: JudgeLog;
  groups: Pick<GroupGate, 'forAdmin' | 'administeredBy' | 'membersOfGroupsAdministeredBy'>;
  accounts: AdminUsersService;
}

export const classesDeps = (db: Db, shared: Omit<ClassesDeps, 'repo'>): ClassesDeps => ({
  ...shared,
  repo: createClassesRepo(db),
});
