import { queueRoomField, type TeamLabel } from './contest-teams.ts';
import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { idField } from './fields.ts';

/**
 * The AC helper of ACM contests (spec 2 §2.6, §3 "AC info", §4 "AC info: checked toggles", §7): for the
 * contest admins who run balloons to the contestants, one row per problem a contestant solved (their first
 * accepted submission of it), first blood marked, with the problem's balloon colour; 'Check It' marks the
 * balloon delivered. docs/api.md "AC helper (balloons)".
 */

/** Spec 2 §9: page size 20, refreshed every 10 s. */
export const AC_INFO_PAGE_SIZE = 20;
export const AC_INFO_REFRESH_SECONDS = 10;

/** GET /api/get-contest-ac-info (cid, currentPage, limit). */
export const acInfoQuery = pageQuery.extend({
  cid: idField('cid'),
  limit: pageQuery.shape.limit.default(AC_INFO_PAGE_SIZE),
  /** One room's balloons only (docs/contest-volunteers.md "Rooms"). */
  room: queueRoomField,
});
export type AcInfoQuery = z.input<typeof acInfoQuery>;

/** PUT /api/check-contest-ac-info `{ id, checked, cid }`: id is the row's (its first accepted submission). */
export const checkAcInfoBody = z.object({
  id: idField('id'),
  cid: idField('cid'),
  checked: z.boolean({ error: 'checked must be true or false' }),
});
export type CheckAcInfoBody = z.input<typeof checkAcInfoBody>;

/** One balloon: a contestant's first accepted submission of a problem. */
export interface AcInfoRow {
  /** The submission's id: the row's key for 'Check It'. */
  id: number;
  cid: number;
  pid: number;
  uid: number;
  username: string;
  realname: string | null;
  /** The contest's display id of the problem (A, B, ...). */
  displayId: string;
  /** The problem's balloon colour in this contest, null when none was set. */
  color: string | null;
  /** When the accepted submission was made (the AC time). */
  submitTime: string;
  /** The first accepted submission of this problem in the contest among ranked contestants. */
  firstBlood: boolean;
  /** In a team contest, the submitter's team with its seat and room (docs/contest-teams.md). */
  team?: TeamLabel | null;
  /** The balloon was delivered. */
  checked: boolean;
}
