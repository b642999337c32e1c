import { describe, expect, it } from 'vitest';
import {
  clockParts,
  clockTimes,
  ContestStatus,
  contestStatusAt,
  countdownTarget,
  durationParts,
  hoursToSeconds,
  latestFullStartMs,
  personalEndMs,
  progressColor,
  progressPercent,
  secondsToHours,
  serverClockOffset,
  statusColor,
  statusKey,
} from './contest-time';

const start = '2025-03-01T10:00:00.000Z';
const end = '2025-03-01T15:00:00.000Z';
const at = (iso: string) => new Date(iso).getTime();
const contest = { startTime: start, endTime: end };

describe('contest status', () => {
  it('is scheduled before the start, running until the end and ended from the end on', () => {
    expect(contestStatusAt(contest, at('2025-03-01T09:59:59.999Z'))).toBe(ContestStatus.SCHEDULED);
    expect(contestStatusAt(contest, at(start))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, at('2025-03-01T14:59:59.999Z'))).toBe(ContestStatus.RUNNING);
    expect(contestStatusAt(contest, at(end))).toBe(ContestStatus.ENDED);
  });

  it('ends for the user at the personal end of a time limit, the list keeps the contest end', () => {
    const limited = { ...contest, timeLimit: 3600, beginTime: '2025-03-01T11:00:00.000Z' };
    expect(personalEndMs(limited)).toBe(at('2025-03-01T12:00:00.000Z'));
    const after = at('2025-03-01T12:00:00.000Z');
    expect(contestStatusAt(limited, after, { personal: true })).toBe(ContestStatus.ENDED);
    expect(contestStatusAt(limited, after)).toBe(ContestStatus.RUNNING);
  });

  it('never lets a late start run past the contest end', () => {
    const late = { ...contest, timeLimit: 7200, beginTime: '2025-03-01T14:30:00.000Z' };
    expect(personalEndMs(late)).toBe(at(end));
  });

  it('has no personal end before the user starts, or without a limit', () => {
    expect(personalEndMs({ ...contest, timeLimit: 3600, beginTime: null })).toBe(at(end));
    expect(personalEndMs({ ...contest, timeLimit: 0, beginTime: '2025-03-01T11:00:00.000Z' })).toBe(at(end));
  });
});

describe('countdown', () => {
  it('counts to the start, then to the (personal) end, then to nothing', () => {
    expect(countdownTarget(contest, at('2025-03-01T09:00:00.000Z'))).toBe(at(start));
    expect(countdownTarget(contest, at('2025-03-01T11:00:00.000Z'))).toBe(at(end));
    const limited = { ...contest, timeLimit: 1800, beginTime: '2025-03-01T11:00:00.000Z' };
    expect(countdownTarget(limited, at('2025-03-01T11:10:00.000Z'))).toBe(at('2025-03-01T11:30:00.000Z'));
    expect(countdownTarget(contest, at(end))).toBeNull();
  });

  it("a time-limited contest's last start that still gets the whole limit: the end minus the limit, never before the start", () => {
    expect(latestFullStartMs({ ...contest, timeLimit: 3600 })).toBe(at('2025-03-01T14:00:00.000Z'));
    expect(latestFullStartMs({ ...contest, timeLimit: 6 * 3600 })).toBe(at(start));
  });

  it('shows days and a HH:mm:ss clock, rounding up to the second and never negative', () => {
    expect(clockParts(0)).toEqual({ days: 0, clock: '00:00:00' });
    expect(clockParts(1)).toEqual({ days: 0, clock: '00:00:01' });
    expect(clockParts(3_723_000)).toEqual({ days: 0, clock: '01:02:03' });
    expect(clockParts((2 * 86_400 + 5 * 3600 + 59) * 1000)).toEqual({ days: 2, clock: '05:00:59' });
    expect(clockParts(-5000)).toEqual({ days: 0, clock: '00:00:00' });
  });

  it('ticks in server time: the offset is the server clock minus the browser clock', () => {
    const received = at('2025-03-01T10:00:00.000Z');
    expect(serverClockOffset('2025-03-01T10:00:05.000Z', received)).toBe(5000);
    expect(serverClockOffset('2025-03-01T09:59:58.000Z', received)).toBe(-2000);
  });
});

