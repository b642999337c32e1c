import { z } from 'zod';
import { isAdminRole } from '@judge/contract';
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

/** What the live context asks the contests (a port the composition root fills with the contest gate). */
export interface LiveContestRules {
  /** The caller takes part in the contest (may enter it) or administers it. */
  seesContest(actor: Actor, cid: number): Promise<boolean>;
}

/** How long a connection keeps its answer about a contest: a registration or a role change shows within it. */
const CONTEST_ANSWER_MS = 60_000;

/**
 * One connection's filter: whether its caller is in an event's audience. A contest's answer is kept a minute per
 * connection, so a board change sent to thousands asks the gate once per connection, not once per event.
 */
export function audienceFilter(actor: Actor, contests: LiveContestRules, now: () => number = Date.now) {
  const contestAnswers = new Map<number, { at: number; sees: Promise<boolean> }>();
  function seesContest(cid: number): Promise<boolean> {
    const kept = contestAnswers.get(cid);
    if (kept && now() - kept.at < CONTEST_ANSWER_MS) return kept.sees;
    const sees = contests.seesContest(actor, cid).catch(() => false);
    contestAnswers.set(cid, { at: now(), sees });
    return sees;
  }
  return async (audience: Audience): Promise<boolean> => {
    switch (audience.to) {
      case 'user':
        return audience.uid === actor.uid;
      case 'contest':
        return seesContest(audience.cid);
      case 'back-office':
        return isAdminRole(actor.role);
    }
  };
}
