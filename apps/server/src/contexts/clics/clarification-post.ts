import { z } from 'zod';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { absoluteTime, relativeTime } from './clics-format.ts';
import { ownTeamOf } from './api-teams.ts';
import type { ContestView } from './contest-view.ts';
import { noticeText } from './clarification-events.ts';

/**
 * What posting a clarification does to the other contexts, handed in by the composition root: a team's
 * question and any answer are the contest's Q&A (the community's comments and replies), the jury's message
 * to everyone is a contest announcement. Each answers the new entry's id; their own rules apply (who may ask,
 * the contest's access).
 */
export interface ClarificationPorts {
  ask(actor: Actor, cid: number, text: string): Promise<number>;
  reply(actor: Actor, cid: number, questionId: number, text: string): Promise<number>;
  announce(actor: Actor, cid: number, title: string, text: string): Promise<number>;
}

/** The body of POST /contests/{id}/clarifications (post_clar): what the server sets may not be sent. */
const clarificationPost = z.strictObject(
  {
    text: z
      .string({ error: 'text is required' })
      .refine((text) => text.trim().length > 0, 'text is required'),
    problem_id: z.string().nullish(),
    reply_to_id: z.string().nullish(),
    from_team_id: z.string().nullish(),
    to_team_ids: z.array(z.string()).nullish(),
    to_group_ids: z.array(z.string()).nullish(),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `${issue.keys.join(', ')} may not be sent` : undefined,
  },
);

const ANNOUNCEMENT_TITLE_LENGTH = 60;
const QUESTION_ID = /^question-([1-9]\d{0,9})$/;

function parsePost(body: unknown) {
  const parsed = clarificationPost.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError('BAD_REQUEST', `${issue.path.join('.') || 'body'}: ${issue.message}`);
}

/**
 * POST /contests/{id}/clarifications with the post_clar capability (Contest_API.md "Modifying clarifications"):
 * a team asks the jury (its `from_team_id`, if sent, its own; no recipients), the jury answers a question
 * (`reply_to_id` a question of the contest) or writes to everyone (an announcement, its first line the title).
 * Answers the clarification as it now stands; a problem named is checked and put before the text (the
 * contest's Q&A has no problem of its own).
 */
export async function postClarification(
  ports: ClarificationPorts,
  caller: Actor,
  view: ContestView,
  body: unknown,
  nowMs: number,
) {
  const { scope } = view;
  if (scope.reader === 'analyst') throw new AppError('FORBIDDEN', 'An analyst writes nothing');
  const post = parsePost(body);
  const cid = scope.settings.cid;
  const jury = scope.reader === 'admin';
  const team = ownTeamOf(scope, caller.uid);
  if (!jury && (post.to_team_ids?.length || post.to_group_ids?.length))
    throw new AppError(
      'BAD_REQUEST',
      'A team writes to the jury: to_team_ids and to_group_ids may not be sent',
    );
  if (jury && post.from_team_id)
    throw new AppError('BAD_REQUEST', 'The jury writes as itself: from_team_id may not be sent');
  if (!jury && team === null)
    throw new AppError('FORBIDDEN', 'Join a team of this contest to write to the jury');
  if (!jury && post.from_team_id && post.from_team_id !== team)
    throw new AppError('FORBIDDEN', `from_team_id ${post.from_team_id} is not the caller's team`);
  const problems = (view.collections.get('problems') ?? []) as { id: string; label: string }[];
  const problem = post.problem_id ? problems.find((p) => p.id === post.problem_id) : undefined;
  if (post.problem_id && !problem)
    throw invalidField('problem_id', `no problem ${post.problem_id} in this contest`);
  const text = problem ? `[${problem.label}] ${post.text.trim()}` : post.text.trim();

  let id: string;
  let shownText = text;
  let toTeam: string | null = null;
  if (post.reply_to_id) {
    const question = QUESTION_ID.exec(post.reply_to_id);
    if (!question) throw invalidField('reply_to_id', `${post.reply_to_id} is not a question of this contest`);
    id = `reply-${await ports.reply(caller, cid, Number(question[1]), text)}`;
    // The jury's answer goes to the asking team, as the clarifications list shows it.
    const asked = (view.collections.get('clarifications') ?? []) as {
      id: string;
      from_team_id: string | null;
    }[];
    if (jury) toTeam = asked.find((entry) => entry.id === post.reply_to_id)?.from_team_id ?? null;
  } else if (jury) {
    const [firstLine, ...rest] = text.split('\n');
    const title = firstLine.slice(0, ANNOUNCEMENT_TITLE_LENGTH);
    const content = rest.join('\n').trim() || text;
    id = `notice-${await ports.announce(caller, cid, title, content)}`;
    shownText = noticeText(title, content);
  } else {
    id = `question-${await ports.ask(caller, cid, text)}`;
  }
  return {
    id,
    from_team_id: jury ? null : team,
    to_team_id: toTeam,
    reply_to_id: post.reply_to_id ?? null,
    problem_id: problem?.id ?? null,
    text: shownText,
    time: absoluteTime(nowMs),
    contest_time: relativeTime(nowMs - scope.startMs),
  };
}
