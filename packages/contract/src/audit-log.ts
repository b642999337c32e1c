import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { blankAsAbsent, emptyAsAbsent, idField, trimmedTextField } from './fields.ts';

/**
 * The audit log (issue 25, docs/audit-log.md): what admins, teachers and group admins changed. Root reads all of
 * it; a contest's admins read the entries of their contest (cid), a group's admins those of their group (gid).
 */

/** A secret field that changed is written as this mark, never with its values ("password changed"). */
export const AUDIT_SECRET_CHANGED = 'changed';

/** One field's change: its value before and after (absent on a creation or a deletion), or only that a secret changed. */
export const auditFieldChangeSchema = z.object({
  before: z.unknown().optional(),
  after: z.unknown().optional(),
  secret: z.literal(AUDIT_SECRET_CHANGED).optional(),
});
export type AuditFieldChange = z.infer<typeof auditFieldChangeSchema>;

export const auditEntrySchema = z.object({
  id: z.number().int(),
  at: z.string(),
  actorUid: z.number().int(),
  actorName: z.string(),
  actorRole: z.number().int(),
  remoteAddress: z.string(),
  action: z.string(),
  entityKind: z.string(),
  entityId: z.string().nullable(),
  contestId: z.number().int().nullable(),
  groupId: z.number().int().nullable(),
  changes: z.record(z.string(), auditFieldChangeSchema),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

const isoTimeField = (field: string) =>
  z.preprocess(
    emptyAsAbsent,
    z
      .string({ error: `${field} must be a time` })
      .refine((value) => !Number.isNaN(Date.parse(value)), `${field} must be a time`)
      .transform((value) => new Date(value).toISOString())
      .optional(),
  );

/** The filters of GET /api/admin/audit-log and its CSV export; all optional. */
export const auditFilterQuery = z.object({
  actor: z.preprocess(emptyAsAbsent, trimmedTextField('actor', 100).optional()),
  action: z.preprocess(emptyAsAbsent, trimmedTextField('action', 64).optional()),
  entityKind: z.preprocess(emptyAsAbsent, trimmedTextField('entityKind', 32).optional()),
  cid: z.preprocess(blankAsAbsent, idField('cid').optional()),
  gid: z.preprocess(blankAsAbsent, idField('gid').optional()),
  from: isoTimeField('from'),
  to: isoTimeField('to'),
});
export type AuditFilter = z.infer<typeof auditFilterQuery>;

/** What anyone but root must name: the contest (or, instead, gid: the group) whose part of the log they read. */
export const auditScopeRequired = z.object({ cid: idField('cid') });

export const auditListQuery = pageQuery.extend(auditFilterQuery.shape);
export type AuditListQuery = z.infer<typeof auditListQuery>;

export const auditPageResponse = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageResponse>;
