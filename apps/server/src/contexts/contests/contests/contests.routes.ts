import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminContestListQuery,
  changeContestVisibleQuery,
  cidQuery,
  contestListQuery,
  contestSaveBody,
  readReferenceContest,
  contestUpdateBody,
  registerContestBody,
  startVirtualBody,
  accessResponse,
  adminContestPageResponse,
  adminContestViewResponse,
  contestInfoResponse,
  contestPageResponse,
  contestStartResponse,
  newIdResponse,
  noDataResponse,
  recentContestsResponse,
  virtualParticipationResponse,
} from '@judge/contract';
import { passwordCheckKeys, type RateBudget } from '../../../http/rate-budget.ts';
import { defineRoute } from '../../../http/route.ts';
import type { ContestsService } from './contests.service.ts';

/**
 * Contests: the back office's calls (root, admin and problem admin; delete root only, as the
 * reference) and the public ones (list and recent for anyone; info, registration, access and the
 * time-limit start for signed-in users). Registration checks the contest's password, so it spends the
 * budget of password checks (app.ts).
 */
export function registerContestRoutes(
  app: FastifyInstance,
  contests: ContestsService,
  { passwordChecks }: { passwordChecks: RateBudget },
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/get-contest-list',
      access: 'problemAdmin',
      query: adminContestListQuery,
      response: adminContestPageResponse,
    },
    ({ query }) => contests.adminList(query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest',
      access: 'problemAdmin',
      query: cidQuery,
      response: adminContestViewResponse,
    },
    ({ query }) => contests.adminGet(query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/contest',
      access: 'problemAdmin',
      // The reference's Contest.vue creates with the same form it edits with (null password, sealRankTime).
      body: z.preprocess(readReferenceContest, contestSaveBody),
      response: newIdResponse('cid'),
    },
    ({ body, actor }) => contests.create(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest',
      access: 'problemAdmin',
      body: contestUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => contests.update(body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/contest',
      access: 'root',
      query: cidQuery,
      response: noDataResponse,
    },
    ({ query }) => contests.remove(query.cid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/clone',
      access: 'problemAdmin',
      query: cidQuery,
      response: newIdResponse('cid'),
    },
    ({ query, actor }) => contests.clone(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest/change-contest-visible',
      access: 'problemAdmin',
      query: changeContestVisibleQuery,
      response: noDataResponse,
    },
    ({ query }) => contests.setVisible(query.cid, query.visible),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-list',
      access: 'public',
      query: contestListQuery,
      response: contestPageResponse,
    },
    ({ query }) => contests.publicList(query),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-recent-contest', access: 'public', response: recentContestsResponse },
    () => contests.recent(),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-info',
      access: 'login',
      query: cidQuery,
      response: contestInfoResponse,
    },
    ({ query, actor }) => contests.info(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/register-contest',
      access: 'login',
      body: registerContestBody,
      response: noDataResponse,
    },
    ({ body, actor, request }) => {
      passwordChecks.spend(passwordCheckKeys(request.ip, actor.uid));
      return contests.register(actor, body.cid, body.password);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-access',
      access: 'login',
      query: cidQuery,
      response: accessResponse,
    },
    ({ query, actor }) => contests.access(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/contest/virtual',
      access: 'login',
      body: startVirtualBody,
      response: virtualParticipationResponse,
    },
    ({ body, actor }) => contests.startVirtual(actor, body.cid, body.startTime),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/contest/start/:cid',
      access: 'login',
      params: cidQuery,
      response: contestStartResponse,
    },
    ({ params, actor }) => contests.start(actor, params.cid),
  );
}
