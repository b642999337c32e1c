import { createReactions } from './reactions.ts';

/**
 * What one context's write asks another context to write of its own, in the same transaction: a table's rows
 * follow from another context's change but stay written by the context that owns them (the bank's counters by
 * the problems, a submission's columns by the judging).
 */
export interface ChangeEvents {
  /**
   * A submission gained (+1) or lost (-1) a final verdict (judged, judged by hand, sent back to the queue,
   * deleted): the problems move the bank's counters of its problem.
   */
  'submission/verdict': { pid: number; cid: number; status: number; delta: 1 | -1 };
  /** A judge's result was recorded (the metrics count judgings per language and verdict). */
  'submission/judged': { language: string; status: number };
  /** A contest's problem got a new display id: the judging writes it into the contest's submissions of it. */
  'contest-problem/rename': { cid: number; pid: number; displayId: string };
}

/** The handlers of each change, registered once in composition.ts and run in the writer's transaction. */
export const createChangeReactions = () => createReactions<ChangeEvents>();
export type ChangeReactions = ReturnType<typeof createChangeReactions>;
