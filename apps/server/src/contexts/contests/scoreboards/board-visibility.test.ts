import { describe, expect, it } from 'vitest';
import { CONTEST_TYPE } from '@judge/contract';
import {
  boardEndMs,
  hiddenFromOf,
  ownSeals,
  sealHolds,
  viewFor,
  virtualViewFor,
  type SealSettings,
} from './board-visibility.ts';

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

describe('own windows move the seal and the end (docs/contest-rules.md "Own time windows")', () => {
  // The contest runs 0-5 h, sealed from 4 h; row 7 starts an hour late and ends an hour late (6 h), row 8 ends early
  // (3 h).
  const windows = contest({
    ownWindowEnds: new Map([
      [7, at(6)],
      [8, at(3)],
    ]),
  });

  it('seals each windowed row from its own end minus the seal’s length', () => {
    expect(ownSeals(windows)).toEqual(
      new Map([
        [7, at(5)],
        [8, at(2)],
      ]),
    );
    expect(ownSeals(contest({ sealRank: false }))).toBeNull();
    const view = viewFor({
      contest: windows,
      nowMs: at(5.5),
      viewerIsAdmin: false,
      board: 'inside',
      forceRefresh: false,
    });
    expect(view.hiddenFromMs).toBe(at(4));
    expect(hiddenFromOf(view, 7)).toBe(at(5));
    expect(hiddenFromOf(view, 8)).toBe(at(2));
    expect(hiddenFromOf(view, 9)).toBe(at(4));
  });

  it('holds the seal from the first own seal until the last window closes, then as autoRealRank says', () => {
    expect(boardEndMs(windows)).toBe(at(6));
    expect(sealHolds(windows, at(1.9))).toBe(false);
    expect(sealHolds(windows, at(2))).toBe(true);
    expect(sealHolds(windows, at(5.5))).toBe(true);
    expect(sealHolds(windows, at(6))).toBe(false);
    expect(sealHolds({ ...windows, autoRealRank: false }, at(7))).toBe(true);
  });

  it('keeps an OI contest blind until the last window closes', () => {
    const oi = { ...windows, type: CONTEST_TYPE.OI, scoringRule: 'oi' as const, sealRank: false };
    const blind = (hours: number) =>
      viewFor({ contest: oi, nowMs: at(hours), viewerIsAdmin: false, board: 'inside', forceRefresh: false });
    expect(blind(5.5).hiddenFromMs).toBe(-Infinity);
    expect(blind(6).hiddenFromMs).toBeNull();
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
