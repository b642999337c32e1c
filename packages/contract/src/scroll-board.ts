import { z } from 'zod';
import type { ContestStatus, RankShowName } from './contests.ts';
import { LIMITS } from './limits.ts';
import type { AcmRankRow } from './scoreboards.ts';

/**
 * The scroll board (spec 2 §2.1 "scroll-board", "/scrollBoard", §2.8): the award ceremony's board that
 * starts from the frozen ACM board and reveals the hidden results from the bottom up. Two calls keep
 * the reference's names, parameters and shapes (ContestScrollBoardController: its separate scroll-board
 * app reads them); the third is what our own page reads. All three are the contest admins'.
 */

const cid = z.coerce
  .number({ error: 'cid is required' })
  .int('cid must be an integer')
  .positive('cid must be positive')
  .max(LIMITS.idMax, `cid must be at most ${LIMITS.idMax}`);

/** true/false as a query string carries them (the reference app sends removeStar=true|false). */
const removeStar = z
  .union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: 'removeStar must be true or false',
  })
  .optional()
  .default(false);

/** GET /api/get-contest-scroll-board-info */
export const scrollBoardInfoQuery = z.object({ cid });

/** GET /api/get-contest-scroll-board-submission and GET /api/get-contest-scroll-board */
export const scrollBoardQuery = z.object({ cid, removeStar });
export type ScrollBoardQuery = z.infer<typeof scrollBoardQuery>;

/**
 * The reference's ContestScrollBoardInfoVO. Times are written as the reference writes them,
 * "yyyy/MM/dd HH:mm:ss" (in UTC here), since its app parses exactly that; it only compares them.
 */
export interface ScrollBoardInfo {
  id: number;
  rankShowName: string;
  problemCount: number;
  /** Display id -> balloon colour (null: none), in the contest's problem order. */
  balloonColor: Record<string, string | null>;
  startTime: string;
  /** When the seal began; the contest's end when it has no seal (nothing is hidden then). */
  sealRankTime: string;
  starUserList: string[];
}

/** The reference's ContestScrollBoardSubmissionVO: one counted contest submission with its user. */
export interface ScrollBoardSubmission {
  /** Text, as the reference's uuids are: its app compares team ids as strings. */
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  submitId: number;
  status: number;
  /** "yyyy/MM/dd HH:mm:ss", UTC. */
  submitTime: string;
  displayId: string;
}

/** Medal counts: gold, silver and bronze, in rank positions. */
export interface MedalCounts {
  gold: number;
  silver: number;
  bronze: number;
}

/** The scroll board setup's proposal, from the contest's award rows or ICPC's usual 10/20/30 %. */
export interface MedalDefaults extends MedalCounts {
  /** Rows that take a rank (star accounts do not). */
  rankedCount: number;
  /** The counts come from the contest's own award rows (false: 10/20/30 % of the ranked rows). */
  fromContest: boolean;
}

/** GET /api/get-contest-scroll-board: everything our /scrollBoard page and its setup tab read. */
export interface ScrollBoardData {
  contest: {
    id: number;
    title: string;
    startTime: string;
    endTime: string;
    status: ContestStatus;
    /** When the seal began, or null: without a seal the board starts final. */
    sealRankTime: string | null;
    rankShowName: RankShowName;
  };
  problems: { displayId: string; displayTitle: string; color: string | null }[];
  /** Every row as the seal shows it: results of submissions made after sealRankTime are tries pending. */
  sealedRows: AcmRankRow[];
  /** The same users' rows as they really are, ranked: the board the ceremony ends on. */
  realRows: AcmRankRow[];
  medalDefaults: MedalDefaults;
}

/** Why the scroll board refused a contest, in the error's data (400 BAD_REQUEST). */
export type ScrollBoardRefusal = { reason: 'notAcm' };
