import {
  CONTEST_STATUS,
  type ContestOutsideInfo,
  type ContestRankInput,
  type LiveEvent,
  type OutsideBoardRefusal,
  type ScoreboardPage,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../contest-problems/contest-gate.ts';
import { contestStatus } from '../contests/contest-status.ts';
import { isContestAdmin, type ContestsService } from '../contests/contests.service.ts';
import { createBoardCache } from './board-cache.ts';
import { ownRowKey, type BoardData } from './board-data.ts';
import { boardPage, rankedRowsFor, type ServedPage } from './board-serving.ts';
import { createBoardSource } from './board-source.ts';
import { viewFor, virtualViewFor } from './board-visibility.ts';
import { rankCsv } from './rank-csv.ts';
import { createScoreboardsRepo } from './scoreboards.repo.ts';

/**
 * Contest scoreboards: the board inside the contest, the outside boards, and the board's download.
 * Boards are built from a contest's submissions by the contest's rule (rules/) and kept until what
 * they read changes (board-cache.ts); serving one applies the viewer's seal, stars, ranks and awards.
 */
export function createScoreboardsService({
  db,
  contests,
  gate,
  onRebuild,
}: {
  db: Db;
  contests: ContestsService;
  gate: ContestGate;
  /** Told each time a board is computed from the submissions (the metrics count them). */
  onRebuild?: () => void;
}) {
  const cache = createBoardCache(createBoardSource({ db, contests, gate }), Date.now, onRebuild);
  const repo = createScoreboardsRepo(db);
  const REAL = { hiddenFromMs: null, ownRowReal: false };

  async function requireContestAdmin(actor: Actor, cid: number, what: string) {
    const { admin, info } = await gate.view(actor, cid);
    if (!admin) throw new AppError('FORBIDDEN', `Only the contest admins may download its ${what}`);
    return info;
  }

  async function requireBoard(cid: number, force = false): Promise<BoardData> {
    const board = await cache.get(cid, { force });
    if (!board) throw new AppError('NOT_FOUND', 'The contest does not exist');
    return board;
  }

  /** The outside board's rules: a visible contest (or its admin), its rank opened, started. */
  async function requireOutsideBoard(actor: Actor | null, cid: number, force: boolean) {
    const board = await requireBoard(cid);
    const admin = actor !== null && isContestAdmin(actor, board.settings);
    if (!board.settings.visible && !admin) throw new AppError('NOT_FOUND', 'The contest does not exist');
    if (!board.settings.openRank)
      throw new AppError('FORBIDDEN', say('This contest does not open its scoreboard to the outside'), {
        reason: 'rankClosed',
      } satisfies OutsideBoardRefusal);
    if (
      contestStatus(Date.now(), board.settings.startTime, board.settings.endTime) === CONTEST_STATUS.SCHEDULED
    )
      throw new AppError('FORBIDDEN', say('The contest has not started yet'), {
        reason: 'notStarted',
        startTime: board.settings.startTime,
      } satisfies OutsideBoardRefusal);
    return { board: force && admin ? await requireBoard(cid, true) : board, admin };
  }

  return {
    /** The live updates' board events and losses, from any server: what this server's boards trust follows them. */
    hearer: {
      heard: (event: LiveEvent) => {
        if (event.kind === 'scoreboard') cache.heardVersion(event.cid, event.version);
      },
      lost: () => cache.forgetVersions(),
    },

    /** POST /api/get-contest-rank: for those who may read the contest's problems. */
    async rank(actor: Actor, input: ContestRankInput): Promise<ServedPage> {
      const { admin } = await gate.forBoard(actor, input.cid);
      const board = await requireBoard(input.cid, input.forceRefresh && admin);
      const nowMs = Date.now();
      const run = board.virtualRuns.get(actor.uid);
      const viewer =
        (run && virtualViewFor(board.settings, run, nowMs)) ??
        viewFor({
          contest: board.settings,
          nowMs,
          viewerIsAdmin: admin,
          board: 'inside',
          forceRefresh: input.forceRefresh,
        });
      // A team's member owns the team's row; a virtual participant their own run's.
      const own = run ? actor.uid : ownRowKey(board, actor.uid);
      return boardPage(board, {
        viewer,
        viewerUid: own,
        topUid: own,
        viewerIsAdmin: admin,
        input,
      });
    },

    /**
     * For the scroll board (contest admins): the board as the seal shows it and as it really is, every
     * row of both, so a ceremony can reveal the frozen cells one by one. No seal: both are the real one.
     */
    async sealedAndReal(actor: Actor, cid: number, removeStar: boolean) {
      await requireContestAdmin(actor, cid, 'scroll board');
      const board = await requireBoard(cid, true);
      const sealMs =
        board.settings.sealRank && board.settings.sealRankTime
          ? Date.parse(board.settings.sealRankTime)
          : null;
      const sealed = rankedRowsFor(board, { hiddenFromMs: sealMs, ownRowReal: false }, null, removeStar);
      const real = rankedRowsFor(board, REAL, null, removeStar);
      // Virtual participants replayed the contest later: the ceremony reveals the contest's own rows.
      const contestRows = (rows: typeof real.rows) => rows.filter((row) => !row.isVirtual);
      return {
        settings: board.settings,
        problems: board.problems,
        sealed: contestRows(sealed.rows),
        real: contestRows(real.rows),
      };
    },

    /**
     * For the scroll board's reference app (contest admins): the submissions the board counts, with
     * their users, in the order they were made; with removeStar, only those of the rows the board keeps.
     */
    async countedSubmissions(actor: Actor, cid: number, removeStar: boolean) {
      await requireContestAdmin(actor, cid, 'scroll board');
      const board = await requireBoard(cid, true);
      const kept = new Set(rankedRowsFor(board, REAL, null, removeStar).rows.map((row) => row.uid));
      const records = [...board.recordsByUser.values()]
        .flat()
        .filter((record) => kept.has(record.uid))
        .sort((a, b) => a.submissionId - b.submissionId);
      return { settings: board.settings, problems: board.problems, users: board.users, records };
    },

    /** GET /api/get-contest-outsize-info: the contest and its problems, for the outside board's header. */
    async outsideInfo(actor: Actor | null, cid: number): Promise<ContestOutsideInfo> {
      const { board, admin } = await requireOutsideBoard(actor, cid, false);
      const { settings } = board;
      const now = new Date().toISOString();
      return {
        contest: {
          id: settings.cid,
          title: settings.title,
          type: settings.type,
          auth: settings.auth,
          startTime: settings.startTime,
          endTime: settings.endTime,
          duration: settings.duration,
          status: contestStatus(now, settings.startTime, settings.endTime),
          now,
          sealRank: settings.sealRank,
          sealRankTime: settings.sealRankTime,
          autoRealRank: settings.autoRealRank,
          rankShowName: settings.rankShowName,
          oiRankScoreType: settings.oiRankScoreType,
          scoringRule: settings.scoringRule,
          penaltyUnit: settings.penaltyUnit,
          openRank: settings.openRank,
          awardType: settings.awardType,
          author: settings.author,
          uid: settings.uid,
          gid: settings.gid,
          isContestAdmin: admin,
        },
        problemList: board.problems.map((problem) => ({ id: problem.pid, cid, ...problem })),
      };
    },

    /** POST /api/get-contest-outside-scoreboard: anyone, when the contest opens its rank. */
    async outsideScoreboard(actor: Actor | null, input: ContestRankInput): Promise<ScoreboardPage> {
      const { board, admin } = await requireOutsideBoard(actor, input.cid, input.forceRefresh);
      const viewer = viewFor({
        contest: board.settings,
        nowMs: Date.now(),
        viewerIsAdmin: admin,
        board: 'outside',
        forceRefresh: input.forceRefresh,
      });
      const { page } = boardPage(board, {
        viewer,
        viewerUid: actor?.uid ?? null,
        topUid: null,
        viewerIsAdmin: admin,
        input,
      });
      return page;
    },

    /** GET /api/file/download-contest-rank: the whole real board for contest admins. */
    async downloadCsv(actor: Actor, query: { cid: number; forceRefresh: boolean; removeStar: boolean }) {
      const info = await requireContestAdmin(actor, query.cid, 'scoreboard');
      const board = await requireBoard(query.cid, query.forceRefresh);
      const { rows } = rankedRowsFor(board, REAL, null, query.removeStar);
      return { fileName: `contest_${info.id}_rank.csv`, csv: rankCsv(board, rows) };
    },

    /**
     * For the Contest API (the clics context, which decides who sees what): the board's data, its rows as
     * they are and as the public sees them now (the seal, an OI contest's blindness), the moment that view
     * hides results from, each submission's language and last write, and the problems' judge facts.
     */
    async contestRecord(cid: number) {
      const board = await requireBoard(cid);
      const nowMs = Date.now();
      const { hiddenFromMs } = viewFor({
        contest: board.settings,
        nowMs,
        viewerIsAdmin: false,
        board: 'outside',
        forceRefresh: false,
      });
      const publicView = { hiddenFromMs, ownRowReal: false };
      return {
        board,
        nowMs,
        realRows: rankedRowsFor(board, REAL, null, false).rows,
        publicRows: rankedRowsFor(board, publicView, null, false).rows,
        publicHiddenFromMs: hiddenFromMs,
        submissions: await repo.languages(cid),
        problemFacts: await gate.problemJudgeFacts(cid),
      };
    },
  };
}
export type ScoreboardsService = ReturnType<typeof createScoreboardsService>;
