import { CONTEST_TYPE } from '@judge/contract';
import { absoluteTime, relativeTime } from './clics-format.ts';

/** The ICPC penalty per rejected try, which our ACM boards count in both units (minute or second). */
const PENALTY_MS = 20 * 60_000;

export const CONTEST_PROPERTIES = [
  'id',
  'name',
  'formal_name',
  'start_time',
  'duration',
  'scoreboard_freeze_duration',
  'scoreboard_type',
  'penalty_time',
  'scoreboard_thaw_time',
] as const;

/** What the contest object is written from (a board's settings, or a row of the contest list). */
export interface ContestSummary {
  cid: number;
  title: string;
  type: number;
  startTime: string;
  endTime: string;
  sealRank: boolean;
  sealRankTime: string | null;
}

/** When the board froze: the seal's start, if the contest has one that starts before its end. */
export function freezeMsOf(contest: ContestSummary): number | null {
  if (!contest.sealRank || !contest.sealRankTime) return null;
  const freezeMs = Date.parse(contest.sealRankTime);
  return freezeMs < Date.parse(contest.endTime) ? freezeMs : null;
}

/**
 * The contest: its clock, its freeze (the seal's last part), its scoring, and its thaw when one was set through
 * the API (contest-control.ts).
 */
export function contestObject(contest: ContestSummary, thawAt: string | null = null) {
  const scored = contest.type === CONTEST_TYPE.OI;
  const startMs = Date.parse(contest.startTime);
  const endMs = Date.parse(contest.endTime);
  const freezeMs = freezeMsOf(contest);
  return {
    id: String(contest.cid),
    name: contest.title,
    formal_name: contest.title,
    start_time: absoluteTime(startMs),
    duration: relativeTime(endMs - startMs),
    scoreboard_freeze_duration: freezeMs === null ? null : relativeTime(endMs - freezeMs),
    scoreboard_type: scored ? 'score' : 'pass-fail',
    ...(scored ? {} : { penalty_time: relativeTime(PENALTY_MS) }),
    ...(thawAt === null ? {} : { scoreboard_thaw_time: absoluteTime(Date.parse(thawAt)) }),
  };
}
