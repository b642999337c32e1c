import type { AuditEntry } from '@judge/contract';

const HEADER = [
  'id',
  'at',
  'actor',
  'actorUid',
  'role',
  'remoteAddress',
  'action',
  'entityKind',
  'entityId',
  'contestId',
  'groupId',
  'changes',
];

/**
 * One CSV cell: quoted when it holds a comma, quote or line break; a text a spreadsheet would run as a formula
 * (=, +, -, @ first) gets a leading apostrophe, since an entry's values are whatever an admin typed.
 */
export function auditCsvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The entries as CSV (UTF-8 with its mark, so spreadsheets read Chinese names), the changes as their JSON. */
export function auditCsv(entries: AuditEntry[]): string {
  const rows = entries.map((entry) => [
    entry.id,
    entry.at,
    entry.actorName,
    entry.actorUid,
    entry.actorRole,
    entry.remoteAddress,
    entry.action,
    entry.entityKind,
    entry.entityId,
    entry.contestId,
    entry.groupId,
    JSON.stringify(entry.changes),
  ]);
  return `\uFEFF${[HEADER, ...rows].map((row) => row.map(auditCsvCell).join(',')).join('\r\n')}\r\n`;
}
