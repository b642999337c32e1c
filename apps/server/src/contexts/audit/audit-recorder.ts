import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { nowIso } from '../../lib/time.ts';
import type { AuditDescriptor } from './audited-routes.ts';
import { ENTITY_KINDS, type EntityKind } from './entity-kinds.ts';
import { fieldChanges, flattenInput, type Fields } from './field-changes.ts';
import type { AuditRepo } from './audit.repo.ts';
import type { EntityKey } from './route-keys.ts';

/** What was known before the handler ran: the entities the call names and how each looked. */
export interface PendingAudit {
  descriptor: AuditDescriptor;
  input: Fields;
  before: { key: EntityKey; picture: Fields | null }[];
}

export interface AuditCall {
  actor: Actor;
  remoteAddress: string;
  /** The envelope's data of the successful answer (a creation's new id is read from it). */
  answer: unknown;
}

const numberOrNull = (value: unknown): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** Which contest or group an entry belongs to: the call's field when the route names one, else the row's column. */
function scopeOf(field: string | undefined, column: string | undefined, input: Fields, pictures: Fields[]) {
  if (field !== undefined && numberOrNull(input[field]) !== null) return numberOrNull(input[field]);
  if (column === undefined) return null;
  for (const picture of pictures) {
    const value = numberOrNull(picture[column]);
    if (value !== null) return value;
  }
  return null;
}

/**
 * Writes the audit log around a change route (audit-hooks.ts calls it): `before` pictures the named entities,
 * `after` pictures them again once the call succeeded and writes one entry per entity with the fields that
 * changed. A creation has no picture before; it is named by its answer, or logged with the fields it sent.
 */
export function createAuditRecorder({ repo, log }: { repo: AuditRepo; log: FastifyBaseLogger }) {
  const kindOf = (descriptor: AuditDescriptor): EntityKind | null => ENTITY_KINDS[descriptor.entity];

  /** A row's picture, or null when it cannot be read (a key of the wrong type, which the route refuses anyway). */
  async function pictureOf(kind: EntityKind | null, key: EntityKey): Promise<Fields | null> {
    if (!kind) return null;
    try {
      return await repo.picture(kind, key);
    } catch {
      return null;
    }
  }

  async function before(descriptor: AuditDescriptor, input: Fields): Promise<PendingAudit> {
    const kind = kindOf(descriptor);
    const keys = descriptor.keys?.(input) ?? [];
    const pictures = await Promise.all(
      keys.map(async (key) => ({ key, picture: await pictureOf(kind, key) })),
    );
    return { descriptor, input, before: pictures };
  }

  function createdKeys(pending: PendingAudit, answer: unknown): EntityKey[] {
    const field = pending.descriptor.created;
    if (field === undefined || !answer || typeof answer !== 'object') return [];
    const id = (answer as Fields)[field];
    return id === undefined || id === null ? [] : [[id]];
  }

  async function after(pending: PendingAudit, call: AuditCall): Promise<void> {
    const { descriptor, input } = pending;
    const kind = kindOf(descriptor);
    const sent = descriptor.describe ? descriptor.describe(input) : flattenInput(input);
    const entries: { key: EntityKey | null; before: Fields | null; after: Fields | null }[] = [];
    for (const { key, picture } of pending.before)
      entries.push({ key, before: picture, after: await pictureOf(kind, key) });
    if (pending.before.length === 0) {
      const created = createdKeys(pending, call.answer);
      for (const key of created)
        entries.push({ key, before: null, after: kind ? await pictureOf(kind, key) : sent });
      if (created.length === 0) entries.push({ key: null, before: null, after: sent });
    }
    for (const entry of entries) {
      const pictures = [entry.before, entry.after].filter((p): p is Fields => p !== null);
      await repo.insert({
        at: nowIso(),
        actorUid: call.actor.uid,
        actorName: call.actor.username,
        actorRole: call.actor.role,
        remoteAddress: call.remoteAddress,
        action: descriptor.action,
        entityKind: descriptor.entity,
        entityId: entry.key ? entry.key.map(String).join(':') : null,
        contestId: scopeOf(descriptor.contest, kind?.contestColumn, input, pictures),
        groupId: scopeOf(descriptor.group, kind?.groupColumn, input, pictures),
        changes: JSON.stringify(fieldChanges(entry.before, entry.after ?? (kind ? null : sent))),
      });
    }
  }

  return {
    before,
    /** Never fails the call it follows: a change that happened is answered even if its entry could not be written. */
    async after(pending: PendingAudit, call: AuditCall): Promise<void> {
      try {
        await after(pending, call);
      } catch (error) {
        log.error({ err: error, action: pending.descriptor.action }, 'audit log entry not written');
      }
    },
  };
}
export type AuditRecorder = ReturnType<typeof createAuditRecorder>;
