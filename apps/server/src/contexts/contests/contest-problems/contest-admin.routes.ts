import type { FastifyInstance } from 'fastify';
import {
  adminContestProblemQuery,
  contestProblemCreateBody,
  contestProblemEditBody,
  downloadContestAcQuery,
  adminContestProblemDetailResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { z } from 'zod';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import { invalidField, say } from '../../../errors.ts';
import { isReferenceProblemDto, readReferenceProblemDto } from '../../problems/facts.ts';
import type { createContestAcDownload } from './contest-ac-download.ts';
import type { ContestProblemAuthoring } from './contest-problem-authoring.ts';

/**
 * A contest organiser's calls (issue 9 point 8): problems written inside a contest (root, admin and problem
 * admin, as the other back-office contest calls) and the zip of the contest's accepted code (its contest
 * admins: the author and root). The contest's rejudge is the submissions module's (it owns the queue).
 */
export function registerContestAdminRoutes(
  app: FastifyInstance,
  {
    authoring,
    downloadAcSubmissions,
  }: {
    authoring: ContestProblemAuthoring;
    downloadAcSubmissions: ReturnType<typeof createContestAcDownload>;
  },
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/problem',
      access: 'problemAdmin',
      query: adminContestProblemQuery,
      response: adminContestProblemDetailResponse,
    },
    ({ query }) => authoring.get(query.pid, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/contest/problem',
      access: 'problemAdmin',
      // The reference's form sends its ProblemDTO without the contest, then links it (see createUnlinked).
      body: z.preprocess(readReferenceProblemDto, contestProblemCreateBody.partial({ cid: true })),
      response: newIdResponse('pid'),
    },
    ({ actor, body, request }) => {
      if (body.cid !== undefined) return authoring.create(actor, { ...body, cid: body.cid });
      if (!isReferenceProblemDto(request.body))
        throw invalidField('cid', say('{{field}} is required', { field: 'cid' }));
      return authoring.createUnlinked(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest/problem',
      access: 'problemAdmin',
      // The reference's form sends its ProblemDTO without the contest: read as ours, the contest found.
      body: z.preprocess(readReferenceProblemDto, contestProblemEditBody.partial({ cid: true })),
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      const cid = body.cid ?? (await authoring.contestOf(body.pid));
      await authoring.update(actor, { ...body, cid });
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/file/download-contest-ac-submission',
      access: 'login',
      query: downloadContestAcQuery,
    },
    async ({ actor, query, reply }) => {
      const { fileName, zip } = await downloadAcSubmissions(actor, query);
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(zip);
      return REPLY_SENT;
    },
  );
}
