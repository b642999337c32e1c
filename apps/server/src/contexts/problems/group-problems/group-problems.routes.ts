import type { FastifyInstance } from 'fastify';
import {
  groupProblemDetailResponse,
  extraFilesSchema,
  gidQuery,
  groupApplyPublicQuery,
  groupCompileQuery,
  groupProblemApplicationsQuery,
  groupProblemAuthQuery,
  groupProblemCasesQuery,
  groupProblemCreateBody,
  groupProblemListQuery,
  groupProblemProgressBody,
  groupProblemUpdateBody,
  pidQuery,
  groupProblemPageResponse,
  groupProblemTagsResponse,
  newIdResponse,
  noDataResponse,
  problemCaseListResponse,
} from '@judge/contract';
import { z } from 'zod';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import { readReferenceProblemDto } from '../problems/reference-problem-dto.ts';
import type { GroupProblems } from './group-problems.ts';

/**
 * The reference's group problem form sends the back office's ProblemDTO (languages as records, extra files as
 * JSON text, nulls): read as ours like the back office's, keeping what names the group and a contest.
 */
function readGroupProblemDto(input: unknown): unknown {
  const read = readReferenceProblemDto(input);
  if (read === input || typeof input !== 'object' || input === null) return read;
  const { gid, cid, contestProblem } = input as Record<string, unknown>;
  const kept = Object.entries({ gid, cid, contestProblem }).filter(([, value]) => value !== undefined);
  return { ...(read as Record<string, unknown>), ...Object.fromEntries(kept) };
}

const compileBody = z.object({
  code: z.string({ error: 'code is required' }).min(1, 'code is required').max(65535),
  language: z.string({ error: 'language is required' }).min(1, 'language is required').max(64),
  extraFiles: extraFilesSchema('extraFiles').default({}),
});

/**
 * Group problems by the reference's paths (docs/api.md "Group problems"), and the back office's examination of
 * their applications to go public. Each call checks the group's rule in its operation (group-problems.ts).
 */
export function registerGroupProblemRoutes(app: FastifyInstance, groupProblems: GroupProblems) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-problem-list',
      access: 'login',
      query: groupProblemListQuery,
      response: groupProblemPageResponse,
    },
    ({ actor, query }) => groupProblems.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-admin-problem-list',
      access: 'login',
      query: groupProblemListQuery,
      response: groupProblemPageResponse,
    },
    ({ actor, query }) => groupProblems.adminList(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/problem',
      access: 'login',
      query: pidQuery,
      response: groupProblemDetailResponse,
    },
    ({ actor, query }) => groupProblems.get(actor, query.pid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/problem',
      access: 'login',
      body: z.preprocess(readGroupProblemDto, groupProblemCreateBody),
      response: newIdResponse('pid'),
    },
    ({ actor, body }) => groupProblems.create(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/problem',
      access: 'login',
      body: z.preprocess(readGroupProblemDto, groupProblemUpdateBody),
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await groupProblems.update(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/problem',
      access: 'login',
      query: pidQuery.extend({ gid: z.string().optional() }),
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await groupProblems.remove(actor, query.pid);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-problem-cases',
      access: 'login',
      query: groupProblemCasesQuery,
      response: problemCaseListResponse,
    },
    ({ actor, query }) => groupProblems.cases(actor, query.pid),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/download-group-testcase', access: 'login', query: pidQuery },
    async ({ actor, query, reply }) => {
      const { fileName, zip } = await groupProblems.casesZip(actor, query.pid);
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
        .send(zip);
      return REPLY_SENT;
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-all-problem-tags',
      access: 'login',
      query: gidQuery,
      response: groupProblemTagsResponse,
    },
    ({ actor, query }) => groupProblems.tags(actor, query.gid),
  );
  for (const url of ['/api/group/compile-spj', '/api/group/compile-interactive'])
    defineRoute(
      app,
      {
        method: 'POST',
        url,
        access: 'login',
        query: groupCompileQuery,
        body: compileBody,
        response: noDataResponse,
      },
      async ({ actor, query, body }) => {
        await groupProblems.compile(actor, query.gid, {
          language: body.language,
          source: body.code,
          extraFiles: body.extraFiles,
        });
      },
    );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/change-problem-auth',
      access: 'login',
      input: groupProblemAuthQuery,
      response: noDataResponse,
    },
    async ({ actor, input }) => {
      await groupProblems.changeAuth(actor, input.pid, input.auth);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/apply-public',
      access: 'login',
      input: groupApplyPublicQuery,
      response: noDataResponse,
    },
    async ({ actor, input }) => {
      await groupProblems.applyPublic(actor, input.pid, input.isApplied);
    },
  );

  // The back office's examination (spec 3 §2 "group problem examine").
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/group-problem/list',
      access: 'problemAdmin',
      query: groupProblemApplicationsQuery,
      response: groupProblemPageResponse,
    },
    ({ query }) => groupProblems.applications(query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/group-problem/change-progress',
      access: 'problemAdmin',
      body: groupProblemProgressBody,
      response: noDataResponse,
    },
    async ({ body }) => {
      await groupProblems.changeProgress(body.pid, body.progress);
    },
  );
}
