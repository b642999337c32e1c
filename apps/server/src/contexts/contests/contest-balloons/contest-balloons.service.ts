import { CONTEST_TYPE, makePage, type AcInfoRow, type Page, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import { createTeamMembership, type TeamMembership } from '../contest-teams/team-membership.ts';
import {
  createContestBalloonsRepo,
  presentBalloon,
  type BalloonScope,
  type ContestBalloonsRepo,
} from './contest-balloons.repo.ts';

/**
 * The AC helper of ACM contests (spec 2 §2.6; docs/api.md "AC helper (balloons)"), one function per call,
 * for the contest's admins only.
 */
export interface ContestBalloonDeps {
  repo: ContestBalloonsRepo;
  gate: ContestGate;
  contests: ContestsService;
  teams: Pick<TeamMembership, 'labelsOfUsers'>;
}

export const contestBalloonDeps = (
  db: Db,
  shared: Pick<ContestBalloonDeps, 'gate' | 'contests'>,
): ContestBalloonDeps => ({
  ...shared,
  repo: createContestBalloonsRepo(db),
  teams: createTeamMembership(db),
});

/** The contest admin's view of an ACM contest (balloons belong to ACM: OI has no "accepted" race). */
async function acmContestFor(deps: ContestBalloonDeps, actor: Actor, cid: number) {
  const { info } = await deps.gate.forContestAdmin(actor, cid);
  if (info.type !== CONTEST_TYPE.ACM) throw invalidField('cid', 'The AC helper is for ACM contests only');
  return info;
}

/** GET /api/get-contest-ac-info */
export async function listBalloons(
  deps: ContestBalloonDeps,
  actor: Actor,
  query: PageQuery & { cid: number; room?: string },
): Promise<Page<AcInfoRow>> {
  const info = await acmContestFor(deps, actor, query.cid);
  return balloonPage(deps, info.uid, query, query.room ? [query.room] : null);
}

/**
 * One page of an ACM contest's balloons, whoever asked (the admins' AC helper, a volunteer's queue: each caller
 * checks its own access first). `authorUid` is the contest's author, whose submissions never bring a balloon;
 * `rooms`, the balloons of the teams in these rooms only (null: every balloon).
 */
export async function balloonPage(
  deps: ContestBalloonDeps,
  authorUid: number,
  query: PageQuery & { cid: number },
  rooms: readonly string[] | null = null,
): Promise<Page<AcInfoRow>> {
  const { starAccount } = await deps.contests.adminGet(query.cid);
  const scope: BalloonScope = {
    cid: query.cid,
    authorUid,
    starNames: starAccount.map((name) => name.toLowerCase()),
    rooms,
  };
  const [{ rows, total }, firstBloods] = await Promise.all([
    deps.repo.page(scope, (query.currentPage - 1) * query.limit, query.limit),
    deps.repo.firstBloods(scope),
  ]);
  // A team contest's balloon goes to the team's seat (docs/contest-teams.md).
  const teams = await deps.teams.labelsOfUsers(query.cid);
  return makePage(
    rows.map((row) => ({
      ...presentBalloon(row, query.cid, firstBloods),
      team: teams?.get(row.uid) ?? null,
    })),
    total,
    query,
  );
}

/** PUT /api/check-contest-ac-info: the balloon of that accepted submission delivered (or not, again). */
export async function checkBalloon(
  deps: ContestBalloonDeps,
  actor: Actor,
  body: { id: number; cid: number; checked: boolean },
) {
  await acmContestFor(deps, actor, body.cid);
  const submission = await deps.repo.acceptedSubmission(body.cid, body.id);
  if (!submission) throw new AppError('NOT_FOUND', 'No accepted submission of this contest has that id');
  await deps.repo.setChecked({ cid: body.cid, uid: submission.uid, pid: submission.pid }, body.checked);
}
