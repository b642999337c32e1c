import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AUDITED_ROUTES, type AuditDescriptor } from './audited-routes.ts';
import type { AuditRecorder, PendingAudit } from './audit-recorder.ts';
import type { Fields } from './field-changes.ts';

/** A route as the route table names it: its methods joined by commas, a space, its path. */
export const routeKey = (methods: readonly string[], url: string) => `${methods.join(',')} ${url}`;

function descriptorOf(request: FastifyRequest): AuditDescriptor | undefined {
  const { method, url } = request.routeOptions;
  if (url === undefined) return undefined;
  return AUDITED_ROUTES[routeKey(Array.isArray(method) ? method : [method], url)];
}

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** The call's fields as the routes read them: the body's, the query's and the path's (multipart bodies have none). */
const inputOf = (request: FastifyRequest): Fields => ({
  ...fieldsOf(request.body),
  ...fieldsOf(request.query),
  ...fieldsOf(request.params),
});

/** The envelope's data of a JSON answer, or undefined (a file, a stream). */
function answerData(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (text === null || !text.startsWith('{')) return undefined;
  try {
    return (JSON.parse(text) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/**
 * The one place the audit log is written: every route AUDITED_ROUTES names is pictured before its handler and
 * logged once it answered 200 (a refused call changed nothing, and its entry would be noise). onSend, not
 * onResponse, so the entry is written before the caller reads the answer.
 */
export function registerAuditHooks(app: FastifyInstance, recorder: AuditRecorder): void {
  const pending = new WeakMap<FastifyRequest, PendingAudit>();
  app.addHook('preHandler', async (request) => {
    const descriptor = descriptorOf(request);
    if (descriptor && request.actor)
      pending.set(request, await recorder.before(descriptor, inputOf(request)));
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const audit = pending.get(request);
    if (!audit || !request.actor || reply.statusCode !== 200) return payload;
    pending.delete(request);
    await recorder.after(audit, {
      actor: request.actor,
      remoteAddress: request.ip,
      answer: answerData(payload),
    });
    return payload;
  });
}
