/**
 * An event of the live part of the feed (state, submissions, judgements, clarifications, awards): the
 * moment it happened for this reader, and what breaks a tie at that moment, which together make its token.
 */
export interface LiveEvent {
  type: string;
  id: string | null;
  data: Record<string, unknown> | null;
  atMs: number;
  /** The order of types at one moment (a state change first, the end of updates last). */
  order: number;
  /** Tells apart two events of one object (a state's steps). */
  phase: number;
}

export const TYPE_ORDER = {
  state: 0,
  submissions: 1,
  judgements: 2,
  runs: 3,
  clarifications: 4,
  awards: 5,
  finalState: 9,
} as const;