describe('progress', () => {
  it('is 0 while scheduled, 100 once ended, else the elapsed part with two decimals', () => {
    expect(progressPercent(contest, at('2025-03-01T09:00:00.000Z'))).toBe(0);
    expect(progressPercent(contest, at(start))).toBe(0);
    expect(progressPercent(contest, at('2025-03-01T12:30:00.000Z'))).toBe(50);
    expect(progressPercent(contest, at('2025-03-01T10:10:00.000Z'))).toBe(3.33);
    expect(progressPercent(contest, at(end))).toBe(100);
  });

  it('is full once the personal end has passed', () => {
    const limited = { ...contest, timeLimit: 3600, beginTime: start };
    expect(progressPercent(limited, at('2025-03-01T11:30:00.000Z'))).toBe(100);
  });

  it('steps its colour at 20, 40, 60, 80 and 100 percent', () => {
    expect(progressColor(0)).toBe('#909399');
    expect(progressColor(20)).toBe('#909399');
    expect(progressColor(20.01)).toBe('#e6a23c');
    expect(progressColor(59)).toBe('#5cb87a');
    expect(progressColor(80)).toBe('#1989fa');
    expect(progressColor(100)).toBe('#f56c6c');
  });
});

describe('labels', () => {
  it('names and colours every status; anything unknown reads as ended', () => {
    expect(statusKey(-1)).toBe('scheduled');
    expect(statusKey(0)).toBe('running');
    expect(statusKey(1)).toBe('ended');
    expect(statusKey(2)).toBe('testing');
    expect(statusKey(7)).toBe('ended');
    expect(statusColor(0)).toBe('#19be6b');
    expect(statusColor(7)).toBe(statusColor(1));
  });

  it('splits a duration into days, hours and minutes', () => {
    expect(durationParts(5 * 3600)).toEqual({ days: 0, hours: 5, minutes: 0 });
    expect(durationParts(86_400 + 90 * 60 + 59)).toEqual({ days: 1, hours: 1, minutes: 30 });
  });

  it('converts the time limit between hours (form) and seconds (stored)', () => {
    expect(hoursToSeconds(1)).toBe(3600);
    expect(hoursToSeconds(1.5)).toBe(5400);
    expect(hoursToSeconds(0)).toBe(0);
    expect(secondsToHours(5400)).toBe(1.5);
  });
});

describe('the clock of a virtual participation', () => {
  const contest = {
    startTime: '2026-05-01T08:00:00.000Z',
    endTime: '2026-05-01T13:00:00.000Z',
    timeLimit: 0,
    beginTime: null,
  };
  const virtual = { startTime: '2026-06-01T10:00:00.000Z', endTime: '2026-06-01T15:00:00.000Z' };

  it('runs on the virtual window until it ends, then on the contest again', () => {
    const before = clockTimes({ ...contest, now: '2026-06-01T09:00:00.000Z', virtual });
    expect([before.startTime, before.endTime]).toEqual([virtual.startTime, virtual.endTime]);
    expect(contestStatusAt(before, Date.parse('2026-06-01T09:00:00Z'), { personal: true })).toBe(
      ContestStatus.SCHEDULED,
    );
    expect(contestStatusAt(before, Date.parse('2026-06-01T12:00:00Z'), { personal: true })).toBe(
      ContestStatus.RUNNING,
    );
    const after = clockTimes({ ...contest, now: '2026-06-01T15:00:00.000Z', virtual });
    expect(after.startTime).toBe(contest.startTime);
    expect(clockTimes({ ...contest, now: '2026-06-01T09:00:00.000Z', virtual: null }).endTime).toBe(
      contest.endTime,
    );
  });
});

describe('the clock of an own time window (docs/contest-rules.md "Own time windows")', () => {
  const contest = {
    startTime: '2026-05-01T08:00:00.000Z',
    endTime: '2026-05-01T13:00:00.000Z',
    now: '2026-05-01T08:30:00.000Z',
    virtual: null,
  };
  const window = { startTime: '2026-05-01T09:00:00.000Z', endTime: '2026-05-01T13:30:00.000Z' };

  it('counts down to the own start, then to the own end, past the contest’s end', () => {
    const own = clockTimes({ ...contest, window });
    expect(countdownTarget(own, Date.parse('2026-05-01T08:30:00Z'))).toBe(Date.parse(window.startTime));
    expect(countdownTarget(own, Date.parse('2026-05-01T13:10:00Z'))).toBe(Date.parse(window.endTime));
    expect(contestStatusAt(own, Date.parse('2026-05-01T13:40:00Z'), { personal: true })).toBe(
      ContestStatus.ENDED,
    );
    expect(clockTimes({ ...contest, window: null }).endTime).toBe(contest.endTime);
  });
});
