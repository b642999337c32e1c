import type { FastifyInstance } from 'fastify';
import { contestHallStateResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ContestHall } from './contest-hall.ts';

/**
 * The web asks, signed in, on each load whether a running hall contest holds the caller (then it shows
 * only the contest). A seat's first call is signed in by the hall's hook before this route's login check.
 */
export function registerContestHallRoutes(app: FastifyInstance, hall: ContestHall) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/contest-hall/state', access: 'login', response: contestHallStateResponse },
    async ({ actor }) => ({ confinedTo: await hall.confinementOf(actor) }),
  );
}
