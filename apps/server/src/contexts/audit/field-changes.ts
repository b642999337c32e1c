import { AUDIT_SECRET_CHANGED, type AuditFieldChange } from '@judge/contract';
import { isSecretField } from './secret-fields.ts';

export type Fields = Record<string, unknown>;

/** Columns every write moves: logging them would make every entry say the same thing. */
const BOOKKEEPING = new Set(['gmtModified', 'gmtCreate', 'updatedAt', 'createdAt', 'modifiedUser']);

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fields that differ between an entity's state before and after a change (null: it did not exist), each
 * with its two values; a secret's values are never kept, only that it changed. A creation lists what was
 * written, a deletion what was removed.
 */
export function fieldChanges(before: Fields | null, after: Fields | null): Record<string, AuditFieldChange> {
  const names = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  const changes: Record<string, AuditFieldChange> = {};
  for (const name of names) {
    if (BOOKKEEPING.has(name)) continue;
    const old = before?.[name];
    const now = after?.[name];
    if (before && after && same(old, now)) continue;
    if (old === undefined && now === undefined) continue;
    if (isSecretField(name)) {
      changes[name] = { secret: AUDIT_SECRET_CHANGED };
      continue;
    }
    const change: AuditFieldChange = {};
    if (before) change.before = old ?? null;
    if (after) change.after = now ?? null;
    changes[name] = change;
  }
  return changes;
}

/** Nested objects a request sends (a problem form's `problem`, a training's `training`) as top-level fields. */
export function flattenInput(input: Fields): Fields {
  const flat: Fields = {};
  for (const [name, value] of Object.entries(input)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) Object.assign(flat, value as Fields);
    else flat[name] = value;
  }
  return flat;
}
