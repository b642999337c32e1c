import fs from 'node:fs';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ZodError } from 'zod';
import { ERRORS } from '@judge/contract';
import { AppError } from '../errors.ts';

export function zodToAppError(error: ZodError): AppError {
  const issues = error.issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'body',
    message: issue.message,
  }));
  const first = issues[0];
  return new AppError('VALIDATION_FAILED', `${first.field}: ${first.message}`, {
    field: first.field,
    issues,
  });
}

/** The envelope of a refusal, as every failure is answered. */
function sendRefusal(reply: FastifyReply, appError: AppError) {
  return reply.status(appError.status).send({
    status: appError.status,
    msg: appError.message,
    data: appError.data,
    code: appError.code,
    ...(appError.said && { msgKey: appError.said.text, msgParams: appError.said.params ?? {} }),
  });
}

/**
 * Fastify's `frameworkErrors`: the router's own refusals before any route runs (a malformed URL, a path parameter
 * past `maxParamLength`), answered in the envelope with their status (400, 414) instead of Fastify's own body.
 */
export function frameworkErrorAnswer(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  const appError = new AppError('BAD_REQUEST', error.message);
  (appError as { status: number }).status = error.statusCode ?? 400;
  return sendRefusal(reply, appError);
}

/** Turns every failure into the envelope; the only place that knows how errors look on the wire. */
export const errorsPlugin = fp(async (app: FastifyInstance, opts: { spaIndex: string | null }) => {
  app.setErrorHandler((error: FastifyError | AppError | ZodError, request, reply) => {
    let appError: AppError;
    if (error instanceof AppError) appError = error;
    else if (error instanceof ZodError) appError = zodToAppError(error);
    else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') appError = new AppError('PAYLOAD_TOO_LARGE');
    else if (error.statusCode === 429) appError = new AppError('RATE_LIMITED');
    else if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Fastify's own client errors: malformed JSON, wrong content type, bad multipart.
      appError = new AppError('BAD_REQUEST', error.message);
      (appError as { status: number }).status = error.statusCode;
    } else {
      request.log.error({ err: error }, 'unhandled error');
      appError = new AppError('INTERNAL');
    }
    sendRefusal(reply, appError);
  });

  const spaHtml = opts.spaIndex ? fs.readFileSync(opts.spaIndex, 'utf8') : null;
  app.setNotFoundHandler((request, reply) => {
    // Paths outside /api belong to the single-page app: its router shows the page or its 404.
    if (spaHtml && request.method === 'GET' && !request.url.startsWith('/api/')) {
      return reply
        .status(200)
        .type('text/html; charset=utf-8')
        .header('Cache-Control', 'no-cache')
        .send(spaHtml);
    }
    reply.status(404).send({ status: 404, msg: ERRORS.NOT_FOUND.msg, data: null, code: 'NOT_FOUND' });
  });
});
