import type { FastifyInstance } from 'fastify';
import { userHomeQuery, userHeatmapResponse, userHomeResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { createUserHomeService } from './user-home.service.ts';

/** The user home's two public calls (docs/api.md "User home"), by the reference's paths. */
export function registerUserHomeRoutes(
  app: FastifyInstance,
  userHome: ReturnType<typeof createUserHomeService>,
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-user-home-info',
      access: 'public',
      query: userHomeQuery,
      response: userHomeResponse,
    },
    ({ actor, query }) => userHome.homeInfo(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-user-calendar-heatmap',
      access: 'public',
      query: userHomeQuery,
      response: userHeatmapResponse,
    },
    ({ actor, query }) => userHome.heatmap(actor, query),
  );
}
