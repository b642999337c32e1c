import type { FastifyInstance } from 'fastify';
import {
  markSimilarityPairBody,
  newIdResponse,
  noDataResponse,
  rerunSimilarityCheckBody,
  similarityCheckIdQuery,
  similarityChecksQuery,
  similarityChecksResponse,
  similarityPairQuery,
  similarityPairResponse,
  similarityReportResponse,
  startSimilarityCheckBody,
} from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../http/route.ts';
import { reportCsv } from './report-csv.ts';
import {
  checkReport,
  listChecks,
  markPair,
  pairDetail,
  rerunCheck,
  startCheck,
  type SimilarityDeps,
} from './similarity.service.ts';

/**
 * The similarity check (issue 20): every call needs login; the service asks the scope's context whether the
 * caller administers it (root and the site's admins always do).
 */
export function registerSimilarityRoutes(app: FastifyInstance, deps: SimilarityDeps) {
  // A check still running when the server closes finishes its run first (tests close apps after each file).
  app.addHook('onClose', () => deps.runner.whenIdle());
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/similarity/check',
      access: 'login',
      body: startSimilarityCheckBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => startCheck(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/similarity/check/rerun',
      access: 'login',
      body: rerunSimilarityCheckBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => rerunCheck(deps, actor, body.id),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/similarity/checks',
      access: 'login',
      query: similarityChecksQuery,
      response: similarityChecksResponse,
    },
    ({ actor, query }) => listChecks(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/similarity/check',
      access: 'login',
      query: similarityCheckIdQuery,
      response: similarityReportResponse,
    },
    ({ actor, query }) => checkReport(deps, actor, query.id),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/similarity/pair',
      access: 'login',
      query: similarityPairQuery,
      response: similarityPairResponse,
    },
    ({ actor, query }) => pairDetail(deps, actor, query.id),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/similarity/pair',
      access: 'login',
      body: markSimilarityPairBody,
      response: noDataResponse,
    },
    ({ actor, body }) => markPair(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/similarity-csv', access: 'login', query: similarityCheckIdQuery },
    async ({ actor, query, reply }) => {
      const report = await checkReport(deps, actor, query.id);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="similarity_check_${query.id}.csv"`)
        .send(reportCsv(report.pairs));
      return REPLY_SENT;
    },
  );
}
