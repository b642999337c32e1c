import { CONTEST_TYPE } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { viewFor } from '../scoreboards/board-visibility.ts';
import { presentRule } from './contest-rule-values.ts';

/** A contest whose results the public may not read now: its submissions made at or after `fromIso`. */
export interface HiddenContestResults {
  cid: number;
  /** ISO time; '' when every result of the contest is hidden (an OI contest before its end). */
  fromIso: string;
}

/**
 * The contests whose results the public board hides now, and from when, for the site's figures outside the
 * contests (the home page's accepted counts). The seal is the scoreboard's (viewFor, as an outside viewer
 * who is no admin), so the figures hide exactly what the board hides.
 */
export function createHiddenContestResults(db: Db) {
  return async function hiddenContestResults(nowMs: number): Promise<HiddenContestResults[]> {
    const nowIso = new Date(nowMs).toISOString();
    const candidates = await db
      .selectFrom('contests')
      .select([
        'id',
        'type',
        'scoringRule',
        'startTime',
        'endTime',
        'sealRank',
        'sealRankTime',
        'autoRealRank',
      ])
      .where((eb) => eb.or([eb('sealRank', '=', 1), eb('type', '=', CONTEST_TYPE.OI)]))
      .where((eb) => eb.or([eb('endTime', '>', nowIso), eb('autoRealRank', '=', 0)]))
      .execute();
    return candidates.flatMap((contest) => {
      const { hiddenFromMs } = viewFor({
        contest: {
          ...contest,
          scoringRule: presentRule({ ...contest, ruleSettings: null }).scoringRule,
          sealRank: contest.sealRank === 1,
          autoRealRank: contest.autoRealRank === 1,
        },
        nowMs,
        viewerIsAdmin: false,
        board: 'outside',
        forceRefresh: false,
      });
      if (hiddenFromMs === null) return [];
      const fromIso = Number.isFinite(hiddenFromMs) ? new Date(hiddenFromMs).toISOString() : '';
      return [{ cid: contest.id, fromIso }];
    });
  };
}
export type HiddenContestResultsReader = ReturnType<typeof createHiddenContestResults>;
