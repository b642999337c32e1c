import type { FastifyInstance } from 'fastify';
import {
  addVolunteerBody,
  contestRoomsResponse,
  contestVolunteersQuery,
  contestVolunteersResponse,
  deliveryActionBody,
  deliveryQueueQuery,
  noDataResponse,
  removeVolunteerQuery,
  volunteerBalloonPageResponse,
  volunteerContestsResponse,
  volunteerPrintPageResponse,
  volunteerPrintTextQuery,
  volunteerRoomsBody,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { sendPrintText } from '../contest-prints/contest-prints.routes.ts';
import type { ContestVolunteerDeps } from './contest-volunteers.deps.ts';
import {
  addVolunteer,
  contestRooms,
  listVolunteers,
  removeVolunteer,
  setVolunteerRooms,
} from './volunteer-duty.ts';
import {
  volunteerBalloons,
  volunteerContests,
  volunteerPrintFile,
  volunteerPrints,
} from './volunteer-queues.ts';
import { claimDelivery, finishDelivery, releaseDelivery } from './volunteer-deliveries.ts';

/** Balloon and print volunteers (docs/contest-volunteers.md): login; the operations check duty and admins. */
export function registerContestVolunteerRoutes(app: FastifyInstance, deps: ContestVolunteerDeps) {
  registerDutyRoutes(app, deps);
  registerQueueRoutes(app, deps);
  const actions = { claim: claimDelivery, release: releaseDelivery, done: finishDelivery };
  for (const [action, operation] of Object.entries(actions))
    defineRoute(
      app,
      {
        method: 'PUT',
        url: `/api/volunteer/delivery/${action}`,
        access: 'login',
        body: deliveryActionBody,
        response: noDataResponse,
      },
      async ({ actor, body }) => {
        await operation(deps, actor, body);
      },
    );
}

function registerDutyRoutes(app: FastifyInstance, deps: ContestVolunteerDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/volunteers',
      access: 'login',
      query: contestVolunteersQuery,
      response: contestVolunteersResponse,
    },
    ({ actor, query }) => listVolunteers(deps, actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/contest/volunteer',
      access: 'login',
      body: addVolunteerBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await addVolunteer(deps, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest/volunteer',
      access: 'login',
      body: volunteerRoomsBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await setVolunteerRooms(deps, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/rooms',
      access: 'login',
      query: contestVolunteersQuery,
      response: contestRoomsResponse,
    },
    ({ actor, query }) => contestRooms(deps, actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/contest/volunteer',
      access: 'login',
      query: removeVolunteerQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await removeVolunteer(deps, actor, query);
    },
  );
}

function registerQueueRoutes(app: FastifyInstance, deps: ContestVolunteerDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/volunteer/contests',
      access: 'login',
      response: volunteerContestsResponse,
    },
    ({ actor }) => volunteerContests(deps, actor),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/volunteer/balloons',
      access: 'login',
      query: deliveryQueueQuery,
      response: volunteerBalloonPageResponse,
    },
    ({ actor, query }) => volunteerBalloons(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/volunteer/prints',
      access: 'login',
      query: deliveryQueueQuery,
      response: volunteerPrintPageResponse,
    },
    ({ actor, query }) => volunteerPrints(deps, actor, query),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/volunteer-print-text', access: 'login', query: volunteerPrintTextQuery },
    async ({ actor, query, reply }) =>
      sendPrintText(reply, query.id, await volunteerPrintFile(deps, actor, query)),
  );
}
