import type { FastifyInstance } from 'fastify';
import {
  contestWindowsQuery,
  contestWindowsResponse,
  noDataResponse,
  removeContestWindowQuery,
  setContestWindowBody,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { listWindows, removeWindow, setWindow, type ContestWindowDeps } from './contest-windows.service.ts';

/** Per-contestant time windows (docs/contest-rules.md "Own time windows"): login; the service lets the admins in. */
export function registerContestWindowRoutes(app: FastifyInstance, deps: ContestWindowDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/contest/windows',
      access: 'login',
      query: contestWindowsQuery,
      response: contestWindowsResponse,
    },
    ({ actor, query }) => listWindows(deps, actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/contest/window',
      access: 'login',
      body: setContestWindowBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await setWindow(deps, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/contest/window',
      access: 'login',
      query: removeContestWindowQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await removeWindow(deps, actor, query);
    },
  );
}
