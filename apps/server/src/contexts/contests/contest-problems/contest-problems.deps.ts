import { type ContestProblemView } from '@judge/contract';
import { AppError, invalidField } from '../../../errors.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { ProblemsRepo } from '../../problems/facts.ts';
import type { GroupProblemAccess } from '../../groups/policy.ts';
import { type ContestGate } from './contest-gate.ts';
import type { ContestProblemsRepo } from './contest-problems.repo.ts';

export type LinkRow = NonNullable<Awaited<ReturnType<ContestProblemsRepo['find']>>>;

export const presentLink = (row: LinkRow): ContestProblemView => ({
  id: row.id,
  cid: row.cid,
  pid: row.pid,
  displayId: row.displayId,
  displayTitle: row.displayTitle,
  color: row.color,
  gmtCreate: row.gmtCreate,
  gmtModified: row.gmtModified,
});

/** A display id is unique in its contest (compared as written); `pid` is the problem that may keep it. */
export async function assertDisplayIdFree(
  repo: ContestProblemsRepo,
  cid: number,
  displayId: string,
  pid: number | null,
  field = 'displayId',
) {
  const taken = await repo.findByDisplayId(cid, displayId);
  if (taken && taken.pid !== pid)
    throw invalidField(field, `${displayId} is already used by another problem of this contest`);
}

/** A balloon colour left out of an edit stays; an empty one clears it. */
export const colorAfterEdit = (stored: string | null, given: string | null | undefined) =>
  given === undefined ? stored : given || null;

/** A new link's colour: none named (undefined) lets the repo pick the next default; '' or null is none. */
export const colorOfNewLink = (given: string | null | undefined) =>
  given === undefined ? undefined : given || null;

/** What a contest's problems are read with: the bank's problems, the contest's rules, a group problem's access. */
export interface ContestProblemsDeps {
  /** The contest's problem links (built once by the root). */
  repo: ContestProblemsRepo;
  problems: ProblemsRepo;
  contests: ContestsService;
  gate: ContestGate;
  problemAccess: GroupProblemAccess;
}

export async function requireLink(deps: ContestProblemsDeps, cid: number, pid: number) {
  const { repo } = deps;
  const link = await repo.find(cid, pid);
  if (!link) throw new AppError('NOT_FOUND', 'The problem is not in this contest');
  return link;
}

export async function link(
  deps: ContestProblemsDeps,
  body: { cid: number; displayId: string },
  problem: { id: number; title: string },
  field: string,
) {
  const { repo } = deps;
  if (await repo.find(body.cid, problem.id))
    throw invalidField(field, 'The problem is already in this contest');
  await assertDisplayIdFree(repo, body.cid, body.displayId, null);
  await repo.insert({
    cid: body.cid,
    pid: problem.id,
    displayId: body.displayId,
    displayTitle: problem.title,
  });
  return presentLink(await requireLink(deps, body.cid, problem.id));
}
