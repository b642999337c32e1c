import type { FastifyInstance } from 'fastify';
import {
  claimRequestSchema,
  heartbeatRequestSchema,
  JUDGE_KEY_HEADER,
  leaveRequestSchema,
  progressRequestSchema,
  releaseRequestSchema,
  REMOTE_JUDGE_PREFIX,
  resultRequestSchema,
  testDataHashSchema,
  claimResponseSchema,
  heartbeatResponseSchema,
  judgeKeyInfoSchema,
  judgeServerStatusSchema,
  leaveResponseSchema,
  releaseResponseSchema,
  writeResponseSchema,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import type { RemoteJudgesService } from './remote-judges.service.ts';

const JUDGE_BODY_LIMIT_BYTES = 32 * 1024 * 1024;

/**
 * The remote judge protocol (docs/judge.md): judge daemons present the judge key in X-Judge-Key; the
 * key is checked before anything else, so a caller without it learns nothing (not even validation
 * messages). Root reads the key through the back office.
 */
export function registerRemoteJudgeRoutes(app: FastifyInstance, judges: RemoteJudgesService) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/judge/key', access: 'root', response: judgeKeyInfoSchema },
    async () => judges.keyInfo(),
  );

  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/judge/status', access: 'root', response: judgeServerStatusSchema },
    async () => judges.status(),
  );

  app.addHook('onReady', async () => judges.watchUnserved(app.log));
  app.addHook('preClose', async () => judges.close());

  void app.register(async (scope) => {
    scope.addHook('onRequest', async (request) => {
      if (!judges.verifyKey(request.headers[JUDGE_KEY_HEADER]))
        throw new AppError('UNAUTHENTICATED', 'The judge key is missing or wrong');
    });
    // A result carries an output preview and a message per case: a problem with many cases may pass the
    // site's 2 MB body limit, and a refused result would only be judged again and refused again.
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'string', bodyLimit: JUDGE_BODY_LIMIT_BYTES },
      (_request, body, done) => {
        try {
          done(null, JSON.parse(body as string));
        } catch (error) {
          (error as { statusCode?: number }).statusCode = 400;
          done(error as Error, undefined);
        }
      },
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/claim`,
        access: 'public',
        body: claimRequestSchema,
        response: claimResponseSchema,
      },
      async ({ body, reply }) => {
        // The daemon hanging up (it stopped or died) ends the wait before anything is claimed for it.
        const callerGone = new AbortController();
        const onClose = () => {
          if (!reply.raw.writableEnded) callerGone.abort();
        };
        reply.raw.once('close', onClose);
        try {
          return await judges.claim(body.judger, body.languages, body.waitMs, callerGone.signal);
        } finally {
          reply.raw.off('close', onClose);
        }
      },
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/progress`,
        access: 'public',
        body: progressRequestSchema,
        response: writeResponseSchema,
      },
      async ({ body }) => ({ accepted: await judges.progress(body.judger, body.progress) }),
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/result`,
        access: 'public',
        body: resultRequestSchema,
        response: writeResponseSchema,
      },
      async ({ body }) => ({ accepted: await judges.result(body.judger, body.result) }),
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/heartbeat`,
        access: 'public',
        body: heartbeatRequestSchema,
        response: heartbeatResponseSchema,
      },
      async ({ body }) =>
        judges.heartbeat(body.judger, body.runningTaskIds, {
          languages: body.languages,
          capacity: body.capacity,
        }),
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/release`,
        access: 'public',
        body: releaseRequestSchema,
        response: releaseResponseSchema,
      },
      async ({ body }) => judges.release(body.judger, body.taskIds),
    );

    defineRoute(
      scope,
      {
        method: 'POST',
        url: `${REMOTE_JUDGE_PREFIX}/leave`,
        access: 'public',
        body: leaveRequestSchema,
        response: leaveResponseSchema,
      },
      async ({ body }) => judges.leave(body.judger),
    );

    defineRoute(
      scope,
      {
        method: 'GET',
        url: `${REMOTE_JUDGE_PREFIX}/testdata/:hash`,
        access: 'public',
        params: testDataHashSchema,
      },
      async ({ params: { hash }, reply }) => {
        const content = await judges.testData(hash);
        if (!content) throw new AppError('NOT_FOUND', `No test data has the hash ${hash}`);
        // Content-addressed: the bytes behind a hash never change.
        await reply
          .type('application/octet-stream')
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .send(content);
        return REPLY_SENT;
      },
    );
  });
}
