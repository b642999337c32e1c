import type { FastifyInstance } from 'fastify';
import { auditFilterQuery, auditListQuery, auditPageResponse } from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../http/route.ts';
import { auditCsv } from './audit-csv.ts';
import type { AuditReading } from './audit-reading.ts';

export function registerAuditRoutes(app: FastifyInstance, reading: AuditReading): void {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/audit-log',
      access: 'login',
      query: auditListQuery,
      response: auditPageResponse,
    },
    async ({ actor, query }) => reading.page(actor, query),
  );

  defineRoute(
    app,
    { method: 'GET', url: '/api/file/audit-log-csv', access: 'login', query: auditFilterQuery },
    async ({ actor, query, reply }) => {
      const csv = auditCsv(await reading.entries(actor, query));
      const scope = query.cid ? `_contest_${query.cid}` : query.gid ? `_group_${query.gid}` : '';
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="audit_log${scope}.csv"`)
        .send(csv);
      return REPLY_SENT;
    },
  );
}
