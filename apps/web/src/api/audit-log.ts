import type { AuditPage } from '@judge/contract';
import { request, requestFile } from './request';

/** The filters the audit log page sends; empty ones are left out. */
export interface AuditLogFilter {
  actor?: string;
  action?: string;
  entityKind?: string;
  cid?: number;
  gid?: number;
  from?: string;
  to?: string;
}

const defined = (filter: AuditLogFilter): Record<string, string | number> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== undefined && value !== ''));

export const auditLogApi = {
  page: (filter: AuditLogFilter, page: { currentPage: number; limit: number }) =>
    request<AuditPage>('/api/admin/audit-log', { params: { ...defined(filter), ...page } }),
  /** The filtered entries as CSV; fetched as a blob so the Authorization header goes with it. */
  csv: (filter: AuditLogFilter) => requestFile('/api/file/audit-log-csv', defined(filter), 'audit_log.csv'),
};
