/**
 * The clock of a contest as the client shows it (spec 2 §4): status from the time, the countdown,
 * the progress slider and the colours. Pure, so every rule is unit-tested; the pages tick `now`.
 */

/** Spec 2 §4: scheduled (-1), running (0), ended (1); the client also knows Testing (2). */
export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1, TESTING: 2 } as const;
export type ContestStatusValue = (typeof ContestStatus)[keyof typeof ContestStatus];

/** The times a contest row carries (ISO-8601 UTC strings, time limit in seconds, 0 = none). */
export interface ContestTimes {
  startTime: string;
  endTime: string;
  /** Seconds each contestant gets from their own start; 0 or absent: no limit. */
  timeLimit?: number | null;
  /** When this user pressed start in a time-limited contest. */
  beginTime?: string | null;
}

const ms = (iso: string) => new Date(iso).getTime();

export const hasTimeLimit = (contest: Pick<ContestTimes, 'timeLimit'>) => (contest.timeLimit ?? 0) > 0;

/**
 * In a time-limited contest, the last moment to press start and still get the whole limit: the contest's end
 * minus the limit, never before its start (spec 2 §2.2 shows the earliest start beside it).
 */
export function latestFullStartMs(contest: ContestTimes): number {
  return Math.max(ms(contest.startTime), ms(contest.endTime) - (contest.timeLimit ?? 0) * 1000);
}

/**
 * The moment the contest ends for this user: the contest's end, or earlier when a time limit runs
 * from the user's own start ("the personal end").
 */
export function personalEndMs(contest: ContestTimes): number {
  const end = ms(contest.endTime);
  if (!hasTimeLimit(contest) || !contest.beginTime) return end;
  return Math.min(end, ms(contest.beginTime) + (contest.timeLimit ?? 0) * 1000);
}

/**
 * The status at `nowMs`. With `personal`, a time-limited contest ends for the user at their
 * personal end (the shell's countdown); without it, at the contest's end (lists).
 */
export function contestStatusAt(
  contest: ContestTimes,
  nowMs: number,
  { personal = false }: { personal?: boolean } = {},
): ContestStatusValue {
  if (nowMs < ms(contest.startTime)) return ContestStatus.SCHEDULED;
  const end = personal ? personalEndMs(contest) : ms(contest.endTime);
  return nowMs < end ? ContestStatus.RUNNING : ContestStatus.ENDED;
}

/** What the countdown counts to: the start while scheduled, the (personal) end while running. */
export function countdownTarget(contest: ContestTimes, nowMs: number): number | null {
  const status = contestStatusAt(contest, nowMs, { personal: true });
  if (status === ContestStatus.SCHEDULED) return ms(contest.startTime);
  if (status === ContestStatus.RUNNING) return personalEndMs(contest);
  return null;
}

export interface ClockParts {
  days: number;
  /** `HH:mm:ss` of what is left after the whole days. */
  clock: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A span in milliseconds as whole days plus `HH:mm:ss`, rounded up to the second (never negative). */
export function clockParts(spanMs: number): ClockParts {
  const total = Math.max(0, Math.ceil(spanMs / 1000));
  const days = Math.floor(total / 86_400);
  const rest = total % 86_400;
  return {
    days,
    clock: `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`,
  };
}

/**
 * Progress of the slider in percent, two decimals: 0 while scheduled, 100 once ended, otherwise the
 * elapsed part of the contest's duration.
 */
export function progressPercent(contest: ContestTimes, nowMs: number): number {
  const status = contestStatusAt(contest, nowMs, { personal: true });
  if (status === ContestStatus.SCHEDULED) return 0;
  if (status === ContestStatus.ENDED) return 100;
  const start = ms(contest.startTime);
  const duration = ms(contest.endTime) - start;
  if (duration <= 0) return 100;
  return Math.min(100, Math.round(((nowMs - start) / duration) * 10_000) / 100);
}

/** Spec 2 §9: the progress colour steps at 20, 40, 60, 80 and 100 percent. */
export const PROGRESS_COLORS = [
  { upTo: 20, color: '#909399' },
  { upTo: 40, color: '#e6a23c' },
  { upTo: 60, color: '#5cb87a' },
  { upTo: 80, color: '#1989fa' },
  { upTo: 100, color: '#f56c6c' },
] as const;

export function progressColor(percent: number): string {
  return (PROGRESS_COLORS.find((step) => percent <= step.upTo) ?? PROGRESS_COLORS[4]).color;
}

/** One colour per status: tags, the countdown and the left edge of the contest cards. */
export const STATUS_COLORS: Record<ContestStatusValue, string> = {
  [ContestStatus.SCHEDULED]: '#f90',
  [ContestStatus.RUNNING]: '#19be6b',
  [ContestStatus.ENDED]: '#ed3f14',
  [ContestStatus.TESTING]: '#2d8cf0',
};

export const statusColor = (status: number) =>
  STATUS_COLORS[status as ContestStatusValue] ?? STATUS_COLORS[ContestStatus.ENDED];

/** The i18n key of a status (contest.status.*). */
export function statusKey(status: number): 'scheduled' | 'running' | 'ended' | 'testing' {
  switch (status) {
    case ContestStatus.SCHEDULED:
      return 'scheduled';
    case ContestStatus.RUNNING:
      return 'running';
    case ContestStatus.TESTING:
      return 'testing';
    default:
      return 'ended';
  }
}

/**
 * The difference between the server's clock and this browser's, taken when the server's `now`
 * arrived; add it to Date.now() to tick in server time even when the browser's clock is wrong.
 */
export const serverClockOffset = (serverNow: string, receivedAtMs: number) => ms(serverNow) - receivedAtMs;

/** A duration in seconds as days, hours and minutes (cards: "2 d 3 h 30 min"). */
export function durationParts(seconds: number): { days: number; hours: number; minutes: number } {
  const total = Math.max(0, Math.floor(seconds / 60));
  return { days: Math.floor(total / 1440), hours: Math.floor((total % 1440) / 60), minutes: total % 60 };
}

/** The form edits the time limit in hours (0 = none); the contest stores seconds. */
export const hoursToSeconds = (hours: number) => Math.round(hours * 3600);
export const secondsToHours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

/** The times a contest's info carries that the shell's clock reads. */
export interface ClockInfo extends ContestTimes {
  now: string;
  virtual: { startTime: string; endTime: string } | null;
  /** The caller's own window, set by the contest's admins (docs/contest-rules.md "Own time windows"). */
  window?: { startTime: string; endTime: string } | null;
}

/**
 * The times the shell's clock runs on: a virtual participation that has not ended yet (by the
 * server's `now`) puts its own window in place of the contest's, so the countdown, the progress and
 * the status (and so the problem pages) follow the replay; else the caller's own window when the admins
 * set one; otherwise the contest's own.
 */
export function clockTimes<T extends ClockInfo>(info: T): T {
  const virtualAhead = info.virtual && ms(info.now) < ms(info.virtual.endTime) ? info.virtual : null;
  // An own window (a late start, extra time) is this contestant's contest: its countdown, progress and status.
  const own = virtualAhead ?? info.window;
  if (!own) return info;
  return { ...info, startTime: own.startTime, endTime: own.endTime, timeLimit: 0, beginTime: null };
}
