import type { Db } from '../db/database.ts';

/** A context's handler of another context's event, run inside the emitting transaction. */
export type ReactionHandler<Payload> = (trx: Db, payload: Payload) => Promise<void>;

/**
 * A registry of handlers per event (Hydro's `ctx.on`): each context registers in composition.ts what it does of
 * its own when another context emits, and the emitting context runs them in its transaction, in the order they
 * were registered, so everything goes together or nothing does and no context writes another's tables.
 */
export function createReactions<Events extends object>() {
  const handlers = new Map<keyof Events, ReactionHandler<never>[]>();
  return {
    on<E extends keyof Events>(event: E, handler: ReactionHandler<Events[E]>) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler as ReactionHandler<never>]);
    },
    async emit<E extends keyof Events>(trx: Db, event: E, payload: Events[E]) {
      for (const handler of (handlers.get(event) ?? []) as ReactionHandler<Events[E]>[])
        await handler(trx, payload);
    },
  };
}
