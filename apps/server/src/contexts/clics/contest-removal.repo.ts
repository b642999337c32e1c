import type { Db } from '../../db/database.ts';

/** The Contest API's own rows of a contest: each keyed by the contest's id (the webhooks name theirs in a list). */
const CONTEST_ROWS = [
  'clicsApiAccounts',
  'clicsClarificationIds',
  'clicsSubmissionIds',
  'clicsAwards',
  'clicsThaws',
  'clicsJuryMessages',
  'clicsBackdated',
] as const;

/**
 * Deleted contests take their Contest API rows with them ('contest/remove', in the deleting transaction): their API
 * accounts sign in to nothing any more, and the ids, awards, thaws and messages belong to no contest.
 */
export async function removeContestApiRows(trx: Db, cids: number[]) {
  if (cids.length === 0) return;
  for (const table of CONTEST_ROWS) await trx.deleteFrom(table).where('cid', 'in', cids).execute();
}
