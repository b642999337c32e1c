import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  caseResultsResponse,
  checkSubmissionsBody,
  lastAcceptedCodeResponse,
  submissionDetailResponse,
  submissionPageResponse,
  submissionRowResponse,
  submissionStatusesResponse,
  testRunKeyResponse,
  testRunResultResponse,
  userProblemStatusResponse,
  contestProblemKeyQuery,
  LIMITS,
  manualJudgeQuery,
  pidQuery,
  shareBody,
  submissionListQuery,
  submitBody,
  submitIdQuery,
  testRunBody,
  userProblemStatusBody,
  contestRejudgeResponse,
  noDataResponse,
} from '@judge/contract';
import { invalidField } from '../../../errors.ts';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import { writeZip } from '../../problems/facts.ts';
import { IDEMPOTENCY_KEY_HEADER, readIdempotencyKey } from './idempotency-key.ts';
import type { SubmissionsService } from './submissions.service.ts';

/** Problem.vue's getUserLastAccepetedCode(pid, cid): cid only inside a contest. */
const lastAcceptedCodeQuery = pidQuery.extend({
  cid: z.coerce
    .number({ error: 'cid must be a number' })
    .int('cid must be an integer')
    .min(0, 'cid must not be negative')
    .max(LIMITS.idMax, `cid must be at most ${LIMITS.idMax}`)
    .optional(),
});

/** The submission calls (docs/api.md "Submissions"), registered by what they do. */
export function registerSubmissionRoutes(app: FastifyInstance, submissions: SubmissionsService) {
  registerSubmitRoutes(app, submissions);
  registerSubmissionReadRoutes(app, submissions);
  registerTestRunRoutes(app, submissions);
  registerJudgeAdminRoutes(app, submissions);
}

/** Submitting, submitting again, and sharing one's code. */
function registerSubmitRoutes(app: FastifyInstance, submissions: SubmissionsService) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/submit-problem-judge',
      access: 'login',
      action: 'submit',
      body: submitBody,
      response: submissionRowResponse,
    },
    ({ actor, body, request }) =>
      submissions.submit(
        actor,
        body,
        request.ip ?? null,
        readIdempotencyKey(request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()]),
      ),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/resubmit',
      access: 'login',
      action: 'submit',
      query: submitIdQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await submissions.resubmit(actor, query.submitId);
    },
  );
  defineRoute(
    app,
    { method: 'PUT', url: '/api/submission', access: 'login', body: shareBody, response: noDataResponse },
    async ({ actor, body }) => {
      await submissions.share(actor, body.submitId, body.share);
    },
  );
}

/** A submission, its cases, the lists and polled statuses, the caller's own results and failed case. */
function registerSubmissionReadRoutes(app: FastifyInstance, submissions: SubmissionsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-submission-detail',
      access: 'public',
      query: submitIdQuery,
      response: submissionDetailResponse,
    },
    ({ actor, query }) => submissions.detail(actor, query.submitId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-all-case-result',
      access: 'public',
      query: submitIdQuery,
      response: caseResultsResponse,
    },
    ({ actor, query }) => submissions.caseResults(actor, query.submitId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-submission-list',
      access: 'public',
      query: submissionListQuery,
      response: submissionPageResponse,
    },
    ({ actor, query }) => submissions.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/check-submissions-status',
      access: 'public',
      body: checkSubmissionsBody,
      response: submissionStatusesResponse,
    },
    ({ actor, body }) => submissions.statuses(actor, body.submitIds),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/get-user-problem-status',
      access: 'login',
      body: userProblemStatusBody,
      response: userProblemStatusResponse,
    },
    ({ actor, body }) => {
      if (body.isContestProblemList && !body.cid)
        throw invalidField('cid', 'cid is required with isContestProblemList');
      return submissions.userProblemStatus(
        actor,
        body.pidList,
        body.isContestProblemList && body.cid ? { cid: body.cid } : undefined,
      );
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-last-ac-code',
      access: 'login',
      query: lastAcceptedCodeQuery,
      response: lastAcceptedCodeResponse,
    },
    ({ actor, query }) => submissions.lastAcceptedCode(actor, query.pid, query.cid ?? 0),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/download-testcase-one', access: 'login', query: submitIdQuery },
    async ({ actor, query, reply }) => {
      const failed = await submissions.wrongCase(actor, query.submitId);
      const zip = writeZip(
        new Map([
          [failed.inputName, failed.input],
          [failed.outputName === '-' ? `${failed.caseId}.out` : failed.outputName, failed.output],
        ]),
      );
      reply
        .header('Content-Type', 'application/zip')
        .header(
          'Content-Disposition',
          `attachment; filename="submission-${query.submitId}-case-${failed.caseId}.zip"`,
        )
        .send(zip);
      return REPLY_SENT;
    },
  );
}

/** Test runs on a problem's page and in the online IDE. */
function registerTestRunRoutes(app: FastifyInstance, submissions: SubmissionsService) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/submit-problem-test-judge',
      access: 'login',
      action: 'submit',
      body: testRunBody,
      response: testRunKeyResponse,
    },
    async ({ actor, body }) => submissions.startTestRun(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-test-judge-result',
      access: 'login',
      query: z.object({
        testJudgeKey: z
          .string({ error: 'testJudgeKey is required' })
          .min(1, 'testJudgeKey is required')
          .max(100),
      }),
      response: testRunResultResponse,
    },
    ({ actor, query }) => submissions.testRunResult(actor, query.testJudgeKey),
  );
}

/** Super admin judge calls (spec 1-core §4.3); GET as the reference system's client sends them. */
function registerJudgeAdminRoutes(app: FastifyInstance, submissions: SubmissionsService) {
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/judge/rejudge',
      access: 'root',
      query: submitIdQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await submissions.rejudge(query.submitId);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/judge/rejudge-contest-problem',
      access: 'root',
      query: contestProblemKeyQuery,
      response: contestRejudgeResponse,
    },
    ({ actor, query }) => submissions.rejudgeContestProblem(actor, query.cid, query.pid),
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/judge/manual-judge',
      access: 'root',
      query: manualJudgeQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await submissions.manualJudge(query.submitId, query.status, query.score);
    },
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/admin/judge/cancel-judge',
      access: 'root',
      query: submitIdQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await submissions.cancel(query.submitId);
    },
  );
  defineRoute(
    app,
    {
      method: ['GET', 'DELETE'],
      url: '/api/admin/judge/delete-judge',
      access: 'root',
      query: submitIdQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await submissions.remove(query.submitId);
    },
  );
}
