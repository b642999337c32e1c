import { z } from 'zod';
import { idField } from './fields.ts';

/**
 * The jury's messages to one team (docs/clics.md "Posting clarifications": the Contest API's clarification with
 * `to_team_ids`), as the contest's Q&A page shows them: a team's members read their team's, the contest's admins
 * every team's, each marked with its team.
 */

/** GET /api/contest/jury-messages?cid=. */
export const juryMessagesQuery = z.object({ cid: idField('cid') });

export const juryMessageSchema = z.object({
  /** The Contest API's id of the clarification (`message-N`). */
  id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  /** The problem's label (`A`), when the jury named one. */
  problemId: z.string().nullable(),
  text: z.string(),
  createdAt: z.string(),
});
export type JuryMessage = z.infer<typeof juryMessageSchema>;

/** Newest first. */
export const juryMessagesResponse = z.array(juryMessageSchema);
