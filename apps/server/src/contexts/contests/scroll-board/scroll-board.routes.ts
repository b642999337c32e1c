import type { FastifyInstance } from 'fastify';
import {
  scrollBoardInfoQuery,
  scrollBoardQuery,
  scrollBoardDataResponse,
  scrollBoardInfoResponse,
  scrollBoardSubmissionsResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { ScrollBoardService } from './scroll-board.service.ts';

/**
 * The scroll board: the reference's two calls (its scroll-board app reads them) and our page's own.
 * Login here; the service lets in the contest admins only (the answers hold frozen results).
 */
export function registerScrollBoardRoutes(app: FastifyInstance, scrollBoard: ScrollBoardService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-scroll-board-info',
      access: 'login',
      query: scrollBoardInfoQuery,
      response: scrollBoardInfoResponse,
    },
    ({ query, actor }) => scrollBoard.info(actor, query.cid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-scroll-board-submission',
      access: 'login',
      query: scrollBoardQuery,
      response: scrollBoardSubmissionsResponse,
    },
    ({ query, actor }) => scrollBoard.submissions(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-scroll-board',
      access: 'login',
      query: scrollBoardQuery,
      response: scrollBoardDataResponse,
    },
    ({ query, actor }) => scrollBoard.board(actor, query),
  );
}
