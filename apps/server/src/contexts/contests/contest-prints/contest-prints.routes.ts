import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  checkPrintQuery,
  contestPrintListQuery,
  downloadPrintQuery,
  submitPrintBody,
  contestPrintPageResponse,
  newIdResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import {
  listPrints,
  markPrinted,
  printFile,
  submitPrint,
  type ContestPrintDeps,
} from './contest-prints.service.ts';

/** Contest printing (spec 2 §2.7, §7): all need login; the service asks the contest gate for the rest. */
export function registerContestPrintRoutes(app: FastifyInstance, deps: ContestPrintDeps) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/submit-print-text',
      access: 'login',
      body: submitPrintBody,
      response: newIdResponse('id'),
    },
    ({ actor, body }) => submitPrint(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-contest-print',
      access: 'login',
      query: contestPrintListQuery,
      response: contestPrintPageResponse,
    },
    ({ actor, query }) => listPrints(deps, actor, query),
  );
  defineRoute(
    app,
    // The reference client sends id and cid as query parameters of the PUT.
    {
      method: 'PUT',
      url: '/api/check-contest-print-status',
      access: 'login',
      query: checkPrintQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => markPrinted(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/file/download-contest-print-text',
      access: 'login',
      query: downloadPrintQuery,
    },
    async ({ actor, query, reply }) => sendPrintText(reply, query.id, await printFile(deps, actor, query.id)),
  );
}

/** A print's text as a download (the admins' and the volunteers' both). */
export function sendPrintText(reply: FastifyReply, id: number, file: { fileName: string; content: string }) {
  reply
    .header('Content-Type', 'text/plain; charset=utf-8')
    .header(
      'Content-Disposition',
      `attachment; filename="contest_print_${id}.txt"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
    )
    .send(file.content);
  return REPLY_SENT;
}
