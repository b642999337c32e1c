import type { FastifyInstance } from 'fastify';
import {
  cidQuery,
  contestRankBody,
  downloadContestRankQuery,
  contestOutsideInfoResponse,
  scoreboardPageResponse,
} from '@judge/contract';
import { defineRoute, REPLY_SENT, sendShared } from '../../../http/route.ts';
import { sendPageOfSharedRows } from '../../../http/page-of-shared-rows.ts';
import type { ScoreboardsService } from './scoreboards.service.ts';

/**
 * Scoreboards: inside the contest for those who may read its problems; the outside board and its
 * header for anyone when the contest opens its rank; the download for contest admins.
 */
export function registerScoreboardRoutes(app: FastifyInstance, scoreboards: ScoreboardsService) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/get-contest-rank',
      access: 'login',
      body: contestRankBody,
      response: scoreboardPageResponse,
    },
    async ({ body, actor, reply }) => {
      const { page, personalRows } = await scoreboards.rank(actor, body);
      return sendPageOfSharedRows(reply, page, personalRows);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-outsize-info',
      access: 'public',
      query: cidQuery,
      response: contestOutsideInfoResponse,
    },
    ({ query, actor }) => scoreboards.outsideInfo(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/get-contest-outside-scoreboard',
      access: 'public',
      body: contestRankBody,
      response: scoreboardPageResponse,
    },
    async ({ body, actor, reply }) => sendShared(reply, await scoreboards.outsideScoreboard(actor, body)),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/file/download-contest-rank',
      access: 'login',
      query: downloadContestRankQuery,
    },
    async ({ query, actor, reply }) => {
      const { fileName, csv } = await scoreboards.downloadCsv(actor, query);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .send(csv);
      return REPLY_SENT;
    },
  );
}
