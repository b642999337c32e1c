import type { FastifyInstance } from 'fastify';
import { writeZip } from '../problems/facts.ts';
import { SUBMISSION_FILES_NAME, submissionZip, type SubmissionSources } from './submission-files.ts';
import { postSubmission, type SubmissionDating, type SubmissionPorts } from './submission-post.ts';
import { putSubmission, type SubmissionNaming } from './submission-put.ts';
import type { ContestView } from './contest-view.ts';
import type { WriteContext, WriteParams, WriteRequest } from './write-routes.ts';

/**
 * Submitting through the Contest API (submission-post.ts, submission-put.ts): POST, and PUT with a client's id
 * when its ids can be kept; and a submission's files (submission-files.ts), read by whoever may read the contest.
 */
export function registerSubmissionWrites(
  scope: FastifyInstance,
  context: WriteContext,
  deps: {
    ports: SubmissionPorts & SubmissionDating;
    naming?: SubmissionNaming;
    sources?: SubmissionSources;
    viewOf: (request: WriteRequest) => Promise<ContestView>;
  },
) {
  const { naming, sources } = deps;
  const ports = { ...deps.ports, runsContest: context.runsContest };
  const location = (cid: number, id: string) => `${context.root}/contests/${cid}/submissions/${id}`;
  scope.post<{ Params: WriteParams }>('/contests/:cid/submissions', async (request, reply) => {
    const { caller, cid, view } = await context.signedIn(request);
    const sent = { body: request.body, ip: request.ip ?? null };
    const posted = await postSubmission(ports, caller, view, sent, Date.now());
    return reply.code(201).header('Location', location(cid, posted.id)).send(posted);
  });
  if (naming)
    scope.put<{ Params: WriteParams }>('/contests/:cid/submissions/:id', async (request, reply) => {
      const { caller, cid, view } = await context.signedIn(request);
      const put = { urlId: request.params.id!, body: request.body, ip: request.ip ?? null };
      const made = await putSubmission({ ...ports, ...naming }, caller, view, put, Date.now());
      return reply.code(201).header('Location', location(cid, made.id)).send(made);
    });
  if (sources)
    scope.get<{ Params: WriteParams }>('/contests/:cid/submissions/:id/files', async (request, reply) => {
      const view = await deps.viewOf(request);
      const listed = view.collections.get('submissions') ?? [];
      const files = await submissionZip(view.scope, listed, request.params.id!, sources);
      return reply
        .type('application/zip')
        .header('Content-Disposition', `attachment; filename="${SUBMISSION_FILES_NAME}"`)
        .send(writeZip(files));
    });
}
