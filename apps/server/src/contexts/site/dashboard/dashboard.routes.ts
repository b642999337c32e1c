import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import {
  dashboardInfoQuery,
  dashboardInfoResponse,
  dashboardSessionsResponse,
  judgeServiceInfoResponse,
  serviceInfoResponse,
} from '@judge/contract';
import type { ServerConfig } from '../../../config.ts';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { defineRoute } from '../../../http/route.ts';
import type { RemoteJudgesService } from '../../judging/index.ts';
import { measureDatabase } from '../site-config/database-info.ts';
import { createDashboardService } from './dashboard.service.ts';
import { createServiceInfoReader } from './service-info.ts';

const SERVER_VERSION = (
  JSON.parse(fs.readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
    version: string;
  }
).version;

/**
 * The back office's home (the reference's DashboardController and ConfigController's service and judge info):
 * for root, admin and problem admin, as the reference's RequiresRoles say. docs/api.md "Back office: dashboard".
 */
export function registerDashboardRoutes(
  app: FastifyInstance,
  deps: { db: Db; dialect: Dialect; config: ServerConfig; remoteJudges: RemoteJudgesService },
) {
  const dashboard = createDashboardService({
    db: deps.db,
    judgeCount: async () => (await deps.remoteJudges.judgeInfo()).length,
  });
  const readServiceInfo = createServiceInfoReader({
    version: SERVER_VERSION,
    host: deps.config.host,
    port: deps.config.port,
  });

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/dashboard/get-dashboard-info',
      access: 'problemAdmin',
      query: dashboardInfoQuery,
      response: dashboardInfoResponse,
    },
    ({ query }) => dashboard.info(query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/dashboard/get-sessions',
      access: 'problemAdmin',
      response: dashboardSessionsResponse,
    },
    ({ actor }) => dashboard.sessions(actor),
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-service-info',
      access: 'problemAdmin',
      response: serviceInfoResponse,
    },
    async () => {
      const { sizeBytes } = await measureDatabase(deps.db, deps.dialect);
      return readServiceInfo({ kind: deps.dialect, sizeBytes });
    },
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/config/get-judge-service-info',
      access: 'problemAdmin',
      response: judgeServiceInfoResponse,
    },
    () => deps.remoteJudges.judgeInfo(),
  );
}
