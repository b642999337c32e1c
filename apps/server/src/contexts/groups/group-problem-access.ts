import { canViewProblem, GROUP_LEVEL, PROBLEM_AUTH } from '@judge/contract';
import { AppError } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { GroupGate } from './group-gate.ts';

/** The problem fields the rules read. */
interface ProblemAccessRow {
  auth: number;
  gid: number | null;
}

/**
 * Who reads a problem outside contests and trainings (spec 3 §6): the bank's rule (public, or any admin role), and
 * a group's problem for its members when open to them (auth 1) and its admins always. One place for the bank's
 * page and for the pages that offer a way there (an ended contest's problem), so a link never leads to a 404.
 */
export function createGroupProblemAccess(gate: GroupGate) {
  async function openInGroup(viewer: Actor | null, problem: ProblemAccessRow) {
    if (!viewer || problem.gid === null) return false;
    try {
      const { level } = await gate.standing(viewer, problem.gid);
      return (
        level >= GROUP_LEVEL.ADMIN || (level >= GROUP_LEVEL.MEMBER && problem.auth === PROBLEM_AUTH.PUBLIC)
      );
    } catch (error) {
      // A missing group or a banned one: not open.
      if (error instanceof AppError) return false;
      throw error;
    }
  }

  return {
    openInGroup,
    /**
     * Where the viewer may open the problem on its own: the bank's page (`inBank`), else its group's problem page
     * (`groupId`), else nowhere (a contest-only or private problem for a non-admin, a group's for an outsider).
     */
    async outsideContests(viewer: Actor | null, problem: ProblemAccessRow) {
      const inBank = problem.gid === null && canViewProblem(viewer, problem);
      const groupId = !inBank && (await openInGroup(viewer, problem)) ? problem.gid : null;
      return { inBank, groupId };
    },
  };
}
export type GroupProblemAccess = ReturnType<typeof createGroupProblemAccess>;
