import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addContestProblemFromPublicBody,
  adminContestAnnouncementQuery,
  adminContestProblemListQuery,
  changeContestVisibleQuery,
  cidQuery,
  contestAnnouncementCreateBody,
  contestAnnouncementUpdateBody,
  contestProblemKeyQuery,
  contestProblemUpdateBody,
  contestUpdateBody,
  GROUP_LEVEL,
  groupContestAnnouncementDeleteQuery,
  groupContestListQuery,
  groupContestProblemCreateBody,
  groupContestProblemFromGroupQuery,
  groupContestSaveBody,
  readReferenceContest,
  adminContestPageResponse,
  adminContestProblemListResponse,
  adminContestViewResponse,
  contestAnnouncementPageResponse,
  contestPageResponse,
  contestProblemViewResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import {
  createAnnouncement,
  deleteAnnouncement,
  listForAdmin,
  updateAnnouncement,
  type ContestAnnouncementDeps,
} from '../contest-announcements/contest-announcements.service.ts';
import type { ContestProblemAuthoring } from '../contest-problems/contest-problem-authoring.ts';
import type { ContestProblemsService } from '../contest-problems/contest-problems.service.ts';
import type { ContestsService } from './contests.service.ts';
import type { GroupGate } from '../../groups/policy.ts';
import { isReferenceProblemDto, readReferenceProblemDto, withShortName } from '../../problems/facts.ts';

/** The reference's ProblemDTO read as ours (as the back office reads it), its problem.gid kept as gid. */
function readGroupContestProblemDto(input: unknown): unknown {
  const read = readReferenceProblemDto(input);
  if (read === input || !isReferenceProblemDto(input)) return read;
  const gid = (input.problem as Record<string, unknown>).gid;
  const { cid } = input;
  return {
    ...(read as Record<string, unknown>),
    ...(cid !== undefined ? { cid } : {}),
    ...(gid ? { gid } : {}),
  };
}

export interface GroupContestsDeps {
  gate: GroupGate;
  contests: ContestsService;
  contestProblems: ContestProblemsService;
  authoring: ContestProblemAuthoring;
  announcements: ContestAnnouncementDeps;
}

/**
 * A group's contest the caller manages, with its group's short name: 404 for a site contest or none, the group's
 * refusals, 403.
 */
function contestManager({ gate, contests }: Pick<GroupContestsDeps, 'gate' | 'contests'>) {
  return async (actor: Actor, cid: number) => {
    const contest = await contests.adminGet(cid);
    if (contest.gid === null) throw new AppError('NOT_FOUND', say('The contest does not exist'));
    const { level, group } = await gate.standing(actor, contest.gid);
    if (level < GROUP_LEVEL.ROOT && !(contest.uid === actor.uid && level >= GROUP_LEVEL.MEMBER))
      throw new AppError('FORBIDDEN', say("Only the group's roots and the contest's author may manage it"));
    return { contest, shortName: group.shortName };
  };
}
type ContestManager = ReturnType<typeof contestManager>;

/**
 * Group contests by the reference's paths (docs/api.md "Group contests"): a contest with the group's gid, through
 * the contests modules' own operations. The lists ask the group's gate; the calls on one contest ask `manage`
 * (the group's roots and the contest's author while a member, spec 3 §6). The contest's own calls (info,
 * registration, problems, submissions, boards, announcements) ask the contests service, which asks the group.
 */
export function registerGroupContestRoutes(app: FastifyInstance, deps: GroupContestsDeps) {
  const manage = contestManager(deps);
  registerGroupContestCalls(app, deps, manage);
  registerGroupContestProblemCalls(app, deps, manage);
  registerGroupContestAnnouncementCalls(app, deps, manage);
}

