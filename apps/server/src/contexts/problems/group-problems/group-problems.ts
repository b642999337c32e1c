import {
  APPLY_PUBLIC,
  GROUP_LEVEL,
  JudgeStatus,
  makePage,
  type ApplyPublicProgress,
  type GroupProblemCreateBody,
  type GroupProblemRow,
  type GroupProblemUpdateBody,
  type PageQuery,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SolvedStatuses } from '../problems/judging-ports.ts';
import { withShortName } from '../problems/group-short-name.ts';
import type { ProblemsRepo } from '../problems/problems.repo.ts';
import type { ProblemsService } from '../problems/problems.service.ts';
import { createGroupProblemsRepo } from './group-problems.repo.ts';

/**
 * Saving a group's problem from one of the group's contests is the contests context's operation (it checks the
 * contest and saves the problem with its link); the composition root hands it in, so problems never imports it.
 */
export interface GroupContestProblemEditing {
  updateGroupProblem(
    actor: Actor,
    body: Omit<GroupProblemUpdateBody, 'cid'> & { cid: number },
    scope: { originGid: number; isGroupRoot: boolean },
  ): Promise<void>;
}

/**
 * Group problems (spec 3 §4 "Problem apply-public", §6; docs/api.md "Group problems"): the bank's problem service
 * with a gid, behind the group's rules. Group admins create; the group's roots and a problem's author (while still
 * a member) edit, delete, change its auth and apply to make it public; members solve the ones open to them.
 */
export interface GroupProblemsDeps {
  db: Db;
  gate: GroupGate;
  problems: ProblemsService;
  problemsRepo: ProblemsRepo;
  submissions: SolvedStatuses;
  contestEditing: GroupContestProblemEditing;
}

const missing = () => new AppError('NOT_FOUND', say('The problem does not exist'));

