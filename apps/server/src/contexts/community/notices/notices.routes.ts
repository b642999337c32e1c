import type { FastifyInstance } from 'fastify';
import {
  adminNoticeQuery,
  noticeBody,
  noticeDeleteQuery,
  noticeUpdateBody,
  noDataResponse,
  noticeSaveResponse,
  sysNoticePageResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { startHourlyPush } from './hourly-push.ts';
import type { createNoticesService } from './notices.service.ts';

/**
 * System notifications, the super admin's alone (spec 3 §6 "super-admin-only ... notice"; the reference's
 * RequiresRoles("root")); docs/api.md "System notifications". Users read theirs in GET /api/msg/sys.
 */
export function registerNoticeRoutes(
  app: FastifyInstance,
  notices: ReturnType<typeof createNoticesService>,
  { hourlyPush }: { hourlyPush: boolean },
) {
  const url = '/api/admin/msg/notice';
  // Notices saved without "push" go out on the next full hour (docs/api.md "System notifications").
  let stopHourlyPush = () => {};
  app.addHook('onReady', async () => {
    if (hourlyPush) stopHourlyPush = startHourlyPush(notices.pushPending, app.log);
  });
  app.addHook('onClose', async () => stopHourlyPush());
  defineRoute(
    app,
    { method: 'GET', url, access: 'root', query: adminNoticeQuery, response: sysNoticePageResponse },
    ({ query }) => notices.list(query),
  );
  defineRoute(
    app,
    { method: 'POST', url, access: 'root', body: noticeBody, response: noticeSaveResponse },
    ({ actor, body }) => notices.create(actor, body),
  );
  defineRoute(
    app,
    { method: 'PUT', url, access: 'root', body: noticeUpdateBody, response: noticeSaveResponse },
    ({ body }) => notices.update(body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url, access: 'root', query: noticeDeleteQuery, response: noDataResponse },
    async ({ query }) => {
      await notices.remove(query.id);
      return null;
    },
  );
}
