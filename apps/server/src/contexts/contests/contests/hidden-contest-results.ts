import { CONTEST_TYPE } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { viewFor } from '../scoreboards/board-visibility.ts';
import { presentRule } from './contest-rule-values.ts';

/** A contest whose results the public may not read now: its submissions made at or after `fromIso`. */
export interface HiddenContestResults {
  cid: number;
  /** ISO time; '' when every result of the contest is hidden (an OI contest before its end). */
  fromIso: string;
  /**
   * Rows with an own window (docs/contest-rules.md "Own time windows"), hidden from their own moment instead: a
   * submission's row is its team's (the negative team id) in a team contest, else its account's.
   */
  ownFrom?: { rowKey: number; fromIso: string }[];
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
      .where((eb) =>
        eb.or([
          eb('endTime', '>', nowIso),
          eb('autoRealRank', '=', 0),
          // An own window still open keeps the board sealed past the contest's end.
          eb.exists(
            eb
              .selectFrom('contestWindows as w')
              .select('w.cid')
              .whereRef('w.cid', '=', 'contests.id')
              .where('w.endTime', '>', nowIso),
          ),
        ]),
      )
      .execute();
    const windows =
      candidates.length === 0
        ? []
        : await db
            .selectFrom('contestWindows')
            .select(['cid', 'rowKey', 'endTime'])
            .where(
              'cid',
              'in',
              candidates.map((contest) => contest.id),
            )
            .execute();
    return candidates.flatMap((contest) => {
      const ownWindowEnds = new Map(
        windows.filter((w) => w.cid === contest.id).map((w) => [w.rowKey, Date.parse(w.endTime)]),
      );
      const { hiddenFromMs, ownSealsMs } = viewFor({
        contest: {
          ...contest,
          scoringRule: presentRule({ ...contest, ruleSettings: null }).scoringRule,
          sealRank: contest.sealRank === 1,
          autoRealRank: contest.autoRealRank === 1,
          ownWindowEnds,
        },
        nowMs,
        viewerIsAdmin: false,
        board: 'outside',
        forceRefresh: false,
      });
      if (hiddenFromMs === null) return [];
      const fromIso = Number.isFinite(hiddenFromMs) ? new Date(hiddenFromMs).toISOString() : '';
      const ownFrom = [...(ownSealsMs ?? [])].map(([rowKey, ms]) => ({
        rowKey,
        fromIso: new Date(ms).toISOString(),
      }));
      return [{ cid: contest.id, fromIso, ...(ownFrom.length > 0 ? { ownFrom } : {}) }];
    });
  };
}
export type HiddenContestResultsReader = ReturnType<typeof createHiddenContestResults>;
