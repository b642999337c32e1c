import { createReactions, type ReactionHandler } from './reactions.ts';

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
export type RemovalHandler<E extends RemovalEvent> = ReactionHandler<RemovalEvents[E]>;

/** The handlers of each removal, run one after another in the order they were registered (composition.ts). */
export const createRemovalReactions = () => createReactions<RemovalEvents>();
export type RemovalReactions = ReturnType<typeof createRemovalReactions>;
