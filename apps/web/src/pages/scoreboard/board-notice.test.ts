import { describe, expect, it } from 'vitest';
import { CONTEST_TYPE } from '@judge/contract';
import { boardNotice, sealHoldsAt, type SealFacts } from './board-notice';

const HOUR = 3_600_000;
const end = Date.parse('2030-01-01T12:00:00.000Z');
const acm: SealFacts = {
  type: CONTEST_TYPE.ACM,
  endTime: new Date(end).toISOString(),
  sealRank: true,
  sealRankTime: new Date(end - HOUR).toISOString(),
  autoRealRank: false,
};

describe('sealHoldsAt', () => {
  it('holds from the seal to the end, and after it unless the rank turns real', () => {
    expect(sealHoldsAt(acm, end - 2 * HOUR)).toBe(false);
    expect(sealHoldsAt(acm, end - HOUR)).toBe(true);
    expect(sealHoldsAt(acm, end + HOUR)).toBe(true);
    expect(sealHoldsAt({ ...acm, autoRealRank: true }, end + HOUR)).toBe(false);
    expect(sealHoldsAt({ ...acm, sealRank: false }, end - 1)).toBe(false);
  });
});

describe('boardNotice', () => {
  /** The notice at a moment, the clock's facts taken from the contest's times. */
  const notice = ({
    nowMs = end - HOUR / 2,
    contest = acm,
    ...rest
  }: {
    nowMs?: number;
    contest?: SealFacts;
    sealed?: boolean;
    side?: 'inside' | 'outside';
    isContestAdmin?: boolean;
  }) =>
    boardNotice({
      contest,
      sealed: false,
      side: 'inside',
      isContestAdmin: false,
      ...rest,
      ended: nowMs >= Date.parse(contest.endTime),
      sealHolds: sealHoldsAt(contest, nowMs),
    });

  it('a sealed board says since when; a contestant inside also sees their own row real', () => {
    expect(notice({ sealed: true })).toEqual({ kind: 'sealed', since: acm.sealRankTime, ownReal: true });
    expect(notice({ sealed: true, side: 'outside' })).toEqual({
      kind: 'sealed',
      since: acm.sealRankTime,
      ownReal: false,
    });
  });
  it('a live rule (IOI, homework) never says the contestants see nothing, sealed or not', () => {
    const ioi = { ...acm, type: CONTEST_TYPE.OI, sealRank: false, scoringRule: 'ioi' };
    expect(notice({ isContestAdmin: true, contest: ioi })).toBeNull();
    expect(notice({ isContestAdmin: true, contest: { ...ioi, scoringRule: 'homework' } })).toBeNull();
    expect(notice({ isContestAdmin: true, contest: { ...ioi, scoringRule: 'ledo' } })).toEqual({
      kind: 'adminReal',
      since: null,
    });
    // A sealed IOI board says since when, as an ACM one does, not that every score is hidden.
    expect(notice({ sealed: true, contest: { ...ioi, sealRank: true } })).toEqual({
      kind: 'sealed',
      since: acm.sealRankTime,
      ownReal: true,
    });
  });
  it('an OI contest before its end hides every score', () => {
    expect(notice({ sealed: true, contest: { ...acm, type: CONTEST_TYPE.OI, sealRank: false } })).toEqual({
      kind: 'oiHidden',
    });
  });
  it('tells a contest admin they see the real board while contestants do not', () => {
    expect(notice({ isContestAdmin: true })).toEqual({ kind: 'adminReal', since: acm.sealRankTime });
    expect(notice({ isContestAdmin: true, contest: { ...acm, type: CONTEST_TYPE.OI } })).toEqual({
      kind: 'adminReal',
      since: null,
    });
    expect(notice({ isContestAdmin: true, nowMs: end - 2 * HOUR })).toBeNull();
  });
  it('says nothing over a real board', () => {
    expect(notice({ nowMs: end - 2 * HOUR })).toBeNull();
    expect(notice({ nowMs: end + HOUR, contest: { ...acm, autoRealRank: true } })).toBeNull();
  });
});
