import type { z } from 'zod';
import {
  CONTEST_TYPE,
  nextDisplayId,
  PROBLEM_AUTH,
  PROBLEM_TYPE,
  type AdminContestView,
  type contestProblemCreateBody,
  type contestProblemEditBody,
  type ProblemSaveBody,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { isUniqueViolation } from '../../../lib/sql.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestsService } from '../contests/contests.service.ts';
import type { ProblemsService } from '../../problems/index.ts';
import type { ContestProblemsRepo } from './contest-problems.repo.ts';
import {
  assertDisplayIdFree,
  colorAfterEdit,
  colorOfNewLink,
  type ContestProblemsService,
} from './contest-problems.service.ts';

type CreateBody = z.output<typeof contestProblemCreateBody>;
type EditBody = z.output<typeof contestProblemEditBody>;

/** Where a 400 about the link's display id points in the form's body. */
const DISPLAY_ID_FIELD = 'contestProblem.displayId';
const displayIdTaken = (displayId: string) =>
  invalidField(DISPLAY_ID_FIELD, `${displayId} is already used by another problem of this contest`);

/** Spec 3 §4: in a contest, a problem's auth is forced to contest (3) and its type follows the contest. */
function asContestProblem(body: ProblemSaveBody, contest: AdminContestView): ProblemSaveBody {
  return {
    ...body,
    problem: {
      ...body.problem,
      auth: PROBLEM_AUTH.CONTEST,
      type: contest.type === CONTEST_TYPE.OI ? PROBLEM_TYPE.OI : PROBLEM_TYPE.ACM,
    },
  };
}

/**
 * Problems written inside a contest (issue 9 point 8; the reference's /api/admin/contest/problem): the
 * bank's problem form and rules (problems service), saved together with the contest's link to the problem
 * (display id, title, colour) in one transaction.
 */
export function createContestProblemAuthoring({
  problems,
  contests,
  contestProblems,
  repo,
}: {
  /** The contest's problem links (built once by the root). */
  repo: ContestProblemsRepo;
  problems: ProblemsService;
  contests: ContestsService;
  contestProblems: ContestProblemsService;
}) {
  /** The link a new problem gets: the one the form names, else the first free display id and its title. */
  async function newLink(body: CreateBody) {
    if (body.contestProblem) return body.contestProblem;
    const used = (await repo.list(body.cid)).map((link) => link.displayId);
    return { displayId: nextDisplayId(used), displayTitle: body.problem.title, color: null };
  }

  /** A contest's problem saved with its link, in one transaction. */
  async function update(actor: Actor, body: EditBody): Promise<void> {
    const contest = await contests.adminGet(body.cid);
    const stored = await contestProblems.adminGet(body.cid, body.pid);
    const link = body.contestProblem;
    if (link) await assertDisplayIdFree(repo, body.cid, link.displayId, body.pid, DISPLAY_ID_FIELD);
    await problems.update(actor, body.pid, asContestProblem(body, contest), {
      alongWith: link
        ? (trx) =>
            repo.update(body.cid, body.pid, { ...link, color: colorAfterEdit(stored.color, link.color) }, trx)
        : undefined,
    });
  }

  return {
    /** The bank's admin view of the problem, with its link when a contest is named (404 outside it). */
    async get(pid: number, cid: number | undefined) {
      const contestProblem = cid === undefined ? null : await contestProblems.adminGet(cid, pid);
      return { ...(await problems.adminGet(pid)), contestProblem };
    },

    /**
     * The reference's contest problem form (hoj-vue views/admin/problem/Problem.vue in a contest) sends the
     * problem without its contest, then links it with PUT /api/admin/contest/contest-problem: the problem is
     * written as a contest problem (auth 3, the type its form set from the contest) in no contest until then.
     */
    async createUnlinked(
      actor: Actor,
      body: ProblemSaveBody,
      gid: number | null = null,
    ): Promise<{ pid: number }> {
      return problems.create(
        actor,
        { ...body, problem: { ...body.problem, auth: PROBLEM_AUTH.CONTEST } },
        { gid },
      );
    },

    /** A group's contest's new problem is its group's problem (docs/api.md "Group contests"). */
    async create(actor: Actor, body: CreateBody): Promise<{ pid: number }> {
      const contest = await contests.adminGet(body.cid);
      const link = await newLink(body);
      await assertDisplayIdFree(repo, body.cid, link.displayId, null, DISPLAY_ID_FIELD);
      return problems.create(actor, asContestProblem(body, contest), {
        gid: contest.gid,
        alongWith: async (trx, pid) => {
          const values = { cid: body.cid, pid, ...link, color: colorOfNewLink(link.color) };
          await repo.insert(values, trx).catch((error: unknown) => {
            // Another save took the display id after the check above: the problem goes too (rollback).
            if (isUniqueViolation(error)) throw displayIdTaken(link.displayId);
            throw error;
          });
        },
      });
    },

    /**
     * The contest of a problem edited without naming one (the reference's contest problem form sends the
     * problem alone): the one contest it is linked into, else a 400 asking for `cid`.
     */
    async contestOf(pid: number): Promise<number> {
      const cids = await repo.contestsOf(pid);
      if (cids.length !== 1)
        throw invalidField(
          'cid',
          cids.length === 0
            ? 'the problem is in no contest'
            : 'cid is required: the problem is in several contests',
        );
      return cids[0]!;
    },

    update,

    /**
     * A group's problem edited from one of the group's contests (PUT /api/group/problem with `cid`): the contest
     * must be the problem's group's, and its managers are the group's roots and the contest's author.
     */
    async updateGroupProblem(
      actor: Actor,
      body: EditBody,
      scope: { originGid: number; isGroupRoot: boolean },
    ): Promise<void> {
      const contest = await contests.adminGet(body.cid);
      if (contest.gid !== scope.originGid) throw new AppError('NOT_FOUND', say('The contest does not exist'));
      if (!scope.isGroupRoot && contest.uid !== actor.uid)
        throw new AppError('FORBIDDEN', say("Only the group's roots and the contest's author may manage it"));
      await update(actor, body);
    },
  };
}
export type ContestProblemAuthoring = ReturnType<typeof createContestProblemAuthoring>;
