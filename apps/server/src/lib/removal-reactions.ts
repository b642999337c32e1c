import type { Db } from '../db/database.ts';

/**
 * What one context's removal asks the other contexts to remove of their own (Hydro's `ctx.on('problem/delete')`):
 * a group disbanded, contests deleted. Each context registers a handler that deletes its own rows; the removing
 * context emits the event inside its transaction, so everything goes together or nothing does, and no context
 * writes another's tables.
 */
export interface RemovalEvents {
  /** A group is being disbanded: each context's rows of the group go before the group's own row. */
  'group/dissolve': { gid: number };
  /** Contests are being deleted: what names them without a foreign key (their Q&A comments) goes with them. */
  'contest/remove': { cids: number[] };
}

export type RemovalEvent = keyof RemovalEvents;
export type RemovalHandler<E extends RemovalEvent> = (trx: Db, payload: RemovalEvents[E]) => Promise<void>;

/** The handlers of each removal, run one after another in the order they were registered (composition.ts). */
export function createRemovalReactions() {
  const handlers: { [E in RemovalEvent]: RemovalHandler<E>[] } = {
    'group/dissolve': [],
    'contest/remove': [],
  };
  return {
    on<E extends RemovalEvent>(event: E, handler: RemovalHandler<E>) {
      (handlers[event] as RemovalHandler<E>[]).push(handler);
    },
    async emit<E extends RemovalEvent>(trx: Db, event: E, payload: RemovalEvents[E]) {
      for (const handler of handlers[event] as RemovalHandler<E>[]) await handler(trx, payload);
    },
  };
}
export type RemovalReactions = ReturnType<typeof createRemovalReactions>;
