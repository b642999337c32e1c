// The audit context's operations face (docs/audit-log.md): the log's writer, hooked on the routes it names, and
// its reading routes. The composition root builds them once.
import type { FastifyInstance, FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import { createAuditRepo } from './audit.repo.ts';
import { createAuditRecorder } from './audit-recorder.ts';
import { registerAuditHooks } from './audit-hooks.ts';
import { createAuditReading, type AuditReadPorts } from './audit-reading.ts';
import { registerAuditRoutes } from './audit.routes.ts';

export type { AuditReadPorts } from './audit-reading.ts';
export { AUDITED_ROUTES, AUDIT_EXEMPT } from './audited-routes.ts';
export { routeKey } from './audit-hooks.ts';

/** The log's writer and reader over one database. */
export function createAuditLog({
  db,
  log,
  ports,
}: {
  db: Db;
  log: FastifyBaseLogger;
  ports: AuditReadPorts;
}) {
  const repo = createAuditRepo(db);
  return {
    recorder: createAuditRecorder({ repo, log }),
    reading: createAuditReading({ repo, ports }),
  };
}
export type AuditLog = ReturnType<typeof createAuditLog>;

/** Before the routes: the hooks that write the log around every route it names. */
export function registerAuditLog(app: FastifyInstance, audit: AuditLog): void {
  registerAuditHooks(app, audit.recorder);
}

export function registerAuditLogRoutes(app: FastifyInstance, audit: AuditLog): void {
  registerAuditRoutes(app, audit.reading);
}
