import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAward, type AwardKeeping } from './award-writes.ts';
import type { ContestView } from './contest-view.ts';

type Params = { cid: string; id?: string };
type Request = FastifyRequest<{ Params: Params }>;

/**
 * POST, PUT, PATCH and DELETE of a contest's awards by its admins (award-writes.ts), in the Contest API's scope:
 * `viewOf` reads the contest for a signed-in caller; `root` is the API's base path (for `Location`).
 */
export function registerAwardWrites(
  scope: FastifyInstance,
  deps: { keeping: AwardKeeping; viewOf: (request: Request) => Promise<ContestView>; root: string },
) {
  const { keeping, viewOf, root } = deps;
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
