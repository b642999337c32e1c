import { describe, expect, it } from 'vitest';
import { SEAL_RANK_OPTION } from '@judge/contract';
import {
  contestStatus,
  defaultSealOption,
  durationSeconds,
  matchesAccountRule,
  personalEndTime,
  sealOptionDisabled,
  sealOptionOf,
  sealRankTimeFor,
} from './contest-status.ts';

const start = '2026-05-01T08:00:00.000Z';
const end = '2026-05-01T13:00:00.000Z';

describe('contest status', () => {
  it('is scheduled before the start, running until the end, ended from the end on', () => {
    expect(contestStatus('2026-05-01T07:59:59.999Z', start, end)).toBe(-1);
    expect(contestStatus(start, start, end)).toBe(0);
    expect(contestStatus('2026-05-01T12:59:59.999Z', start, end)).toBe(0);
    expect(contestStatus(end, start, end)).toBe(1);
    expect(contestStatus(Date.parse(end) + 1, start, end)).toBe(1);
  });

  it('computes the duration in whole seconds', () => {
    expect(durationSeconds(start, end)).toBe(5 * 3600);
    expect(durationSeconds(start, '2026-05-01T08:00:01.400Z')).toBe(1);
  });
});

describe('personal end of a time-limited contest', () => {
  it('is the contest end without a limit or before the user started', () => {
    expect(personalEndTime({ endTime: end, timeLimit: 0, beginTime: '2026-05-01T09:00:00.000Z' })).toBe(end);
    expect(personalEndTime({ endTime: end, timeLimit: 3600, beginTime: null })).toBe(end);
  });

  it('is the start plus the limit, but never after the contest end', () => {
    expect(personalEndTime({ endTime: end, timeLimit: 7200, beginTime: '2026-05-01T09:00:00.000Z' })).toBe(
      '2026-05-01T11:00:00.000Z',
    );
    expect(personalEndTime({ endTime: end, timeLimit: 7200, beginTime: '2026-05-01T12:00:00.000Z' })).toBe(
      end,
    );
  });
});

describe('seal rank', () => {
  it('derives the moment from the option', () => {
    expect(sealRankTimeFor(SEAL_RANK_OPTION.HALF_HOUR, start, end)).toBe('2026-05-01T12:30:00.000Z');
    expect(sealRankTimeFor(SEAL_RANK_OPTION.HOUR, start, end)).toBe('2026-05-01T12:00:00.000Z');
    expect(sealRankTimeFor(SEAL_RANK_OPTION.WHOLE, start, end)).toBe(start);
  });

  it('reads the option back from the stored moment', () => {
    for (const option of [SEAL_RANK_OPTION.HALF_HOUR, SEAL_RANK_OPTION.HOUR, SEAL_RANK_OPTION.WHOLE])
      expect(sealOptionOf(sealRankTimeFor(option, start, end), start, end)).toBe(option);
    expect(sealOptionOf(null, start, end)).toBeNull();
    // A one-hour contest sealed for its last hour is sealed from the start: the whole contest.
    const hourEnd = '2026-05-01T09:00:00.000Z';
    expect(sealOptionOf(sealRankTimeFor(SEAL_RANK_OPTION.HOUR, start, hourEnd), start, hourEnd)).toBe(
      SEAL_RANK_OPTION.WHOLE,
    );
  });

  it('disables the options the duration cannot carry', () => {
    expect(sealOptionDisabled(SEAL_RANK_OPTION.HALF_HOUR, 1799)).toBe(true);
    expect(sealOptionDisabled(SEAL_RANK_OPTION.HALF_HOUR, 1800)).toBe(false);
    expect(sealOptionDisabled(SEAL_RANK_OPTION.HOUR, 3599)).toBe(true);
    expect(sealOptionDisabled(SEAL_RANK_OPTION.HOUR, 3600)).toBe(false);
    expect(sealOptionDisabled(SEAL_RANK_OPTION.WHOLE, 1)).toBe(false);
  });

  it('defaults: ACM under an hour whole, ACM otherwise last hour, OI whole', () => {
    expect(defaultSealOption(0, 3599)).toBe(SEAL_RANK_OPTION.WHOLE);
    expect(defaultSealOption(0, 3600)).toBe(SEAL_RANK_OPTION.HOUR);
    expect(defaultSealOption(1, 5 * 3600)).toBe(SEAL_RANK_OPTION.WHOLE);
  });
});

describe('account limit rule', () => {
  const rule = { prefix: 'team', suffix: '', start: 1, end: 50, extra: ['Judge'] };
  it('admits prefix + number in range + suffix, leading zeros allowed, ignoring case', () => {
    expect(matchesAccountRule('team1', rule)).toBe(true);
    expect(matchesAccountRule('TEAM050', rule)).toBe(true);
    expect(matchesAccountRule('team51', rule)).toBe(false);
    expect(matchesAccountRule('team0', rule)).toBe(false);
    expect(matchesAccountRule('team', rule)).toBe(false);
    expect(matchesAccountRule('team1x', rule)).toBe(false);
    expect(matchesAccountRule('xteam1', rule)).toBe(false);
  });
  it('admits the extra names and respects a suffix', () => {
    expect(matchesAccountRule('judge', rule)).toBe(true);
    const withSuffix = { prefix: 'c', suffix: '_2026', start: 10, end: 20, extra: [] };
    expect(matchesAccountRule('c15_2026', withSuffix)).toBe(true);
    expect(matchesAccountRule('c15_2025', withSuffix)).toBe(false);
    expect(matchesAccountRule('c_2026', withSuffix)).toBe(false);
  });
});
