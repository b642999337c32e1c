import {
  CONTEST_STATUS,
  CONTEST_TYPE,
  SEAL_RANK_OFFSETS,
  SEAL_RANK_OPTION,
  type AccountLimitRule,
  type ContestStatus,
  type SealRankOption,
} from '@judge/contract';

/**
 * The contest clock, pure: status from the time, a participant's own end in a time-limited contest,
 * and the seal rank moment. Times are ISO strings or epoch milliseconds.
 */

const ms = (time: string | number): number => (typeof time === 'number' ? time : Date.parse(time));

/** -1 before the start, 0 from the start until the end (exclusive), 1 from the end on. */
export function contestStatus(
  now: string | number,
  startTime: string | number,
  endTime: string | number,
): ContestStatus {
  const t = ms(now);
  if (t < ms(startTime)) return CONTEST_STATUS.SCHEDULED;
  if (t < ms(endTime)) return CONTEST_STATUS.RUNNING;
  return CONTEST_STATUS.ENDED;
}

/**
 * When a participant's contest ends: with a time limit and a start of their own, the earlier of the
 * contest's end and their start plus the limit; otherwise the contest's end.
 */
export function personalEndTime(contest: {
  endTime: string;
  timeLimit: number;
  beginTime: string | null;
}): string {
  if (contest.timeLimit <= 0 || !contest.beginTime) return new Date(ms(contest.endTime)).toISOString();
  const own = ms(contest.beginTime) + contest.timeLimit * 1000;
  return new Date(Math.min(own, ms(contest.endTime))).toISOString();
}

/** Seconds between start and end, rounded to whole seconds. */
export function durationSeconds(startTime: string, endTime: string): number {
  return Math.round((ms(endTime) - ms(startTime)) / 1000);
}

/** An option the duration can't carry: the last half hour needs 1800 s, the last hour 3600 s. */
export function sealOptionDisabled(option: SealRankOption, duration: number): boolean {
  if (option === SEAL_RANK_OPTION.HALF_HOUR) return duration < SEAL_RANK_OFFSETS.halfHour;
  if (option === SEAL_RANK_OPTION.HOUR) return duration < SEAL_RANK_OFFSETS.hour;
  return false;
}

/** Spec 3 §4 default on enabling: ACM under an hour -> whole, ACM otherwise -> last hour, OI -> whole. */
export function defaultSealOption(type: number, duration: number): SealRankOption {
  if (type === CONTEST_TYPE.ACM && duration >= SEAL_RANK_OFFSETS.hour) return SEAL_RANK_OPTION.HOUR;
  return SEAL_RANK_OPTION.WHOLE;
}

/** The stored sealRankTime: end - 1800 s, end - 3600 s, or the start (whole contest). */
export function sealRankTimeFor(option: SealRankOption, startTime: string, endTime: string): string {
  if (option === SEAL_RANK_OPTION.HALF_HOUR)
    return new Date(ms(endTime) - SEAL_RANK_OFFSETS.halfHour * 1000).toISOString();
  if (option === SEAL_RANK_OPTION.HOUR)
    return new Date(ms(endTime) - SEAL_RANK_OFFSETS.hour * 1000).toISOString();
  return new Date(ms(startTime)).toISOString();
}

/** Which option a stored sealRankTime stands for; null when the rank is not sealed. */
export function sealOptionOf(
  sealRankTime: string | null,
  startTime: string,
  endTime: string,
): SealRankOption | null {
  if (!sealRankTime) return null;
  const before = Math.round((ms(endTime) - ms(sealRankTime)) / 1000);
  if (before === SEAL_RANK_OFFSETS.halfHour && ms(sealRankTime) !== ms(startTime))
    return SEAL_RANK_OPTION.HALF_HOUR;
  if (before === SEAL_RANK_OFFSETS.hour && ms(sealRankTime) !== ms(startTime)) return SEAL_RANK_OPTION.HOUR;
  return SEAL_RANK_OPTION.WHOLE;
}

/**
 * Whether a username passes the account limit: `prefix + n + suffix` with start <= n <= end (n written
 * in decimal digits, leading zeros allowed), or one of the extra names. Names compare ignoring case,
 * as usernames are unique ignoring case.
 */
export function matchesAccountRule(username: string, rule: AccountLimitRule): boolean {
  const name = username.toLowerCase();
  if (rule.extra.some((extra) => extra.toLowerCase() === name)) return true;
  const prefix = rule.prefix.toLowerCase();
  const suffix = rule.suffix.toLowerCase();
  if (name.length <= prefix.length + suffix.length) return false;
  if (!name.startsWith(prefix) || !name.endsWith(suffix)) return false;
  const digits = name.slice(prefix.length, name.length - suffix.length);
  if (!/^\d{1,10}$/.test(digits)) return false;
  const n = Number(digits);
  return n >= rule.start && n <= rule.end;
}
