import { isAdminRole, type CommentSourceType } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { SiteConfigService } from '../site-config/site-config.service.ts';
import type { CommentsRepo } from './comments.repo.ts';

/** What a comment call may do with a source: look (list, read replies, delete) or add (comment, reply, like). */
export type SourceIntent = 'read' | 'write';

/** A source the actor may use, with what reminders need. */
export interface OpenedSource {
  type: CommentSourceType;
  id: number;
  /** Who a new comment notifies (the discussion's author). */
  ownerUid: number;
  /** Where a reminder links to. */
  url: string;
}

/**
 * One kind of place comments live in (style.md: strategies as registries of small objects). A source says
 * who may see and add to its comments, who may delete them, and keeps its own count of them.
 */
export interface CommentSource {
  type: CommentSourceType;
  /** The source for this actor and intent; throws 404 (unknown or hidden) or 403 (switched off, closed). */
  open(actor: Actor | null, id: number, intent: SourceIntent): Promise<OpenedSource>;
  /** May the actor delete a comment or reply written by `authorUid`? */
  mayDelete(actor: Actor, authorUid: number, source: OpenedSource): boolean;
  /** Keeps the source's count of comments and replies, inside the caller's transaction. */
  countChanged(executor: Db, sourceId: number, delta: number): Promise<void>;
}

interface SourceDeps {
  repo: CommentsRepo;
  siteConfig: SiteConfigService;
}

/**
 * Public discussions (spec 2 §2.12): open while the site's openPublicDiscussion switch is on; a disabled
 * discussion (status 1) is seen by the admin roles only and takes no new comments; the comment's author or any
 * admin role (root, admin, problem admin) deletes (spec 1-core §6).
 */
function discussionSource({ repo, siteConfig }: SourceDeps): CommentSource {
  return {
    type: 'Discussion',
    async open(actor, id, intent) {
      const switches = await siteConfig.switches();
      if (!switches.openPublicDiscussion)
        throw new AppError('NO_ACCESS', 'No Access: the public discussion area is closed');
      const discussion = await repo.findDiscussion(id);
      const staff = actor !== null && isAdminRole(actor.role);
      if (!discussion || (discussion.status !== 0 && !staff))
        throw new AppError('NOT_FOUND', 'The discussion does not exist');
      // Group discussions need the group's membership rules, which come with groups.
      if (discussion.gid !== null)
        throw new AppError('NO_ACCESS', 'No Access: comments on group discussions are not open yet');
      if (intent === 'write' && discussion.status !== 0)
        throw new AppError('FORBIDDEN', 'The discussion is disabled: it takes no new comments');
      return { type: 'Discussion', id, ownerUid: discussion.uid, url: `/discussion-detail/${id}` };
    },
    mayDelete: (actor, authorUid) => actor.uid === authorUid || isAdminRole(actor.role),
    countChanged: (executor, sourceId, delta) => repo.changeDiscussionCommentNum(executor, sourceId, delta),
  };
}

export type CommentSources = Partial<Record<CommentSourceType, CommentSource>>;

/** The registry. Contest comments come with the contests (their access and admin rules). */
export function createCommentSources(deps: SourceDeps): CommentSources {
  return { Discussion: discussionSource(deps) };
}

/** The source of a type, or a 400 naming sourceType when that kind of comment area does not exist. */
export function sourceFor(sources: CommentSources, type: CommentSourceType): CommentSource {
  const source = sources[type];
  if (!source) throw invalidField('sourceType', `${type} comments are not available on this site yet`);
  return source;
}
