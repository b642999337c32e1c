import type { FastifyInstance } from 'fastify';
import { groupRankQuery, rankPageResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { RankingsService } from './rankings.service.ts';

/**
 * GET /api/get-group-rank-list (the group's members; spec 3 "Group rank screen"): the public rank lists' rows,
 * periods and search over the group's members and the group's problems (docs/api.md "Groups").
 */
export function registerGroupRankRoutes(
  app: FastifyInstance,
  deps: { gate: GroupGate; rankings: RankingsService },
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-group-rank-list',
      access: 'login',
      query: groupRankQuery,
      response: rankPageResponse,
    },
    async ({ actor, query }) => {
      await deps.gate.forMember(actor, query.gid);
      return deps.rankings.groupRankList(query);
    },
  );
}
