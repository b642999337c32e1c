import { z } from 'zod';
import { isAdminRole, type ContestProblemRow } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';

/**
 * Who an event is for (docs/live-updates.md): one user (their submission, their message center), the people of a
 * contest (its participants and admins: the board, announcements, answers), or the back office (the judge queue).
 */
export const audienceSchema = z.discriminatedUnion('to', [
  z.object({ to: z.literal('user'), uid: z.number().int() }),
  z.object({ to: z.literal('contest'), cid: z.number().int() }),
  z.object({ to: z.literal('back-office') }),
]);
export type Audience = z.infer<typeof audienceSchema>;

/** What a reader may see of a contest, as the contest gate answers it. */
export interface ReaderContestView {
  /** The reader takes part in the contest (may enter it) or administers it. */
  sees: boolean;
  /**
   * From when others' results are hidden from this reader (the board's seal, ms); -Infinity: every result, their
   * own included (an OI contest before its end); null: nothing hidden (an admin, an open board).
   */
  hiddenFromMs: number | null;
  /** Rows with an own window are hidden from their own moment instead (by row key, ms; the board's rule). */
  ownSealsMs?: ReadonlyMap<number, number>;
  /** The key of the reader's own board row: their uid, or their team's row in a team contest (default: their uid). */
  ownRowKey?: number;
}

/** What the live context asks the contests (a port the composition root fills with the contest gate). */
export interface LiveContestRules {
  view(actor: Actor, cid: number): Promise<ReaderContestView>;
  /** The contest's problem list as get-contest-problem answers this reader; throws where it refuses. */
  problemList(actor: Actor, cid: number): Promise<ContestProblemRow[]>;
}

/** How long a connection keeps its answer about a contest: a registration, a role change or a seal shows within it. */
const CONTEST_ANSWER_MS = 60_000;
const UNSEEN: ReaderContestView = { sees: false, hiddenFromMs: Number.NEGATIVE_INFINITY };

/**
 * One connection's view of the contests it hears of: a contest's answer is kept a minute per connection, so a board
 * change sent to thousands asks the gate once per connection, not once per event.
 */
export function contestViews(actor: Actor, contests: LiveContestRules, now: () => number = Date.now) {
  const answers = new Map<number, { at: number; view: Promise<ReaderContestView> }>();
  return (cid: number): Promise<ReaderContestView> => {
    const kept = answers.get(cid);
    if (kept && now() - kept.at < CONTEST_ANSWER_MS) return kept.view;
    const view = contests.view(actor, cid).catch(() => UNSEEN);
    answers.set(cid, { at: now(), view });
    return view;
  };
}
export type ContestViews = ReturnType<typeof contestViews>;

/** Whether a connection's caller is in an event's audience. */
export async function inAudience(actor: Actor, views: ContestViews, audience: Audience): Promise<boolean> {
  switch (audience.to) {
    case 'user':
      return audience.uid === actor.uid;
    case 'contest':
      return (await views(audience.cid)).sees;
    case 'back-office':
      return isAdminRole(actor.role);
  }
}
