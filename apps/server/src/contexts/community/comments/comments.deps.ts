import { isAdminRole, type CommentSourceType } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../../contests/policy.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import {
  createCommentSources,
  isShown,
  sourceFor,
  type ContestTeamLabels,
  type EntryAuthor,
  type OpenedSource,
} from './comment-sources.ts';
import { createCommentsRepo, type CommentRow, type ReminderValues } from './comments.repo.ts';

/** How much of a comment or reply a reminder keeps (the message center shows a snippet). */
export const REMINDER_SNIPPET = 250;

export const snippet = (text: string) =>
  text.length > REMINDER_SNIPPET ? `${text.slice(0, REMINDER_SNIPPET)}…` : text;

/** A call names its source by did or cid; the contract makes sure exactly one is there. */
export const sourceOf = (input: { did?: number; cid?: number }): { type: CommentSourceType; id: number } =>
  input.did !== undefined ? { type: 'Discussion', id: input.did } : { type: 'Contest', id: input.cid! };

export const commentMissing = () => new AppError('NOT_FOUND', 'The comment does not exist');

export const replyMissing = () => new AppError('NOT_FOUND', 'The reply does not exist');

export const authorOf = (entry: { uid: number; authorRole: number }): EntryAuthor => ({
  uid: entry.uid,
  role: entry.authorRole,
});

/** Who hears of a new comment, reply or like once it is written (the live updates fill this port). */
export interface CommentNotices {
  /** Something arrived in these users' message centers. */
  inboxChanged(uids: readonly number[]): void;
  /** A question of the contest's Q&A was answered. */
  clarificationAnswered(cid: number): void;
}

/** What each operation works with: the collaborators and what the context builds of its own once. */
export function commentsDeps(collaborators: {
  db: Db;
  siteConfig: SiteConfigService;
  contestGate: ContestGate;
  groupGate: GroupGate;
  notices?: CommentNotices;
  teams?: ContestTeamLabels;
}) {
  const { db, siteConfig, contestGate, groupGate, teams } = collaborators;
  const repo = createCommentsRepo(db);
  const sources = createCommentSources({
    repo,
    siteConfig,
    gate: contestGate,
    groupGate,
    contestTeams: teams,
  });
  return { ...collaborators, repo, sources };
}
export type CommentsDeps = ReturnType<typeof commentsDeps>;

/**
 * Posting is gated by the site's "AC needed to comment" (defaultCreateCommentACInitValue, spec 3 "Discussion
 * switches"); the admin roles are not bound by it, as in the reference.
 */
export async function checkAcceptedCount(deps: CommentsDeps, actor: Actor, applies: boolean) {
  const { repo, siteConfig } = deps;
  if (!applies || isAdminRole(actor.role)) return;
  const needed = (await siteConfig.switches()).defaultCreateCommentACInitValue;
  if (needed <= 0) return;
  const solved = await repo.acceptedProblemCount(actor.uid);
  if (solved < needed)
    throw new AppError(
      'FORBIDDEN',
      say(
        'You need at least {{needed}} accepted {{needed|problem|problems}} to comment (you have {{solved}})',
        {
          needed,
          solved,
        },
      ),
      { needed },
    );
}

/**
 * The source of a stored comment; a did or cid the caller also sent must name the same source (a comment is
 * not reached through another discussion or contest). A comment the caller is not shown (another
 * contestant's during a contest) does not exist for them.
 */
export async function openCommentSource(
  deps: CommentsDeps,
  actor: Actor | null,
  comment: CommentRow,
  named: { did?: number; cid?: number },
  intent: 'read' | 'write',
) {
  const { sources } = deps;
  const type = comment.sourceType as CommentSourceType;
  if (named.did !== undefined && (type !== 'Discussion' || comment.sourceId !== named.did))
    throw commentMissing();
  if (named.cid !== undefined && (type !== 'Contest' || comment.sourceId !== named.cid))
    throw commentMissing();
  const source = sourceFor(sources, type);
  const opened = await source.open(actor, comment.sourceId, intent);
  if (!isShown(opened, authorOf(comment))) throw commentMissing();
  return { source, opened };
}

export function remind(
  deps: CommentsDeps,
  executor: Db,
  actor: Actor,
  values: Omit<ReminderValues, 'senderId'>,
) {
  const { repo } = deps;
  return values.recipientId === actor.uid
    ? undefined
    : repo.remind(executor, { ...values, senderId: actor.uid });
}

/** After the commit: the reminded users (the caller is never reminded of their own act) hear of it. */
export function tellReminded(deps: CommentsDeps, actor: Actor, recipients: readonly number[]) {
  const others = recipients.filter((uid) => uid !== actor.uid);
  if (others.length > 0) deps.notices?.inboxChanged(others);
}

export function reminderBase(opened: OpenedSource) {
  return {
    sourceId: opened.id,
    sourceType: opened.type,
    url: opened.url,
  };
}
