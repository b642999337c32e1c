import type { FastifyInstance } from 'fastify';
import { cidQuery } from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../http/route.ts';
import type { ClicsService } from './clics.service.ts';

/**
 * GET /api/file/download-contest-event-feed: the back office's button for a contest's admins (the resolver and
 * other ICPC tools read a file): the Contest API's own event feed, whole, as one NDJSON download.
 */
export function registerEventFeedDownload(app: FastifyInstance, service: ClicsService) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/download-contest-event-feed', access: 'login', query: cidQuery },
    async ({ query, actor, reply }) => {
      const feed = await service.adminFeed(actor, query.cid);
      reply
        .header('Content-Type', 'application/x-ndjson; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="contest_${query.cid}_event-feed.ndjson"`)
        .send(feed);
      return REPLY_SENT;
    },
  );
}
