import type { AuditFieldChange } from '@judge/contract';

/** One line of an entry's change table: the field, and its two values as text (or that a secret changed). */
export interface ChangeRow {
  field: string;
  before: string;
  after: string;
  secret: boolean;
}

/** How a value reads in the table: text as it is, nothing as a dash, anything else as its JSON. */
export function valueText(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/** An entry's changes as rows, fields in name order. */
export function changeRows(changes: Record<string, AuditFieldChange>): ChangeRow[] {
  return Object.keys(changes)
    .sort()
    .map((field) => {
      const change = changes[field]!;
      return {
        field,
        before: valueText(change.before),
        after: valueText(change.after),
        secret: change.secret !== undefined,
      };
    });
}
