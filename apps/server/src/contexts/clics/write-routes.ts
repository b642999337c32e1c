import type { FastifyRequest } from 'fastify';
import type { ClicsCaller } from './basic-auth.ts';
import type { ContestView } from './contest-view.ts';
import type { TeamAccounts } from './named-team.ts';

export type WriteParams = { cid: string; id?: string };
export type WriteRequest = FastifyRequest<{ Params: WriteParams }>;

/**
 * What a write route of the Contest API reads first (clics.routes.ts fills it): the signed-in caller (a 401
 * otherwise), the contest's id and the contest as that caller sees it; `root` is the API's base path (for
 * `Location`); whether an account runs the contest (a proxy writes for its teams only: named-team.ts).
 */
export interface WriteContext {
  signedIn(request: WriteRequest): Promise<{ caller: ClicsCaller; cid: number; view: ContestView }>;
  root: string;
  runsContest: TeamAccounts['runsContest'];
}
