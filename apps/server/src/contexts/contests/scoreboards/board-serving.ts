import { makePage, type ContestRankInput, type ScoreboardPage, type ScoreboardRow } from '@judge/contract';
import { buildView, type BoardView } from './board-build.ts';
import { memoized, ownPage, sharedPage, type BoardData } from './board-data.ts';
import { ownRowBoard, rankBoard, rowList, withVirtualRow, type OwnRowBoard } from './board-own-row.ts';
import { ruleSettings, type BoardRecord } from './board-record.ts';
import { matchingRows, pageOfTopAndRows, withTopRows, type RankSettings } from './board-rank.ts';
import type { ViewerView } from './board-visibility.ts';
import { withFields } from './with-fields.ts';
import { ruleFor } from './rules/index.ts';

/** The ranking settings of the board's contest. */
const rankSettings = (data: BoardData, removeStar: boolean): RankSettings => ({
  stars: new Set(data.settings.starAccount.map((name) => name.toLowerCase())),
  removeStar,
  awardType: data.settings.awardType,
  awardConfig: data.settings.awardConfig,
});

const mayBeFirst = (data: BoardData) => {
  const stars = new Set(data.settings.starAccount.map((name) => name.toLowerCase()));
  return (user: { username: string }) => !stars.has(user.username.toLowerCase());
};

/** Everyone's rows under the view's rules, virtual participants' included. */
function viewOf(data: BoardData, hiddenFromMs: number | null): BoardView {
  return memoized(data, `view:${hiddenFromMs}`, () =>
    buildView(
      ruleFor(data.settings),
      data.recordsByUser,
      data.users,
      { hiddenFromMs, ...ruleSettings(data.settings) },
      { mayBeFirst: mayBeFirst(data), virtualRecordsByUser: data.virtualRecordsByUser },
    ),
  );
}

/** The real contestants' records made before a moment of the contest's clock. */
function recordsBefore(recordsByUser: Map<number, BoardRecord[]>, asOfMs: number) {
  const before = new Map<number, BoardRecord[]>();
  for (const [uid, records] of recordsByUser) {
    const kept = records.filter((record) => record.submitMs < asOfMs);
    if (kept.length > 0) before.set(uid, kept);
  }
  return before;
}

/**
 * A virtual participant during their run: the real board as it stood at their minute (shared by all
 * who are at that minute), and their own row put in where it belongs.
 */
function virtualRunRows(
  data: BoardData,
  viewer: ViewerView & { asOfMs: number },
  uid: number,
  removeStar: boolean,
): OwnRowBoard {
  const rule = ruleFor(data.settings);
  const displayIds = data.problems.map((problem) => problem.displayId);
  const settings = rankSettings(data, removeStar);
  const { board } = sharedPage(data, `asof:${viewer.asOfMs}:${viewer.hiddenFromMs}:${removeStar}`, () => {
    const view = buildView(
      rule,
      recordsBefore(data.recordsByUser, viewer.asOfMs),
      data.users,
      { hiddenFromMs: viewer.hiddenFromMs, ...ruleSettings(data.settings) },
      { mayBeFirst: mayBeFirst(data) },
    );
    return { board: rankBoard(rule, view, settings, displayIds) };
  });
  const user = data.users.get(uid);
  if (!user) return { rows: rowList(board.rows), own: null, problemStats: board.stats };
  const real = { hiddenFromMs: null, ...ruleSettings(data.settings) };
  const { row } = rule.buildRow(user, data.virtualRecordsByUser.get(uid) ?? [], real);
  row.isVirtual = true;
  return withVirtualRow(rule, board, row, displayIds);
}

/**
 * The ranked rows a viewer sees, by position, and the problem columns' totals over them. Shared views are
 * memoised with the board; a contestant who sees their own row through the seal gets theirs ranked
 * among the sealed rows of the others (`own`), read by position without copying the board.
 */
function viewerBoard(
  data: BoardData,
  viewer: ViewerView,
  viewerUid: number | null,
  removeStar: boolean,
): OwnRowBoard {
  if (viewer.asOfMs !== undefined && viewerUid !== null)
    return virtualRunRows(data, { ...viewer, asOfMs: viewer.asOfMs }, viewerUid, removeStar);
  const rule = ruleFor(data.settings);
  const displayIds = data.problems.map((problem) => problem.displayId);
  const view = viewOf(data, viewer.hiddenFromMs);
  const settings = rankSettings(data, removeStar);
  const board = memoized(data, `ranked:${viewer.hiddenFromMs}:${removeStar}`, () =>
    rankBoard(rule, view, settings, displayIds),
  );
  const ownRecords =
    viewerUid === null
      ? undefined
      : (data.recordsByUser.get(viewerUid) ?? data.virtualRecordsByUser.get(viewerUid));
  const ownUser = viewerUid === null ? undefined : data.users.get(viewerUid);
  if (viewer.ownRowReal && viewer.hiddenFromMs !== null && ownRecords && ownUser) {
    const own = {
      user: ownUser,
      records: ownRecords,
      rules: { hiddenFromMs: null, ...ruleSettings(data.settings) },
    };
    return ownRowBoard(rule, board, view, settings, own, displayIds);
  }
  return { rows: rowList(board.rows), own: null, problemStats: board.stats };
}

