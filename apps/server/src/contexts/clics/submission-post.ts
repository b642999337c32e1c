import { roleAllows } from '@judge/contract';
import { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { readZip } from '../problems/facts.ts';
import type { ClicsCaller } from './basic-auth.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import { accountOfTeam, ownTeamOf } from './api-teams.ts';
import { languageId } from './config-mappers.ts';
import type { ContestView } from './contest-view.ts';
import type { ReaderKind as ClicsReader } from './contest-scope.ts';
import { checkClientTime } from './clarification-put.ts';

/**
 * What posting a submission does to the other contexts, handed in by the composition root: the site's own
 * submission (its contest rules: the contest running, the team's access, the problem in it, the language allowed;
 * then the real judge), and the site account of a team an admin submits for.
 */
export interface SubmissionPorts {
  submit(
    actor: Actor,
    target: { cid: number; label: string; language: string; code: string; ip: string | null },
  ): Promise<{ id: number; submitMs: number }>;
  teamActor(uid: number): Promise<Actor | undefined>;
}

/** One source file a submission carries, zipped (Contest_API.md "Modifying submissions": files as a base64 zip). */
const ZIP_LIMITS = { maxFiles: 8, maxTotalBytes: 1024 * 1024, maxFileBytes: 1024 * 1024 };

const fileSchema = z.object({
  data: z.string({ error: 'files[0].data is required: the base64 of a zip' }),
  mime: z.literal('application/zip', { error: 'files[0].mime must be application/zip' }).nullish(),
  filename: z.string().nullish(),
});

/** The body of POST /contests/{id}/submissions (team_submit, admin_submit). */
const submissionPost = z.strictObject(
  {
    problem_id: z.string({ error: 'problem_id is required' }),
    language_id: z.string({ error: 'language_id is required' }),
    files: z.array(fileSchema).length(1, 'files must hold one zip'),
    team_id: z.string().nullish(),
    entry_point: z.string().nullish(),
    reaction: z.unknown().optional(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `${issue.keys.join(', ')} may not be sent: this server sets the id and the time`
        : undefined,
  },
);

function parsePost(body: unknown) {
  const parsed = submissionPost.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('BAD_REQUEST', `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/**
 * admin_submit may send `time` (the spec asks it): taken as the sender's stamp of this moment, checked to be now
 * (the submission is made, and judged, when it arrives); a team may not send it.
 */
function adminTimeChecked(reader: ClicsReader, body: unknown, nowMs: number) {
  if (reader !== 'admin' || body === null || typeof body !== 'object') return body;
  const { time, contest_time: _contestTime, ...rest } = body as Record<string, unknown>;
  void _contestTime;
  checkClientTime(time, nowMs, false);
  return rest;
}

/** The one source file of the zip, as text. */
function sourceOf(base64: string) {
  let files: Map<string, Buffer>;
  try {
    files = readZip(Buffer.from(base64, 'base64'), 'files', ZIP_LIMITS);
  } catch (error) {
    if (error instanceof AppError) throw invalidField('files', `${error.message} (one source file)`);
    throw invalidField('files', 'files[0].data is not a zip');
  }
  if (files.size !== 1) throw invalidField('files', 'the zip must hold exactly one source file');
  return [...files.values()][0].toString('utf8');
}

/**
 * Who the submission is for: a team posts for itself (team_submit: `team_id`, if sent, its own; a team contest's
 * member for its team); a contest admin for the team it names (admin_submit), the submission then made as that
 * team's account (a team contest's team's first member), under the same rules.
 */
async function submitterOf(
  ports: SubmissionPorts,
  caller: ClicsCaller,
  view: ContestView,
  teamId?: string | null,
) {
  const { scope } = view;
  if (scope.reader !== 'admin') {
    const own = ownTeamOf(scope, caller.uid);
    if (teamId && teamId !== own)
      throw new AppError('FORBIDDEN', `team_id ${teamId} is not the caller's team`);
    if (!roleAllows(caller.role, 'submit')) throw new AppError('FORBIDDEN', 'This account may not submit');
    return { actor: caller, teamId: own ?? String(caller.uid) };
  }
  if (!teamId) throw invalidField('team_id', 'team_id is required when an admin submits (admin_submit)');
  const uid = accountOfTeam(scope, teamId);
  const actor = uid === undefined ? undefined : await ports.teamActor(uid);
  if (!actor) throw invalidField('team_id', `no team ${teamId}`);
  return { actor, teamId };
}

/**
 * POST /contests/{id}/submissions (Contest_API.md "Modifying submissions"): team_submit for a signed-in team,
 * admin_submit (POST, with `team_id`) for the contest's admins; an analyst writes nothing. The problem and the
 * language are the API's ids; the code is the one file of the zip; `id` and `contest_time` are this server's, and
 * `time` too (an admin's is checked to be now; a PUT with a client's id is not offered: docs/clics.md). Judged by
 * the real judge as any submission; answers the submission as it now stands.
 */
export async function postSubmission(
  ports: SubmissionPorts,
  caller: ClicsCaller,
  view: ContestView,
  request: { body: unknown; ip: string | null },
  nowMs: number,
) {
  const { scope } = view;
  if (scope.reader === 'analyst') throw new AppError('FORBIDDEN', 'An analyst writes nothing');
  const post = parsePost(adminTimeChecked(scope.reader, request.body, nowMs));
  const label = [...scope.problemIds].find(([, id]) => id === post.problem_id)?.[0];
  if (label === undefined) throw invalidField('problem_id', `no problem ${post.problem_id} in this contest`);
  const language = scope.languageNames.find((name) => languageId(name) === post.language_id);
  if (!language) throw invalidField('language_id', `no language ${post.language_id}`);
  const code = sourceOf(post.files[0].data);
  const team = await submitterOf(ports, caller, view, post.team_id);
  const cid = scope.settings.cid;
  const made = await ports.submit(team.actor, { cid, label, language, code, ip: request.ip });
  return {
    id: String(made.id),
    language_id: post.language_id,
    problem_id: post.problem_id,
    team_id: team.teamId,
    time: absoluteTime(made.submitMs),
    contest_time: relativeTime(made.submitMs - scope.startMs),
    files: [],
  };
}
