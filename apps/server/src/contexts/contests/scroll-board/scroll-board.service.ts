import {
  CONTEST_TYPE,
  JudgeStatus,
  STAR_RANK,
  type AcmRankRow,
  type RankShowName,
  type ScoreboardRow,
  type ScrollBoardData,
  type ScrollBoardInfo,
  type ScrollBoardQuery,
  type ScrollBoardRefusal,
  type ScrollBoardSubmission,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestStatus } from '../contests/contest-status.ts';
import type { BoardSettings } from '../scoreboards/board-data.ts';
import type { ScoreboardsService } from '../scoreboards/scoreboards.service.ts';
import { medalDefaults } from './medal-defaults.ts';
import { scrollBoardInfo, scrollBoardSubmissions } from './reference-shapes.ts';

/** Spec 2 §2.2 and §6: the scroll board is for ACM contests; an OI board has nothing to reveal cell by cell. */
function requireAcm(settings: BoardSettings) {
  if (settings.type !== CONTEST_TYPE.ACM)
    throw new AppError('BAD_REQUEST', 'The scroll board is for ACM contests only', {
      reason: 'notAcm',
    } satisfies ScrollBoardRefusal);
}

/** An ACM contest's rows (the scoreboards service answers with either rule's). */
const acmRows = (rows: ScoreboardRow[]) => rows as AcmRankRow[];

/**
 * The scroll board: the frozen board and what it hides, for the award ceremony. Everything comes from
 * the scoreboards service (its rows, its records, its award rule), which also says who may ask: the
 * contest admins, since every answer holds results the seal hides.
 */
export function createScrollBoardService({ scoreboards }: { scoreboards: ScoreboardsService }) {
  return {
    /** GET /api/get-contest-scroll-board-info (the reference's). */
    async info(actor: Actor, cid: number): Promise<ScrollBoardInfo> {
      const { settings, problems } = await scoreboards.countedSubmissions(actor, cid, false);
      requireAcm(settings);
      return scrollBoardInfo(settings, problems);
    },

    /**
     * GET /api/get-contest-scroll-board-submission (the reference's): every submission the board
     * counts but cancelled ones (the reference's own filter), compile errors included: its app skips them.
     */
    async submissions(actor: Actor, query: ScrollBoardQuery): Promise<ScrollBoardSubmission[]> {
      const board = await scoreboards.countedSubmissions(actor, query.cid, query.removeStar);
      requireAcm(board.settings);
      const records = board.records.filter((record) => record.status !== JudgeStatus.CANCELLED);
      return scrollBoardSubmissions(records, board.users);
    },

    /** GET /api/get-contest-scroll-board: the sealed and the real rows for /scrollBoard and its setup. */
    async board(actor: Actor, query: ScrollBoardQuery): Promise<ScrollBoardData> {
      const { settings, problems, sealed, real } = await scoreboards.sealedAndReal(
        actor,
        query.cid,
        query.removeStar,
      );
      requireAcm(settings);
      const realRows = acmRows(real);
      const rankedCount = realRows.filter((row) => row.rank !== STAR_RANK).length;
      return {
        contest: {
          id: settings.cid,
          title: settings.title,
          startTime: settings.startTime,
          endTime: settings.endTime,
          status: contestStatus(Date.now(), settings.startTime, settings.endTime),
          sealRankTime: settings.sealRank ? settings.sealRankTime : null,
          rankShowName: settings.rankShowName as RankShowName,
        },
        problems: problems.map(({ displayId, displayTitle, color }) => ({ displayId, displayTitle, color })),
        sealedRows: acmRows(sealed),
        realRows,
        medalDefaults: medalDefaults(settings, rankedCount),
      };
    },
  };
}
export type ScrollBoardService = ReturnType<typeof createScrollBoardService>;
