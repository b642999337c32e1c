import {
  auditScopeRequired,
  isRoot,
  makePage,
  type AuditEntry,
  type AuditFilter,
  type AuditListQuery,
  type AuditPage,
} from '@judge/contract';
import { AppError } from '../../errors.ts';
import { parseInput } from '../../http/route.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { AuditRepo } from './audit.repo.ts';

/** Who else may read a part of the log: a contest's admins theirs, a group's admins theirs (asked of their gates). */
export interface AuditReadPorts {
  isContestAdmin: (actor: Actor, cid: number) => Promise<boolean>;
  isGroupAdmin: (actor: Actor, gid: number) => Promise<boolean>;
}

type AuditRow = Awaited<ReturnType<AuditRepo['all']>>[number];

const entryOf = (row: AuditRow): AuditEntry => ({
  id: Number(row.id),
  at: row.at,
  actorUid: Number(row.actorUid),
  actorName: row.actorName,
  actorRole: Number(row.actorRole),
  remoteAddress: row.remoteAddress,
  action: row.action,
  entityKind: row.entityKind,
  entityId: row.entityId,
  contestId: row.contestId === null ? null : Number(row.contestId),
  groupId: row.groupId === null ? null : Number(row.groupId),
  changes: JSON.parse(row.changes) as AuditEntry['changes'],
});

/**
 * Reading the log: root reads all of it with any filter; anyone else names a contest (cid) or a group (gid) they
 * administer and reads that part alone (naming neither is a 400 asking for cid; naming another's, a 403).
 */
export function createAuditReading({ repo, ports }: { repo: AuditRepo; ports: AuditReadPorts }) {
  async function allowed(actor: Actor, filter: AuditFilter): Promise<AuditFilter> {
    if (isRoot(actor.role)) return filter;
    if (filter.cid === undefined && filter.gid === undefined) parseInput(auditScopeRequired, filter);
    if (filter.cid !== undefined && (await ports.isContestAdmin(actor, filter.cid))) return filter;
    if (filter.gid !== undefined && (await ports.isGroupAdmin(actor, filter.gid))) return filter;
    throw new AppError('FORBIDDEN');
  }

  return {
    async page(actor: Actor, query: AuditListQuery): Promise<AuditPage> {
      const { currentPage, limit, ...filter } = query;
      const { records, total } = await repo.page(await allowed(actor, filter), { currentPage, limit });
      return makePage(records.map(entryOf), total, { currentPage, limit });
    },
    async entries(actor: Actor, filter: AuditFilter): Promise<AuditEntry[]> {
      return (await repo.all(await allowed(actor, filter))).map(entryOf);
    },
  };
}
export type AuditReading = ReturnType<typeof createAuditReading>;
