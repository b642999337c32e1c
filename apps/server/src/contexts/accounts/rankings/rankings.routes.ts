import type { FastifyInstance } from 'fastify';
import { rankListQuery, rankPageResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { createRankingsService } from './rankings.service.ts';

/** The public rankings' one call (docs/api.md "Rankings"), by the reference's path (AnonApi there). */
export function registerRankingsRoutes(
  app: FastifyInstance,
  rankings: ReturnType<typeof createRankingsService>,
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-rank-list',
      access: 'public',
      query: rankListQuery,
      response: rankPageResponse,
    },
    ({ query }) => rankings.rankList(query),
  );
}
