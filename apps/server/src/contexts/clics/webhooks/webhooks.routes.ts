import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ClicsCaller } from '../basic-auth.ts';
import type { WebhookWorker } from './webhook-worker.ts';
import type { Webhooks } from './webhooks.service.ts';

/**
 * `webhooks` at the API's root (Contest_API.md "Webhooks"): GET the caller's, POST one (201 with Location), GET
 * and DELETE one by id. The worker delivering to them runs while the server does.
 */
export function registerWebhookRoutes(
  scope: FastifyInstance,
  webhooks: { collection: Webhooks; worker: WebhookWorker },
  callerOf: (request: FastifyRequest) => Promise<ClicsCaller | null>,
) {
  const { collection, worker } = webhooks;
  scope.addHook('onReady', async () => worker.start());
  scope.addHook('onClose', async () => worker.stop());
  scope.get('/webhooks', async (request) => collection.list(await callerOf(request)));
  scope.get<{ Params: { id: string } }>('/webhooks/:id', async (request, reply) => {
    const found = (await collection.list(await callerOf(request))).find(
      (hook) => hook.id === request.params.id,
    );
    if (!found) return reply.code(404).send({ code: 404, message: `No webhook ${request.params.id}` });
    return found;
  });
  scope.post('/webhooks', async (request, reply) => {
    const made = await collection.register(await callerOf(request), request.body);
    return reply.code(201).header('Location', `/api/clics/webhooks/${made.id}`).send(made);
  });
  scope.delete<{ Params: { id: string } }>('/webhooks/:id', async (request, reply) => {
    await collection.remove(await callerOf(request), request.params.id);
    return reply.code(204).send();
  });
}
