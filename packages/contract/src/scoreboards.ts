import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { idField, trueFalseField } from './fields.ts';
import type { TeamLabel } from './contest-teams.ts';

/**
 * Contest scoreboards (spec 2 §2.5, §3 "Scoreboard row", §7): the board inside a contest
 * (get-contest-rank), the outside boards anyone may open when the contest opens its rank, and the
 * board's download. Request and row shapes are the reference system's (ContestRankDTO,
 * ACMContestRankVO, OIContestRankVO), so its own client reads them.
 */

/** The rank page sizes of the board (the reference client offers these). */
export const CONTEST_RANK_PAGE_SIZES = [10, 30, 50, 100, 500, 1000] as const;
export const CONTEST_RANK_DEFAULT_LIMIT = 50;
export const CONTEST_RANK_MAX_LIMIT = 1000;
/** Spec 2 §9: the board refreshes itself every 30 s until the contest ends. */
export const CONTEST_RANK_REFRESH_SECONDS = 30;
/** ACM: each rejected try before the first AC adds this many seconds (20 minutes) of penalty. */
export const ACM_PENALTY_SECONDS = 20 * 60;
/** Rank of a star (unofficial) account: shown, never counted. */
export const STAR_RANK = -1;

/** true/false as JSON booleans, or as the strings a query string carries. */
const flag = (field: string) => trueFalseField(field).optional().default(false);

/** Followed users: uids (the reference client sends them as strings). */
const concernedList = z
  .array(
    z.coerce
      .number({ error: 'concernedList must hold user ids' })
      .int('concernedList must hold user ids')
      .positive('concernedList must hold user ids')
      .max(LIMITS.idMax, 'concernedList must hold user ids'),
    { error: 'concernedList must be a list of user ids' },
  )
  .max(200, 'concernedList may hold at most 200 users')
  .nullish()
  .transform((list) => list ?? []);

const keyword = z
  .string({ error: 'keyword must be text' })
  .trim()
  .max(100, 'keyword must be at most 100 characters')
  .nullish()
  .transform((text) => text || undefined);

const currentPage = z.coerce
  .number({ error: 'currentPage must be a number' })
  .int('currentPage must be an integer')
  .min(1, 'currentPage must be at least 1')
  .default(1);
const limit = z.coerce
  .number({ error: 'limit must be a number' })
  .int('limit must be an integer')
  .min(1, 'limit must be at least 1')
  .max(CONTEST_RANK_MAX_LIMIT, `limit must be at most ${CONTEST_RANK_MAX_LIMIT}`)
  .default(CONTEST_RANK_DEFAULT_LIMIT);

/**
 * POST /api/get-contest-rank (login, access to the contest) and POST
 * /api/get-contest-outside-scoreboard (anyone, when the contest opens its rank).
 * `forceRefresh` (contest admins): rebuild now; on the outside board it also lifts the seal.
 * `keyword` keeps the rows whose shown name, username or school contains it.
 */
export const contestRankBody = z.object({
  cid: idField('cid'),
  currentPage,
  limit,
  forceRefresh: flag('forceRefresh'),
  removeStar: flag('removeStar'),
  keyword,
  concernedList,
});
export type ContestRankBody = z.input<typeof contestRankBody>;
export type ContestRankInput = z.infer<typeof contestRankBody>;

/** GET /api/file/download-contest-rank (contest admins): the whole board as a CSV file. */
export const downloadContestRankQuery = z.object({
  cid: idField('cid'),
  forceRefresh: flag('forceRefresh'),
  removeStar: flag('removeStar'),
});

/** What every row carries about its user (the reference's VO fields). */
export interface ScoreboardUser {
  uid: number;
  username: string;
  nickname: string | null;
  /** Only to contest admins, or to everyone when the contest shows real names. */
  realname: string | null;
  school: string | null;
  /** 'male', 'female' or 'secrecy'. */
  gender: string | null;
  avatar: string | null;
  /** A team contest's row is its team's (docs/contest-teams.md): its name is the row's username. */
  team?: TeamLabel;
}

