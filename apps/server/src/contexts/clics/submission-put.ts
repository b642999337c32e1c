import { AppError, invalidField } from '../../errors.ts';
import type { ClicsCaller } from './basic-auth.ts';
import type { ContestView } from './contest-view.ts';
import { submissionFiles } from './submission-files.ts';
import { postSubmission, type SubmissionDating, type SubmissionPorts } from './submission-post.ts';
import type { TeamAccounts } from './named-team.ts';

/** Where a client's chosen submission id is kept (submission-ids.repo.ts). */
export interface SubmissionNaming {
  name(cid: number, clientId: string, submissionId: number): Promise<void>;
}

/** An ID of the spec (JSON_Format.md "ID") that is not a number: this server's own submission ids are. */
const CLIENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}$/;
const OWN_ID = /^\d+$/;

/**
 * PUT /contests/{id}/submissions/{submission id} (admin_submit, Contest_API.md "Modifying submissions"): a proxy
 * that gave a team's submission an id of its own (a site's prefix, say) forwards it under that id, unique in the
 * contest. Made as a POST makes an admin's (submission-post.ts) with `time` required, and shown from then on
 * under the client's id.
 */
export async function putSubmission(
  ports: SubmissionPorts & SubmissionDating & SubmissionNaming & TeamAccounts,
  caller: ClicsCaller,
  view: ContestView,
  request: { urlId: string; body: unknown; ip: string | null },
  nowMs: number,
) {
  const { scope } = view;
  if (scope.reader !== 'admin')
    throw new AppError('FORBIDDEN', "Only the contest's admins PUT a submission (admin_submit)");
  const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
  if (id !== request.urlId)
    throw new AppError('CONFLICT', `The body's id ${String(id)} is not the URL's ${request.urlId}`);
  if (!CLIENT_ID.test(request.urlId) || OWN_ID.test(request.urlId))
    throw invalidField(
      'id',
      `${request.urlId} is not an id a client may choose here (a number is this server's)`,
    );
  const taken = (view.collections.get('submissions') ?? []).some((entry) => entry.id === request.urlId);
  if (taken) throw invalidField('id', `submission ${request.urlId} exists`);
  const posted = await postSubmission(ports, caller, view, { body: rest, ip: request.ip }, nowMs, {
    timeRequired: true,
  });
  await ports.name(scope.settings.cid, request.urlId, Number(posted.id));
  return { ...posted, id: request.urlId, files: submissionFiles(scope, request.urlId) };
}