export function createGroupProblems(deps: GroupProblemsDeps) {
  const repo = createGroupProblemsRepo(deps.db);
  const { problemsRepo, submissions, contestEditing } = deps;

  /** The caller's status on each row (outside contests), as the public bank's list shows it. */
  async function withMyStatus(actor: Actor, records: GroupProblemRow[]) {
    const statuses = await submissions.userStatuses(
      actor.uid,
      records.map((row) => row.id),
    );
    return records.map((row) => ({
      ...row,
      myStatus: statuses.get(row.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
    }));
  }

  /** The problem of a group with the caller allowed to manage it (a group root, or its author still a member). */
  async function manageable(actor: Actor | null, pid: number) {
    if (!actor) throw new AppError('UNAUTHENTICATED');
    const problem = await problemsRepo.findById(pid);
    if (!problem || problem.originGid === null) throw missing();
    const standing = await deps.gate.standing(actor, problem.originGid);
    const author = problem.authorUid === actor.uid && standing.level >= GROUP_LEVEL.MEMBER;
    if (standing.level < GROUP_LEVEL.ROOT && !author)
      throw new AppError('FORBIDDEN', say("Only the group's roots and the problem's author may do this"));
    return { problem, group: standing.group, level: standing.level };
  }

  /** Spec 3 §4: an application under examination, or a problem made public, is no longer changed by the group. */
  function assertChangeable(problem: { applyPublicProgress: number | null }) {
    if (problem.applyPublicProgress === APPLY_PUBLIC.PUBLIC)
      throw new AppError('FORBIDDEN', say('The problem is public now: the group can no longer change it'));
    if (problem.applyPublicProgress === APPLY_PUBLIC.APPLYING)
      throw new AppError(
        'FORBIDDEN',
        say('The problem is applying to be public: withdraw the application to change it'),
      );
  }

  return {
    async list(actor: Actor | null, query: PageQuery & { gid: number }) {
      await deps.gate.forMember(actor, query.gid);
      const { records, total } = await repo.page(query.gid, true, query);
      return makePage(await withMyStatus(actor!, records), total, query);
    },

    async adminList(actor: Actor | null, query: PageQuery & { gid: number }) {
      await deps.gate.forAdmin(actor, query.gid);
      const { records, total } = await repo.page(query.gid, false, query);
      return makePage(await withMyStatus(actor!, records), total, query);
    },

    /** The admin form's data of the problem, with its group and progress. */
    async get(actor: Actor | null, pid: number) {
      const { problem } = await manageable(actor, pid);
      const form = await deps.problems.adminGet(pid);
      return {
        ...form,
        problem: {
          ...form.problem,
          gid: problem.originGid,
          isGroup: problem.gid !== null,
          applyPublicProgress: problem.applyPublicProgress,
        },
      };
    },

    async create(actor: Actor | null, body: GroupProblemCreateBody) {
      const { group } = await deps.gate.forAdmin(actor, body.gid);
      const { gid, ...form } = body;
      return deps.problems.create(actor!, withShortName(form, group.shortName), { gid });
    },

    /**
     * With `cid`, a problem of one of the group's contests edited from that contest's problem list: the contest's
     * managers (its roots and the contest's author, as its other calls) save the problem and its link together.
     */
    async update(actor: Actor | null, body: GroupProblemUpdateBody) {
      const { problem, group, level } = await manageable(actor, body.pid);
      assertChangeable(problem);
      const { pid, cid, contestProblem, ...form } = body;
      const named = withShortName(form, group.shortName);
      if (cid === undefined) {
        if (contestProblem) throw invalidField('cid', say('cid is required with contestProblem'));
        return deps.problems.update(actor!, pid, named);
      }
      await contestEditing.updateGroupProblem(
        actor!,
        { ...named, pid, cid, contestProblem },
        { originGid: problem.originGid!, isGroupRoot: level >= GROUP_LEVEL.ROOT },
      );
    },

    async remove(actor: Actor | null, pid: number) {
      const { problem } = await manageable(actor, pid);
      assertChangeable(problem);
      await deps.problems.remove(pid);
    },

    async cases(actor: Actor | null, pid: number) {
      await manageable(actor, pid);
      return (await deps.problems.adminGet(pid)).samples;
    },

    /** The test cases as a zip, for the group's roots and the problem's author (those who may edit it). */
    async casesZip(actor: Actor | null, pid: number) {
      await manageable(actor, pid);
      return deps.problems.casesZip(pid);
    },

    async tags(actor: Actor | null, gid: number) {
      await deps.gate.forAdmin(actor, gid);
      return repo.tags(gid);
    },

    async compile(
      actor: Actor | null,
      gid: number,
      input: { language: string; source: string; extraFiles: Record<string, string> },
    ) {
      await deps.gate.forAdmin(actor, gid);
      await deps.problems.compile(input);
    },

    async changeAuth(actor: Actor | null, pid: number, auth: 1 | 2 | 3) {
      const { problem } = await manageable(actor, pid);
      assertChangeable(problem);
      await deps.problems.changeAuth(actor!, pid, auth);
    },

    /** Spec 3 §4: apply (none or refused to applying) or withdraw (back to none); a public problem stays public. */
    async applyPublic(actor: Actor | null, pid: number, isApplied: boolean) {
      const { problem } = await manageable(actor, pid);
      if (problem.applyPublicProgress === APPLY_PUBLIC.PUBLIC)
        throw new AppError('FORBIDDEN', say('The problem is public already'));
      await deps.problems.setApplyPublic(pid, isApplied);
    },

    /** GET /api/admin/group-problem/list. */
    async applications(query: PageQuery & { keyword?: string; gid?: number }) {
      const { records, total } = await repo.applications(query, query);
      return makePage(records, total, query);
    },

    /**
     * PUT /api/admin/group-problem/change-progress: 2 makes the problem public with its data (in the bank, open to
     * everyone); 1 and 3 give it back to its group only.
     */
    async changeProgress(pid: number, progress: ApplyPublicProgress) {
      const problem = await problemsRepo.findById(pid);
      if (!problem || problem.originGid === null) throw missing();
      if (problem.applyPublicProgress === null)
        throw invalidField('pid', say('the problem has not applied to be public'));
      await deps.problems.setPublicProgress(pid, progress, problem.originGid);
    },
  };
}
export type GroupProblems = ReturnType<typeof createGroupProblems>;
