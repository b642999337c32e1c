import type { FastifyInstance } from 'fastify';
import { acInfoQuery, checkAcInfoBody, acInfoPageResponse, noDataResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { checkBalloon, listBalloons, type ContestBalloonDeps } from './contest-balloons.service.ts';

/** The AC helper (spec 2 §2.6, §7): login; the service lets only the contest's admins in. */
export function registerContestBalloonRoutes(app: FastifyInstance, deps: ContestBalloonDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-ac-info',
      access: 'login',
      query: acInfoQuery,
      response: acInfoPageResponse,
    },
    ({ actor, query }) => listBalloons(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/check-contest-ac-info',
      access: 'login',
      body: checkAcInfoBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await checkBalloon(deps, actor, body);
    },
  );
}