/** The group's contests: lists, the form, visibility. */
function registerGroupContestCalls(app: FastifyInstance, deps: GroupContestsDeps, manage: ContestManager) {
  const { gate, contests } = deps;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-contest-list',
      access: 'login',
      query: groupContestListQuery,
      response: contestPageResponse,
    },
    async ({ actor, query }) => {
      await gate.forMember(actor, query.gid);
      return contests.publicList(query, query.gid);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-admin-contest-list',
      access: 'login',
      query: groupContestListQuery,
      response: adminContestPageResponse,
    },
    async ({ actor, query }) => {
      await gate.forAdmin(actor, query.gid);
      return contests.adminList(query, query.gid);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/contest',
      access: 'login',
      query: cidQuery,
      response: adminContestViewResponse,
    },
    async ({ actor, query }) => (await manage(actor, query.cid)).contest,
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/contest',
      access: 'login',
      // The reference's group contest form: null password, the seal as sealRankTime (read as the PUT does).
      body: z.preprocess(readReferenceContest, groupContestSaveBody),
      response: newIdResponse('cid'),
    },
    async ({ actor, body }) => {
      await gate.forAdmin(actor, body.gid);
      return contests.create(actor, body, body.gid);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/contest',
      access: 'login',
      body: contestUpdateBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await manage(actor, body.cid);
      await contests.update(body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/contest',
      access: 'login',
      query: cidQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      await contests.remove(query.cid);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/change-contest-visible',
      access: 'login',
      query: changeContestVisibleQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      await contests.setVisible(query.cid, query.visible);
    },
  );
}

/** A group contest's problems: links, made in the contest, taken from the bank or the group. */
function registerGroupContestProblemCalls(
  app: FastifyInstance,
  deps: GroupContestsDeps,
  manage: ContestManager,
) {
  const { gate, contestProblems, authoring } = deps;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-contest-problem-list',
      access: 'login',
      query: adminContestProblemListQuery,
      response: adminContestProblemListResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      return contestProblems.adminList(query);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/contest-problem',
      access: 'login',
      body: z.preprocess(readGroupContestProblemDto, groupContestProblemCreateBody),
      response: newIdResponse('pid'),
    },
    async ({ actor, body, request }) => {
      if (body.cid === undefined) {
        // The reference's group problem form sends the problem alone (its gid in problem.gid), then links it
        // with PUT /api/group/contest-problem: written as the group's contest problem in no contest until then.
        if (!isReferenceProblemDto(request.body) || body.gid === undefined)
          throw invalidField('cid', say('{{field}} is required', { field: 'cid' }));
        const { group } = await gate.forAdmin(actor, body.gid);
        return authoring.createUnlinked(actor, withShortName(body, group.shortName), body.gid);
      }
      const { shortName } = await manage(actor, body.cid);
      // A group's problem, whichever page writes it: the group's short name goes before its id.
      return authoring.create(actor, withShortName({ ...body, cid: body.cid }, shortName));
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/contest-problem',
      access: 'login',
      query: contestProblemKeyQuery,
      response: contestProblemViewResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      return contestProblems.adminGet(query.cid, query.pid);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/contest-problem',
      access: 'login',
      body: contestProblemUpdateBody,
      response: contestProblemViewResponse,
    },
    async ({ actor, body }) => {
      await manage(actor, body.cid);
      return contestProblems.update(body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/contest-problem',
      access: 'login',
      query: contestProblemKeyQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      await contestProblems.remove(query.cid, query.pid);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/add-contest-problem-from-public',
      access: 'login',
      body: addContestProblemFromPublicBody,
      response: contestProblemViewResponse,
    },
    async ({ actor, body }) => {
      await manage(actor, body.cid);
      return contestProblems.addFromPublic(body, true);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/add-contest-problem-from-group',
      access: 'login',
      input: groupContestProblemFromGroupQuery,
      response: contestProblemViewResponse,
    },
    async ({ actor, input }) => {
      await manage(actor, input.cid);
      return contestProblems.addFromGroup(input);
    },
  );
}

/** A group contest's announcements. */
function registerGroupContestAnnouncementCalls(
  app: FastifyInstance,
  deps: GroupContestsDeps,
  manage: ContestManager,
) {
  const { announcements } = deps;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-contest-announcement-list',
      access: 'login',
      query: adminContestAnnouncementQuery,
      response: contestAnnouncementPageResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      return listForAdmin(announcements, query);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/contest-announcement',
      access: 'login',
      body: contestAnnouncementCreateBody,
      response: newIdResponse('id'),
    },
    async ({ actor, body }) => {
      await manage(actor, body.cid);
      return createAnnouncement(announcements, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/contest-announcement',
      access: 'login',
      body: contestAnnouncementUpdateBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await manage(actor, body.cid);
      await updateAnnouncement(announcements, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/contest-announcement',
      access: 'login',
      query: groupContestAnnouncementDeleteQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await manage(actor, query.cid);
      await deleteAnnouncement(announcements, query.aid, query.cid);
    },
  );
}
