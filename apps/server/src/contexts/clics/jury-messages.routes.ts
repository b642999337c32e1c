import type { FastifyInstance } from 'fastify';
import { juryMessagesQuery, juryMessagesResponse } from '@judge/contract';
import { defineRoute } from '../../http/route.ts';
import type { JuryMessageReader } from './jury-message-reader.ts';

/** The contest's Q&A page's jury messages (signed in; each caller reads only what the reader lets it). */
export function registerJuryMessageRoutes(app: FastifyInstance, read: JuryMessageReader) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/contest/jury-messages',
      access: 'login',
      query: juryMessagesQuery,
      response: juryMessagesResponse,
    },
    ({ actor, query }) => read(actor, query.cid),
  );
}
