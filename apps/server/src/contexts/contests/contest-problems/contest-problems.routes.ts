import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  addContestProblemFromPublicBody,
  adminContestProblemListQuery,
  checkContestSubmissionsBody,
  contestProblemDetailsQuery,
  contestProblemKeyQuery,
  contestProblemListQuery,
  contestProblemUpdateBody,
  contestSubmissionListQuery,
  adminContestProblemListResponse,
  contestProblemDetailsResponse,
  contestProblemListResponse,
  contestProblemViewResponse,
  contestSubmissionPageResponse,
  contestSubmissionStatusesResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ContestProblemsService } from './contest-problems.service.ts';

/**
 * The reference client's contest submission list (SubmissionList.vue in a contest, Problem.vue's "my
 * submissions" tab) names the contest `contestID` and the display id `problemID`; ours `cid` and `displayId`.
 * Ours win when both come. The reference's other flags (beforeContestSubmit, containsEnd) are not read.
 */
const contestSubmissionListReferenceQuery = z.preprocess((raw) => {
  if (!raw || typeof raw !== 'object') return raw;
  const query = { ...(raw as Record<string, unknown>) };
  if (query.cid === undefined && query.contestID !== undefined) query.cid = query.contestID;
  if (query.displayId === undefined && query.problemID !== undefined) query.displayId = query.problemID;
  return query;
}, contestSubmissionListQuery);

/**
 * Contest problems: the back office's calls (root, admin and problem admin, as the contest calls)
 * and the contest side's (signed-in users; the contest's access rules apply in the service).
 * Submitting with cid is POST /api/submit-problem-judge (submissions module).
 */
export function registerContestProblemRoutes(app: FastifyInstance, service: ContestProblemsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/get-problem-list',
      access: 'problemAdmin',
      query: adminContestProblemListQuery,
      response: adminContestProblemListResponse,
    },
    ({ query }) => service.adminList(query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/contest/add-problem-from-public',
      access: 'problemAdmin',
      body: addContestProblemFromPublicBody,
      response: contestProblemViewResponse,
    },
    ({ body }) => service.addFromPublic(body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/contest-problem',
      access: 'problemAdmin',
      query: contestProblemKeyQuery,
      response: contestProblemViewResponse,
    },
    ({ query }) => service.adminGet(query.cid, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest/contest-problem',
      access: 'problemAdmin',
      body: contestProblemUpdateBody,
      response: contestProblemViewResponse,
    },
    ({ body }) => service.update(body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/contest/problem',
      access: 'problemAdmin',
      query: contestProblemKeyQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await service.remove(query.cid, query.pid);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-problem',
      access: 'login',
      query: contestProblemListQuery,
      response: contestProblemListResponse,
    },
    ({ query, actor }) => service.list(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-problem-details',
      access: 'login',
      query: contestProblemDetailsQuery,
      response: contestProblemDetailsResponse,
    },
    ({ query, actor }) => service.details(actor, query.cid, query.displayId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/contest-submissions',
      access: 'login',
      query: contestSubmissionListReferenceQuery,
      response: contestSubmissionPageResponse,
    },
    ({ query, actor }) => service.submissions(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/check-contest-submissions-status',
      access: 'login',
      body: checkContestSubmissionsBody,
      response: contestSubmissionStatusesResponse,
    },
    ({ body, actor }) => service.statuses(actor, body.cid, body.submitIds),
  );
}
