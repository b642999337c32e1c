import { AWARD_TYPE, shownName, STAR_RANK, type AwardConfigItem, type ScoreboardRow } from '@judge/contract';
import type { ScoreboardRule, UnrankedRow } from './rules/index.ts';
import { withFields } from './with-fields.ts';

/** The contest settings the ranking step reads. */
export interface RankSettings {
  /** Star (unofficial) usernames, lower-cased. */
  stars: Set<string>;
  removeStar: boolean;
  awardType: number;
  /** Sorted by priority (the contest form stores them so). */
  awardConfig: AwardConfigItem[];
}

/** An award and the rank positions (0-based, rank - 1) it covers: [from, to). */
interface AwardRange {
  award: AwardConfigItem;
  from: number;
  to: number;
}

/**
 * The award rows as rank ranges. By proportion a row's `num` is a percent of the ranked (non-star)
 * users, rounded down (spec 2 §9: gold 10 %, silver 20 %, bronze 30 %); by number it is a count.
 */
export function awardRanges(settings: RankSettings, rankedCount: number): AwardRange[] {
  if (settings.awardType === AWARD_TYPE.NONE) return [];
  const ranges: AwardRange[] = [];
  let from = 0;
  for (const award of settings.awardConfig) {
    const count =
      settings.awardType === AWARD_TYPE.PROPORTION ? Math.floor((award.num * rankedCount) / 100) : award.num;
    if (count <= 0) continue;
    ranges.push({ award, from, to: from + count });
    from += count;
  }
  return ranges;
}

const isStar = (settings: RankSettings, row: { username: string }) =>
  settings.stars.has(row.username.toLowerCase());

/** A row that takes a rank: neither a star account nor a virtual participant. */
export const isOfficial = (settings: RankSettings, row: { username: string; isVirtual: boolean }) =>
  !isStar(settings, row) && !row.isVirtual;

/**
 * Ranks and awards (pure). Star accounts rank -1 and are passed over (or removed with removeStar);
 * virtual participants get the rank they would have had but are passed over by everyone else's. Rows equal by the rule share the rank of the first of them.
 * An award covers rank positions, so rows tied at its last position all win it (ICPC's way); only rows
 * that solved or scored something win one.
 */
export function rankRows(
  rule: ScoreboardRule,
  rows: UnrankedRow<ScoreboardRow>[],
  settings: RankSettings,
): ScoreboardRow[] {
  const kept = settings.removeStar ? rows.filter((row) => !isStar(settings, row)) : rows;
  const official = (row: UnrankedRow<ScoreboardRow>) => isOfficial(settings, row);
  const ranges = awardRanges(settings, kept.filter(official).length);
  let position = 0;
  let previous: { row: UnrankedRow<ScoreboardRow>; rank: number } | null = null;
  return kept.map((row) => {
    // A virtual participant shows the rank they would have had, taking no one's place and no award.
    if (row.isVirtual && !isStar(settings, row))
      return withRank(
        row,
        previous && rule.compare(previous.row, row) === 0 ? previous.rank : position + 1,
        null,
      );
    if (!official(row)) return withRank(row, STAR_RANK, null);
    const rank: number = previous && rule.compare(previous.row, row) === 0 ? previous.rank : position + 1;
    position += 1;
    previous = { row, rank };
    const range = rule.mayWinAward(row)
      ? ranges.find((r) => rank - 1 >= r.from && rank - 1 < r.to)
      : undefined;
    return withRank(row, rank, range?.award ?? null);
  });
}

function withRank(row: UnrankedRow<ScoreboardRow>, rank: number, award: AwardConfigItem | null) {
  return withFields(row, {
    rank,
    isWinAward: award !== null,
    awardName: award?.name ?? null,
    awardBackground: award?.background ?? null,
    awardColor: award?.color ?? null,
  }) as ScoreboardRow;
}

/**
 * A board's rows by user, made the second time a viewer's row is looked for in the same rows (a board kept
 * with its version is asked again and again; rows ranked for one request, the sealed own-row board's, once).
 */
const rowsByUser = new WeakMap<ScoreboardRow[], Map<number, ScoreboardRow[]>>();
const askedOnce = new WeakSet<ScoreboardRow[]>();

function rowsOf(rows: ScoreboardRow[], uid: number): ScoreboardRow[] {
  let byUser = rowsByUser.get(rows);
  if (!byUser) {
    if (!askedOnce.has(rows)) {
      askedOnce.add(rows);
      return rows.filter((row) => row.uid === uid);
    }
    byUser = new Map();
    for (const row of rows) {
      const list = byUser.get(row.uid);
      if (list) list.push(row);
      else byUser.set(row.uid, [row]);
    }
    rowsByUser.set(rows, byUser);
  }
  return byUser.get(uid) ?? [];
}

/**
 * The reference's page order: the viewer's own row first, then followed users' rows, then every row
 * (so those rows appear twice, once on top and once at their place): the rows on top, and the rows.
 */
export function withTopRows(rows: ScoreboardRow[], viewerUid: number | null, concerned: number[]) {
  const followed = new Set(concerned.filter((uid) => uid !== viewerUid));
  const own = viewerUid === null ? [] : rowsOf(rows, viewerUid);
  const followedRows = followed.size === 0 ? [] : rows.filter((row) => followed.has(row.uid));
  // Apart, so a page is cut from them without copying every row of the board for each request.
  return { top: [...own, ...followedRows], rows };
}

/**
 * Rows from..from+limit of the rows on top followed by every row, without building that whole list (the rows an
 * array, or rows read by position: board-own-row.ts RowList).
 */
export function pageOfTopAndRows<T>(
  top: T[],
  rows: { slice(from: number, to: number): T[] },
  from: number,
  limit: number,
): T[] {
  const fromTop = top.slice(from, from + limit);
  const start = Math.max(0, from - top.length);
  return [...fromTop, ...rows.slice(start, start + limit - fromTop.length)];
}

/** Rows whose shown name, username or school contains the keyword (ignoring case). */
export function matchingRows(rows: ScoreboardRow[], keyword: string | undefined, rankShowName: string) {
  if (!keyword) return rows;
  const needle = keyword.toLowerCase();
  return rows.filter((row) =>
    [shownName(row, rankShowName), row.username, row.school ?? ''].some((text) =>
      text.toLowerCase().includes(needle),
    ),
  );
}

/** Per display id: rows that solved it and tries made on it, over the given rows. */
export function problemStats(rule: ScoreboardRule, rows: UnrankedRow<ScoreboardRow>[], displayIds: string[]) {
  const stats: Record<string, { ac: number; total: number }> = {};
  for (const displayId of displayIds) stats[displayId] = { ac: 0, total: 0 };
  for (const row of rows)
    for (const displayId of displayIds) {
      const add = rule.problemStats(row, displayId);
      stats[displayId].ac += add.ac;
      stats[displayId].total += add.total;
    }
  return stats;
}