interface RankedRow extends ScoreboardUser {
  /** 1-based; ties share a rank; -1 for a star account. */
  rank: number;
  isWinAward: boolean;
  awardName: string | null;
  awardBackground: string | null;
  awardColor: string | null;
  /** A virtual participant (started the contest after it ended); never ranked or awarded. */
  isVirtual: boolean;
}

/** One problem of an ACM row. */
export interface AcmProblemCell {
  isAC: boolean;
  /** The first accepted of this problem on the board (ties at the same second are all first). */
  isFirstAC: boolean;
  /** Seconds from the start (the user's own start in a time-limited contest) to the first AC. */
  ACTime: number | null;
  /** Rejected tries before the first AC (compile errors, system errors and cancelled are not tries). */
  errorNum: number;
  /** Tries whose result the viewer may not see yet (after the seal) or that are still being judged. */
  tryNum: number | null;
}

export interface AcmRankRow extends RankedRow {
  ac: number;
  /** Counted submissions (every try, pending ones too). */
  total: number;
  /** Penalty in seconds: per solved problem, whole minutes to its first AC plus 20 minutes per rejected try. */
  totalTime: number;
  submissionInfo: Record<string, AcmProblemCell>;
}

export interface OiRankRow extends RankedRow {
  totalScore: number;
  /** Tie-break (the reference's): per problem, the shortest run time (ms) among its accepted submissions, summed. */
  totalTime: number;
  /** Score per display id (most recent or highest, as the contest says). */
  submissionInfo: Record<string, number>;
  /** Shortest accepted run time (ms) per display id. */
  timeInfo: Record<string, number>;
  /** Tries per display id whose result the viewer may not see yet, or still being judged. */
  pendingInfo: Record<string, number>;
  /**
   * Homework (docs/contest-rules.md): the display ids whose counted score came after the due time (a late
   * submission's, penalised); the others' came on time. Other rules leave it out.
   */
  lateInfo?: Record<string, boolean>;
}

export type ScoreboardRow = AcmRankRow | OiRankRow;

/** The name a board shows for a row, as the contest's rankShowName says (username when that is empty). */
export function shownName(
  row: Pick<ScoreboardUser, 'username' | 'nickname' | 'realname'>,
  rankShowName: string,
): string {
  if (rankShowName === 'nickname' && row.nickname) return row.nickname;
  if (rankShowName === 'realname' && row.realname) return row.realname;
  return row.username;
}

/** What a board page answers besides the rows (so a client knows what it is looking at). */
export interface ScoreboardPage<Row extends ScoreboardRow = ScoreboardRow> {
  records: Row[];
  total: number;
  size: number;
  current: number;
  pages: number;
  /** The rows show the seal (others' results after sealRankTime hidden as pending tries). */
  sealed: boolean;
  /** When the board was computed (ISO). */
  builtAt: string;
  /** The board's counter when computed: a pushed change of this version or older is already shown. */
  version: number;
  /** Per display id, over the rows this viewer sees: users who solved it, and tries (pending ones too). */
  problemStats: Record<string, { ac: number; total: number }>;
}

/**
 * Why the outside board (and its header call) refused with 403, in the error's `data`, so a client
 * can say it in its own language: the contest keeps its rank closed, or has not started yet.
 */
export type OutsideBoardRefusal = { reason: 'rankClosed' } | { reason: 'notStarted'; startTime: string };

/** GET /api/get-contest-outsize-info (anyone, contest with its rank open): the contest and its problems. */
export interface ContestOutsideInfo {
  contest: {
    id: number;
    title: string;
    type: number;
    auth: number;
    startTime: string;
    endTime: string;
    duration: number;
    status: number;
    now: string;
    sealRank: boolean;
    sealRankTime: string | null;
    autoRealRank: boolean;
    rankShowName: string;
    oiRankScoreType: string;
    /** How the contest scores (docs/contest-rules.md), for the line under the board's title. */
    scoringRule: string;
    /** ACM: 'minute' (whole minutes, ICPC) or 'second' (HOJ's rule). */
    penaltyUnit: string;
    openRank: boolean;
    awardType: number;
    author: string | null;
    uid: number;
    gid: number | null;
    isContestAdmin: boolean;
  };
  problemList: {
    id: number;
    cid: number;
    pid: number;
    displayId: string;
    displayTitle: string;
    color: string | null;
  }[];
}
