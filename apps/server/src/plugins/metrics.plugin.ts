import type { FastifyInstance } from 'fastify';
import { isRoot, liveResponse, readyResponse } from '@judge/contract';
import { AppError } from '../errors.ts';
import { defineRoute, REPLY_SENT } from '../http/route.ts';
import { addressList, type Metrics } from '../lib/metrics.ts';

export interface MetricsOptions {
  metrics: Metrics;
  /** Addresses and ranges that read /metrics without a token (METRICS_ALLOW). */
  allow: string[];
  /** Whether the database answers: readiness fails when it does not. */
  databaseAnswers: () => Promise<boolean>;
}

/**
 * /metrics in Prometheus' text format (root's token, or an address of METRICS_ALLOW), and the probes a proxy and
 * systemd ask: /livez (the process answers) and /readyz (its database answers and it is not closing). Every
 * request is timed by its route pattern, so the label set stays small whatever the URLs are.
 */
export function registerMetrics(app: FastifyInstance, options: MetricsOptions): void {
  const { metrics } = options;
  const allowed = addressList(options.allow);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.httpRequests.observe(
      { route, method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });

  defineRoute(
    app,
    { method: 'GET', url: '/metrics', access: 'public' },
    async ({ actor, request, reply }) => {
      const fromAllowed = allowed.check(request.ip, request.ip.includes(':') ? 'ipv6' : 'ipv4');
      if (!fromAllowed) {
        if (!actor) throw new AppError('UNAUTHENTICATED');
        if (!isRoot(actor.role)) throw new AppError('FORBIDDEN');
      }
      const text = await metrics.registry.metrics();
      await reply.header('content-type', metrics.registry.contentType).send(text);
      return REPLY_SENT;
    },
  );
  defineRoute(app, { method: 'GET', url: '/livez', access: 'public', response: liveResponse }, async () => ({
    live: true as const,
  }));
  defineRoute(app, { method: 'GET', url: '/readyz', access: 'public', response: readyResponse }, async () => {
    if (closing) throw new AppError('NOT_READY', undefined, { reason: 'closing' });
    if (!(await options.databaseAnswers().catch(() => false)))
      throw new AppError('NOT_READY', undefined, { reason: 'database' });
    return { ready: true as const };
  });
}
