import { AppError, invalidField } from '../../errors.ts';
import type { ClicsCaller } from './basic-auth.ts';
import type { ContestView } from './contest-view.ts';
import {
  postClarification,
  type ClarificationKeeping,
  type ClarificationPorts,
} from './clarification-post.ts';
import type { TeamAccounts } from './named-team.ts';

/** Where a client's chosen clarification id is kept (clarification-ids.repo.ts). */
export interface ClarificationNaming {
  name(cid: number, clientId: string, clarificationId: string): Promise<void>;
}

/** An ID of the spec (JSON_Format.md "ID"), not one this server makes for its own clarifications. */
const CLIENT_ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,35}$/;
const OWN_ID = /^(notice|question|reply|message)-\d+$/;

/**
 * PUT /contests/{id}/clarifications/{clarification id} (admin_clar, Contest_API.md "Modifying clarifications"): the
 * contest's admins post a clarification under an id they chose, unique in the contest: an answer to a question
 * (`reply_to_id`) or a message to everyone, as a POST makes them (clarification-post.ts), shown from then on
 * under that id. `time` is required (now, or earlier: clientMoment); `contest_time` is the server's.
 */
export async function putClarification(
  ports: ClarificationPorts & ClarificationKeeping & ClarificationNaming & TeamAccounts,
  caller: ClicsCaller,
  view: ContestView,
  request: { urlId: string; body: unknown },
  nowMs: number,
) {
  const { scope } = view;
  if (scope.reader !== 'admin')
    throw new AppError('FORBIDDEN', "Only the contest's admins PUT a clarification (admin_clar)");
  const { id, ...rest } = (request.body ?? {}) as Record<string, unknown>;
  if (id !== request.urlId)
    throw new AppError('CONFLICT', `The body's id ${String(id)} is not the URL's ${request.urlId}`);
  if (!CLIENT_ID.test(request.urlId) || OWN_ID.test(request.urlId))
    throw invalidField('id', `${request.urlId} is not an id a client may choose here`);
  const taken = (view.collections.get('clarifications') ?? []).some((entry) => entry.id === request.urlId);
  if (taken) throw invalidField('id', `clarification ${request.urlId} exists`);
  const posted = await postClarification(ports, caller, view, rest, nowMs, { timeRequired: true });
  await ports.name(scope.settings.cid, request.urlId, posted.id);
  return { ...posted, id: request.urlId };
}