/** The ranked rows a viewer sees, in one array, and the problem columns' totals over them. */
export function rankedRowsFor(
  data: BoardData,
  viewer: ViewerView,
  viewerUid: number | null,
  removeStar: boolean,
): { rows: ScoreboardRow[]; problemStats: ScoreboardPage['problemStats'] } {
  const { rows, problemStats } = viewerBoard(data, viewer, viewerUid, removeStar);
  return { rows: rows.all(), problemStats };
}

/** Each row as shown without its real name, made once per row (the same object every time it is served). */
const withoutRealname = new WeakMap<ScoreboardRow, ScoreboardRow>();

/** Real names are the contest admins' to see, unless the contest shows them as the rows' names. */
function presented(row: ScoreboardRow, showRealname: boolean): ScoreboardRow {
  if (showRealname || row.realname === null) return row;
  let hidden = withoutRealname.get(row);
  if (hidden === undefined) {
    hidden = withFields(row, { realname: null });
    withoutRealname.set(row, hidden);
  }
  return hidden;
}

/** A page of the board as served to one viewer. */
export interface ServedPage {
  page: ScoreboardPage;
  /**
   * How many of its first records are this viewer's own (their row and followed rows put on top); the rest
   * is a run of the board's rows every viewer of the page shares (page-of-shared-rows.ts keeps it compressed).
   */
  personalRows: number;
}

/** A page of the board for a viewer: keyword filter, own and followed rows on top, then the page. */
export function boardPage(
  data: BoardData,
  options: {
    viewer: ViewerView;
    viewerUid: number | null;
    /** Whose row goes on top (the reference puts none on top of the outside board). */
    topUid: number | null;
    viewerIsAdmin: boolean;
    input: Pick<ContestRankInput, 'currentPage' | 'limit' | 'removeStar' | 'keyword' | 'concernedList'>;
  },
): ServedPage {
  const { viewer, viewerUid, topUid, viewerIsAdmin, input } = options;
  const showRealname = viewerIsAdmin || data.settings.rankShowName === 'realname';
  // A keyword or followed users make a page of the viewer's own choosing, which looks at every row.
  const searched = Boolean(input.keyword) || input.concernedList.length > 0;
  const compute = (): ServedPage => {
    const ranked = viewerBoard(data, viewer, viewerUid, input.removeStar);
    // The viewer's own row as ranked for them (through the seal) goes on top as it is: no pass over the rows.
    const own = !searched && ranked.own !== null && ranked.own.uid === topUid ? [ranked.own] : null;
    const { top, rows } = own
      ? { top: own, rows: ranked.rows }
      : withTopRows(
          matchingRows(ranked.rows.all(), input.keyword, data.settings.rankShowName),
          topUid,
          input.concernedList,
        );
    const from = (input.currentPage - 1) * input.limit;
    const records = pageOfTopAndRows(top, rows, from, input.limit).map((row) => presented(row, showRealname));
    const counted = makePage(records, top.length + rows.length, {
      currentPage: input.currentPage,
      limit: input.limit,
    });
    const page = withFields(counted, {
      sealed: viewer.hiddenFromMs !== null,
      builtAt: new Date(data.builtMs).toISOString(),
      version: data.version,
      problemStats: ranked.problemStats,
    });
    return { page, personalRows: Math.max(0, Math.min(top.length - from, input.limit)) };
  };
  // The own windows' seals too: a window set or moved mid-contest changes what the seal hides, not the board.
  const ownSeals = viewer.ownSealsMs ? [...viewer.ownSealsMs].join(';') : '';
  const pageKey = [
    viewer.hiddenFromMs,
    ownSeals,
    input.removeStar,
    showRealname,
    input.currentPage,
    input.limit,
  ];
  if (searched) return compute();
  // Without a viewer of its own, a page is the same for everyone who asks it: keep it with the board.
  if (topUid === null && !viewer.ownRowReal) return sharedPage(data, pageKey.join(':'), compute);
  // The viewer's own page (their row on top, through the seal): the same until the board changes.
  const viewerKey = [viewerUid, topUid, viewer.ownRowReal, viewer.asOfMs];
  return ownPage(data, [...viewerKey, ...pageKey].join(':'), compute);
}
