import type { FastifyInstance } from 'fastify';
import { makePage, pageQuery, type OutboxMail, outboxPageResponse } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { defineRoute } from '../../../http/route.ts';
import { createMailRepo } from './mail.repo.ts';

/** The outbox: every mail the site sent or kept, for the super admin (the only reader of codes without SMTP). */
export function registerMailRoutes(app: FastifyInstance, db: Db) {
  const repo = createMailRepo(db);
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/outbox',
      access: 'root',
      query: pageQuery,
      response: outboxPageResponse,
    },
    async ({ query }) => {
      const { records, total } = await repo.page(query);
      const mails: OutboxMail[] = records.map((m) => ({
        id: m.id,
        to: m.recipient,
        subject: m.subject,
        text: m.text,
        createdAt: m.createdAt,
        delivered: m.delivered === 1,
        error: m.error,
      }));
      return makePage(mails, total, query);
    },
  );
}
