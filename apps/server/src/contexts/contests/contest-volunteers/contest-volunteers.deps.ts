import type { Db } from '../../../db/database.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import type { ContestsRepo } from '../contests/contests.repo.ts';
import { createContestVolunteersRepo, type ContestVolunteersRepo } from './contest-volunteers.repo.ts';
import type { ContestBalloonDeps } from '../contest-balloons/contest-balloons.service.ts';
import type { ContestPrintDeps } from '../contest-prints/contest-prints.service.ts';

/**
 * What the volunteers' operations work with: their own repo, the contest's row (a volunteer passes no contest
 * gate: it is no contestant), the gate for the admins' side, and the balloon and print queues they work.
 */
export interface ContestVolunteerDeps {
  repo: ContestVolunteersRepo;
  contests: Pick<ContestsRepo, 'findById'>;
  gate: Pick<ContestGate, 'forContestAdmin'>;
  balloons: ContestBalloonDeps;
  prints: ContestPrintDeps;
}

export const contestVolunteerDeps = (
  db: Db,
  shared: Omit<ContestVolunteerDeps, 'repo'>,
): ContestVolunteerDeps => ({ ...shared, repo: createContestVolunteersRepo(db) });
