import type { FastifyInstance } from 'fastify';
import { writeAward, type AwardKeeping } from './award-writes.ts';
import type { WriteContext, WriteParams as Params } from './write-routes.ts';

/** POST, PUT, PATCH and DELETE of a contest's awards by its admins (award-writes.ts), in the Contest API's scope. */
export function registerAwardWrites(scope: FastifyInstance, context: WriteContext, keeping: AwardKeeping) {
  const { root } = context;
  const viewOf = async (request: Parameters<WriteContext['signedIn']>[0]) =>
    (await context.signedIn(request)).view;
  scope.post<{ Params: Params }>('/contests/:cid/awards', async (request, reply) => {
    const award = (await writeAward(keeping, await viewOf(request), { method: 'POST', body: request.body }))!;
    return reply
      .code(201)
      .header('Location', `${root}/contests/${request.params.cid}/awards/${award.id}`)
      .send(award);
  });
  for (const method of ['PUT', 'PATCH'] as const)
    scope.route<{ Params: Params }>({
      method,
      url: '/contests/:cid/awards/:id',
      handler: async (request) =>
        writeAward(keeping, await viewOf(request), { method, id: request.params.id!, body: request.body }),
    });
  scope.delete<{ Params: Params }>('/contests/:cid/awards/:id', async (request, reply) => {
    await writeAward(keeping, await viewOf(request), { method: 'DELETE', id: request.params.id! });
    return reply.code(204).send();
  });
}
