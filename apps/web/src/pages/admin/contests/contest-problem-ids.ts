import { LIMITS } from '@judge/contract';

// The proposal is shared with the server, which makes the same one for a contest problem created without a
// display id (packages/contract/src/contest-admin.ts).
export { nextDisplayId } from '@judge/contract';

/** A contest id from the address (/admin/contest/:contestID/...), or null when it cannot be one. */
export function parseContestId(raw: string | undefined): number | null {
  const cid = Number(raw);
  return Number.isInteger(cid) && cid > 0 && cid <= LIMITS.idMax ? cid : null;
}
