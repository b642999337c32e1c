import type { ContestOutsideInfo, ContestRankBody, ScoreboardPage } from '@judge/contract';
import { request, requestFile, type RequestOptions } from './request';

/** Whose board a request reads: inside the contest (login, access) or the outside board (anyone). */
export type BoardSide = 'inside' | 'outside';

export interface RankDownloadQuery {
  cid: number;
  removeStar: boolean;
  forceRefresh: boolean;
}

/**
 * The boards answer their refusals on the page (a clear page or an alert in the user's language), so
 * every board call is quiet; `background` is for the 30 s refresh the user did not ask for (an expired
 * session is still reported).
 */
const boardQuiet = (background: boolean): RequestOptions['quiet'] => (background ? 'background' : true);

/** The contest scoreboards (spec 2 §2.5, §7). */
export const scoreboardsApi = {
  /** POST /api/get-contest-rank or /api/get-contest-outside-scoreboard: one page of the board. */
  page: (side: BoardSide, body: ContestRankBody, { background = false } = {}) =>
    request<ScoreboardPage>(
      side === 'inside' ? '/api/get-contest-rank' : '/api/get-contest-outside-scoreboard',
      { method: 'POST', body, quiet: boardQuiet(background) },
    ),
  /** GET /api/get-contest-outsize-info (the reference's spelling): the outside board's header. */
  outsideInfo: (cid: number) =>
    request<ContestOutsideInfo>('/api/get-contest-outsize-info', { params: { cid }, quiet: true }),
  /**
   * GET /api/file/download-contest-rank (contest admins): fetched as a blob so the Authorization
   * header goes with it; keeps the name the server gives in Content-Disposition.
   */
  downloadRank: ({ cid, removeStar, forceRefresh }: RankDownloadQuery) =>
    requestFile(
      '/api/file/download-contest-rank',
      { cid, removeStar: String(removeStar), forceRefresh: String(forceRefresh) },
      `contest_${cid}_rank.csv`,
    ),
};
