import { z } from 'zod';
import { pageOf, pageQuery } from './envelope.ts';
import { blankAsAbsent, emptyAsAbsent, idField, trimmedTextField } from './fields.ts';

/**
 * The audit log (issue 25, docs/audit-log.md): what admins, teachers and group admins changed. Root reads all of
 * it; a contest's admins read the entries of their contest (cid), a group's admins those of their group (gid).
 */

/** The kinds of entity the log names (the server pictures each from its table; the back office filters by them). */
export const AUDIT_ENTITY_KINDS = [
  'user',
  'problem',
  'tag',
  'tag-classification',
  'submission',
  'contest',
  'contest-problem',
  'contest-announcement',
  'training',
  'training-category',
  'training-problem',
  'discussion',
  'discussion-report',
  'discussion-category',
  'announcement',
  'carousel-image',
  'home-timer',
  'system-notice',
  'group',
  'group-member',
  'class',
  'class-student',
  'class-homework',
  'site-setting',
  'similarity-check',
  'similarity-pair',
  'datasource',
  'clics-account',
  'clics-webhook',
  'contest-delivery',
] as const;
export type AuditEntityKind = (typeof AUDIT_ENTITY_KINDS)[number];

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
  entityKind: z.preprocess(
    emptyAsAbsent,
    z.enum(AUDIT_ENTITY_KINDS, { error: 'entityKind must be a kind of entity the log names' }).optional(),
  ),
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
