import { roleAllows } from '@judge/contract';
import { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { readZip } from '../problems/facts.ts';
import type { ClicsCaller } from './basic-auth.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import { ownTeamOf } from './api-teams.ts';
import { languageId } from './config-mappers.ts';
import type { ContestView } from './contest-view.ts';
import type { ContestScope } from './contest-scope.ts';
import { clientMoment } from './client-time.ts';
import { namedTeam, type TeamAccounts } from './named-team.ts';
import type { BackdatedRepo } from './backdated.repo.ts';
import { submissionFiles } from './submission-files.ts';

/**
 * What posting a submission does to the other contexts, handed in by the composition root: the site's own
 * submission (its contest rules: the contest running, the team's access, the problem in it, the language allowed;
 * then the real judge), and the site account of a team an admin or a proxy submits for.
 */
export interface SubmissionPorts {
  submit(
    actor: Actor,
    target: { cid: number; label: string; language: string; code: string; ip: string | null },
  ): Promise<{ id: number; submitMs: number }>;
  teamActor: TeamAccounts['teamActor'];
}

/**
 * Dates a submission made now at the moment a forwarding client says it was made (admin_submit's `time`), and
 * keeps when it was written, where the feed places its event (backdated.repo.ts).
 */
export interface SubmissionDating {
  setMadeAt(submissionId: number, madeAt: string): Promise<void>;
  keepWritten: BackdatedRepo['record'];
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
 * admin_submit's `time` (Contest_API.md: a proxy forwarding what a team submitted while its link was down): when
 * the submission was made, from the contest's start to now (a clock within CLIENT_TIME_TOLERANCE_MS of ours counts
 * as now). The submission is made now, under the team's rules as they stand now, and dated then. A team may not
 * send `time` (the strict body refuses it). Answers the body without the times, and the moment (null: now).
 */
function adminTime(scope: ContestScope, body: unknown, nowMs: number, required: boolean) {
  if (scope.reader !== 'admin' || body === null || typeof body !== 'object')
    return { rest: body, madeMs: null };
  const { time, contest_time: _contestTime, ...rest } = body as Record<string, unknown>;
  void _contestTime;
  return { rest, madeMs: clientMoment(time, { nowMs, startMs: scope.startMs, required }) };
}

/** The file a language's source is judged from is one: the zip holds that file. */
function sourceOf(base64: string, language: string) {
  let files: Map<string, Buffer>;
  try {
    files = readZip(Buffer.from(base64, 'base64'), 'files', ZIP_LIMITS);
  } catch (error) {
    if (error instanceof AppError) throw invalidField('files', `${error.message} (one source file)`);
    throw invalidField('files', 'files[0].data is not a zip');
  }
  if (files.size !== 1)
    throw invalidField(
      'files',
      `the zip holds ${files.size} files: ${language} is judged here from exactly one source file`,
    );
  return [...files.values()][0].toString('utf8');
}

/**
 * Who the submission is for: a team posts for itself (team_submit: `team_id`, if sent, its own; a team contest's
 * member for its team); a contest admin (admin_submit) or a proxy (proxy_submit) for the team it names, the
 * submission then made as that team's account (a team contest's team's first member), under the same rules.
 */
async function submitterOf(
  ports: TeamAccounts,
  caller: ClicsCaller,
  view: ContestView,
  teamId?: string | null,
) {
  const { scope } = view;
  if (scope.reader === 'public') {
    const own = ownTeamOf(scope, caller.uid);
    if (teamId && teamId !== own)
      throw new AppError('FORBIDDEN', `team_id ${teamId} is not the caller's team`);
    if (!roleAllows(caller.role, 'submit')) throw new AppError('FORBIDDEN', 'This account may not submit');
    return { actor: caller, teamId: own ?? String(caller.uid) };
  }
  const capability = scope.reader === 'proxy' ? 'proxy_submit' : 'admin_submit';
  return namedTeam(ports, scope, { teamId, field: 'team_id', capability });
}

/**
 * POST /contests/{id}/submissions (Contest_API.md "Modifying submissions"): team_submit for a signed-in team,
 * admin_submit (POST, with `team_id`) for the contest's admins, proxy_submit (with `team_id`, no `time`: the
 * server's) for a proxy account; an analyst writes nothing. The problem and the language are the API's ids; the
 * code is the one file of the zip; `id` and `contest_time` are this server's, and `time` too unless an admin sends
 * when it was made (adminTime). Judged by the real judge as any submission; answers the submission as it now
 * stands.
 */
export async function postSubmission(
  ports: SubmissionPorts & SubmissionDating & TeamAccounts,
  caller: ClicsCaller,
  view: ContestView,
  request: { body: unknown; ip: string | null },
  nowMs: number,
  options: { timeRequired: boolean } = { timeRequired: false },
) {
  const { scope } = view;
  if (scope.reader === 'analyst') throw new AppError('FORBIDDEN', 'An analyst writes nothing');
  const { rest, madeMs } = adminTime(scope, request.body, nowMs, options.timeRequired);
  const post = parsePost(rest);
  const label = [...scope.problemIds].find(([, id]) => id === post.problem_id)?.[0];
  if (label === undefined) throw invalidField('problem_id', `no problem ${post.problem_id} in this contest`);
  const language = scope.languageNames.find((name) => languageId(name) === post.language_id);
  if (!language) throw invalidField('language_id', `no language ${post.language_id}`);
  const code = sourceOf(post.files[0].data, language);
  const team = await submitterOf(ports, caller, view, post.team_id);
  const cid = scope.settings.cid;
  const made = await ports.submit(team.actor, { cid, label, language, code, ip: request.ip });
  if (madeMs !== null) {
    await ports.setMadeAt(made.id, absoluteTime(madeMs));
    await ports.keepWritten(cid, 'submissions', String(made.id), absoluteTime(made.submitMs));
  }
  const atMs = madeMs ?? made.submitMs;
  return {
    id: String(made.id),
    language_id: post.language_id,
    problem_id: post.problem_id,
    team_id: team.teamId,
    time: absoluteTime(atMs),
    contest_time: relativeTime(atMs - scope.startMs),
    files: submissionFiles(scope, String(made.id)),
  };
}
