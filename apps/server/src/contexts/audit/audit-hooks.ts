import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onSendAsyncHookHandler,
  preHandlerAsyncHookHandler,
  RouteOptions,
} from 'fastify';
import { AUDITED_ROUTES } from './audited-routes.ts';
import type { AuditRecorder, PendingAudit } from './audit-recorder.ts';
import type { Fields } from './field-changes.ts';

/** A route as the route table names it: its methods joined by commas, a space, its path. */
export const routeKey = (methods: readonly string[], url: string) => `${methods.join(',')} ${url}`;

const fieldsOf = (value: unknown): Fields =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Fields) : {};

/** The call's fields as the routes read them: the body's, the query's and the path's (multipart bodies have none). */
const inputOf = (request: FastifyRequest): Fields => ({
  ...fieldsOf(request.body),
  ...fieldsOf(request.query),
  ...fieldsOf(request.params),
});

/** The envelope's data of a JSON answer (the Contest API's answers are bare objects), or undefined (a file). */
function answerData(payload: unknown): unknown {
  const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString() : null;
  if (text === null || !text.startsWith('{')) return undefined;
  try {
    const answer = JSON.parse(text) as { status?: unknown; data?: unknown };
    return 'status' in answer && 'data' in answer ? answer.data : answer;
  } catch {
    return undefined;
  }
}

/** A route option that may hold one hook or several, as a list. */
const listOf = <T>(hooks: T | T[] | undefined): T[] =>
  hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

/**
 * The one place the audit log is written: each route AUDITED_ROUTES names gets two hooks of its own as it is
 * registered (other routes get none, so they pay nothing): one pictures the named rows before the handler, the
 * other logs the change once the call succeeded (2xx: a refused call changed nothing, and its entry would be noise).
 * onSend, not onResponse, so the entry is written before the caller reads the answer.
 */
export function registerAuditHooks(app: FastifyInstance, recorder: AuditRecorder): void {
  const pending = new WeakMap<FastifyRequest, PendingAudit>();
  app.addHook('onRoute', (route: RouteOptions) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const descriptor = AUDITED_ROUTES[routeKey(methods, route.url)];
    if (!descriptor) return;
    const picture: preHandlerAsyncHookHandler = async (request: FastifyRequest) => {
      if (request.actor) pending.set(request, await recorder.before(descriptor, inputOf(request)));
    };
    const log: onSendAsyncHookHandler<unknown> = async (
      request: FastifyRequest,
      reply: FastifyReply,
      payload: unknown,
    ) => {
      const audit = pending.get(request);
      if (!audit || !request.actor || reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      pending.delete(request);
      await recorder.after(audit, {
        actor: request.actor,
        remoteAddress: request.ip,
        answer: answerData(payload),
      });
      return payload;
    };
    route.preHandler = [...listOf(route.preHandler), picture];
    route.onSend = [...listOf(route.onSend), log];
  });
}
