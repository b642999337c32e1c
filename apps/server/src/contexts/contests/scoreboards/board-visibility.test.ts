import { describe, expect, it } from 'vitest';
import { CONTEST_TYPE } from '@judge/contract';
import { sealHolds, viewFor, virtualViewFor, type SealSettings } from './board-visibility.ts';

const HOUR = 3_600_000;
const start = Date.parse('2026-05-01T08:00:00Z');
const contest = (overrides: Partial<SealSettings> = {}): SealSettings => ({
  type: CONTEST_TYPE.ACM,
  scoringRule: 'acm',
  endTime: new Date(start + 5 * HOUR).toISOString(),
  sealRank: true,
  sealRankTime: new Date(start + 4 * HOUR).toISOString(),
  autoRealRank: true,
  ...overrides,
});
const at = (hours: number) => start + hours * HOUR;

describe('who sees what of the board', () => {
  it('holds the seal from sealRankTime to the end, and after it unless the contest lifts it', () => {
    expect(sealHolds(contest(), at(3.9))).toBe(false);
    expect(sealHolds(contest(), at(4))).toBe(true);
    expect(sealHolds(contest(), at(5))).toBe(false);
    expect(sealHolds(contest({ autoRealRank: false }), at(6))).toBe(true);
    expect(sealHolds(contest({ sealRank: false }), at(4.5))).toBe(false);
  });

  const sees = (c: SealSettings, hours: number, admin: boolean, board: 'inside' | 'outside', force = false) =>
    viewFor({ contest: c, nowMs: at(hours), viewerIsAdmin: admin, board, forceRefresh: force });

  it('shows contestants the sealed board with their own row real; admins inside see the real one', () => {
    expect(sees(contest(), 4.5, false, 'inside')).toEqual({ hiddenFromMs: at(4), ownRowReal: true });
    expect(sees(contest(), 4.5, true, 'inside')).toEqual({ hiddenFromMs: null, ownRowReal: false });
    expect(sees(contest(), 3, false, 'inside').hiddenFromMs).toBeNull();
  });

  it('keeps the outside board sealed for admins unless they force it', () => {
    expect(sees(contest(), 4.5, true, 'outside')).toEqual({ hiddenFromMs: at(4), ownRowReal: false });
    expect(sees(contest(), 4.5, true, 'outside', true).hiddenFromMs).toBeNull();
    expect(sees(contest(), 4.5, false, 'outside', true).hiddenFromMs).toBe(at(4));
  });

  it('hides every OI result from non-admins until the end', () => {
    const oi = contest({ type: CONTEST_TYPE.OI, scoringRule: 'oi', sealRank: false, sealRankTime: null });
    expect(sees(oi, 1, false, 'inside')).toEqual({ hiddenFromMs: -Infinity, ownRowReal: false });
    expect(sees(oi, 1, true, 'inside').hiddenFromMs).toBeNull();
    expect(sees(oi, 5, false, 'inside').hiddenFromMs).toBeNull();
  });

  it('hides Ledo like OI; shows IOI, strict IOI and homework results as they come', () => {
    const scored = (scoringRule: SealSettings['scoringRule']) =>
      contest({ type: CONTEST_TYPE.OI, scoringRule, sealRank: false, sealRankTime: null });
    expect(sees(scored('ledo'), 1, false, 'inside').hiddenFromMs).toBe(-Infinity);
    for (const rule of ['ioi', 'strict-ioi', 'homework'] as const)
      expect(sees(scored(rule), 1, false, 'inside').hiddenFromMs).toBeNull();
    // An IOI contest hidden until the end is a seal for its whole length.
    const sealedIoi = contest({
      type: CONTEST_TYPE.OI,
      scoringRule: 'ioi',
      sealRankTime: new Date(start).toISOString(),
    });
    expect(sees(sealedIoi, 1, false, 'outside').hiddenFromMs).toBe(start);
  });
});

describe('a virtual participant during their run', () => {
  const withStart = (c: SealSettings) => ({ ...c, startTime: new Date(start).toISOString() });
  const run = { startMs: at(100), endMs: at(105) };

  it('sees the contest as it stood at the same whole minute, sealed once the seal had begun', () => {
    expect(virtualViewFor(withStart(contest()), run, at(100) + 90_000)).toEqual({
      hiddenFromMs: null,
      ownRowReal: true,
      asOfMs: start + 60_000,
    });
    const late = virtualViewFor(withStart(contest()), run, at(104.5));
    expect(late).toEqual({ hiddenFromMs: at(4), ownRowReal: true, asOfMs: at(4.5) });
  });

  it('sees an OI contest blind, and nothing special outside the run', () => {
    const oi = withStart(contest({ type: CONTEST_TYPE.OI, scoringRule: 'oi' }));
    expect(virtualViewFor(oi, run, at(101))?.hiddenFromMs).toBe(-Infinity);
    expect(virtualViewFor(oi, run, at(99))).toBeNull();
    expect(virtualViewFor(oi, run, at(105))).toBeNull();
  });
});
