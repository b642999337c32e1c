import type { FastifyInstance } from 'fastify';
import {
  postClarification,
  type ClarificationKeeping,
  type ClarificationPorts,
} from './clarification-post.ts';
import { putClarification, type ClarificationNaming } from './clarification-put.ts';
import type { WriteContext, WriteParams } from './write-routes.ts';

/**
 * Posting clarifications through the Contest API (clarification-post.ts), and PUT with a client's id when its
 * ids can be kept (clarification-put.ts).
 */
export function registerClarificationWrites(
  scope: FastifyInstance,
  context: WriteContext,
  ports: ClarificationPorts & ClarificationKeeping,
  naming?: ClarificationNaming,
) {
  const writes = { ...ports, runsContest: context.runsContest };
  scope.post<{ Params: WriteParams }>('/contests/:cid/clarifications', async (request, reply) => {
    const { caller, cid, view } = await context.signedIn(request);
    const posted = await postClarification(writes, caller, view, request.body, Date.now());
    return reply
      .code(201)
      .header('Location', `${context.root}/contests/${cid}/clarifications/${posted.id}`)
      .send(posted);
  });
  if (naming)
    scope.put<{ Params: WriteParams }>('/contests/:cid/clarifications/:id', async (request) => {
      const { caller, view } = await context.signedIn(request);
      const put = { urlId: request.params.id!, body: request.body };
      return putClarification({ ...writes, ...naming }, caller, view, put, Date.now());
    });
}
