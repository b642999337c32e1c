import { CONTEST_STATUS, Role, type CommentSourceType, type TeamLabel } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestGate } from '../../contests/policy.ts';
import { discussionUrl, reachDiscussion } from '../discussions/discussion-area.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import type { CommentsRepo } from './comments.repo.ts';

/** What a comment call may do with a source: look (list, read replies, delete) or add (comment, reply, like). */
export type SourceIntent = 'read' | 'write';

/** Whose comments and replies a reader is shown: these users', and those of users with these roles. */
export interface AuthorFilter {
  uids: number[];
  roles: number[];
}

/** The author of a comment or reply, as the visibility and reply rules need it. */
export interface EntryAuthor {
  uid: number;
  role: number;
}

/** A source the actor may use, with what reminders need. */
export interface OpenedSource {
  type: CommentSourceType;
  id: number;
  /** Who a new comment notifies (the discussion's author, the contest's author). */
  ownerUid: number;
  /** Where a reminder links to. */
  url: string;
  /** The source's own admins (a contest's author and root); in a discussion, its moderators. */
  admin: boolean;
  /** Whether the site's "AC needed to comment" applies to posting here. */
  needsAcceptedCount: boolean;
  /** Only these authors' entries are shown to this actor; null: everyone's. */
  visibleAuthors: AuthorFilter | null;
  /** In a team contest's Q&A, each member's team: an entry names it beside its writer. */
  authorTeams?: ReadonlyMap<number, TeamLabel> | null;
}

/** Whether an entry by this author is shown to the actor who opened the source. */
export const isShown = (opened: OpenedSource, author: EntryAuthor) =>
  opened.visibleAuthors === null ||
  opened.visibleAuthors.uids.includes(author.uid) ||
  opened.visibleAuthors.roles.includes(author.role);

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
  /** May the actor reply under a comment by this author? */
  mayReply(actor: Actor, commentAuthor: EntryAuthor, source: OpenedSource): boolean;
  /** Keeps the source's count of comments and replies, inside the caller's transaction. */
  countChanged(executor: Db, sourceId: number, delta: number): Promise<void>;
}

/** A team contest's members' teams (the contests context's team membership, handed in by the root). */
export interface ContestTeamLabels {
  labelsOfUsers(cid: number): Promise<Map<number, TeamLabel> | null>;
}

interface SourceDeps {
  repo: CommentsRepo;
  siteConfig: SiteConfigService;
  gate: ContestGate;
  groupGate: GroupGate;
  contestTeams?: ContestTeamLabels;
}

/**
 * Discussions (spec 2 §2.12; spec 3 "Group discussion screen"): a public one while the site's
 * openPublicDiscussion switch is on, moderated by the admin roles; a group's while openGroupDiscussion is on, to
 * the group's members, moderated by the group's admins (discussion-area.ts). A disabled discussion (status 1) is
 * seen by its moderators only and takes no new comments; the comment's author or a moderator deletes (spec
 * 1-core §6). The site's "AC needed to comment" guards the public area; a group's members were let in by its
 * admins.
 */
function discussionSource({ repo, siteConfig, groupGate }: SourceDeps): CommentSource {
  return {
    type: 'Discussion',
    async open(actor, id, intent) {
      const discussion = await repo.findDiscussion(id);
      const { moderator } = await reachDiscussion({ siteConfig, groupGate }, actor, discussion);
      if (intent === 'write' && discussion!.status !== 0)
        throw new AppError('FORBIDDEN', say('The discussion is disabled: it takes no new comments'));
      return {
        type: 'Discussion',
        id,
        ownerUid: discussion!.uid,
        url: discussionUrl(discussion!),
        admin: moderator,
        needsAcceptedCount: discussion!.gid === null,
        visibleAuthors: null,
      };
    },
    mayDelete: (actor, authorUid, opened) => actor.uid === authorUid || opened.admin,
    mayReply: () => true,
    countChanged: (executor, sourceId, delta) => repo.changeDiscussionCommentNum(executor, sourceId, delta),
  };
}

/**
 * A contest's Q&A (spec 1-core §2.12, §6; spec 2 §6): open while the site's openContestComment switch is on,
 * to those the contest gate lets see its problems (contest admins always; others with access once it has
 * started). While it runs, a contestant sees only their own entries (their team's in a team contest) and the
 * contest admins' (its author and root); contest admins see all, and everyone all after the end. The author of an entry or a contest admin
 * deletes it. Replies go under one's own comment, a contestant's, or (for contest admins) any.
 */
function contestSource({ siteConfig, gate, contestTeams }: SourceDeps): CommentSource {
  return {
    type: 'Contest',
    async open(actor, id) {
      const switches = await siteConfig.switches();
      if (!switches.openContestComment)
        throw new AppError('NO_ACCESS', say('No Access: the contest comment area is closed'));
      if (!actor) throw new AppError('UNAUTHENTICATED');
      const view = await gate.forProblems(actor, id);
      const authorUid = view.info.uid;
      const onlyOwnAndAdmins = view.info.status === CONTEST_STATUS.RUNNING && !view.admin;
      return {
        type: 'Contest',
        id,
        ownerUid: authorUid,
        url: `/contest/${id}/comment`,
        admin: view.admin,
        // The Q&A is where contestants ask about the problems: no solved-problem count stands in the way.
        needsAcceptedCount: false,
        // A team's questions are its members' (docs/contest-teams.md): each member reads the team's entries.
        visibleAuthors: onlyOwnAndAdmins
          ? { uids: [actor.uid, ...(view.info.team?.memberUids ?? []), authorUid], roles: [Role.ROOT] }
          : null,
        // The admins answer a team, so each entry names its writer's team and seat.
        authorTeams: view.info.teamContest ? await contestTeams?.labelsOfUsers(id) : null,
      };
    },
    mayDelete: (actor, authorUid, opened) => actor.uid === authorUid || opened.admin,
    // Spec 1-core §6: the comment's author, a contest admin, or anyone under a comment not by root or the
    // contest's owner (an admin's answer is not a thread for others to talk in).
    mayReply: (actor, author, opened) =>
      actor.uid === author.uid ||
      opened.admin ||
      (author.role !== Role.ROOT && author.uid !== opened.ownerUid),
    // A contest keeps no count of its comments.
    countChanged: async () => undefined,
  };
}

export type CommentSources = Partial<Record<CommentSourceType, CommentSource>>;

/** The registry: one source per place comments live. */
export function createCommentSources(deps: SourceDeps): CommentSources {
  return { Discussion: discussionSource(deps), Contest: contestSource(deps) };
}

/** The source of a type, or a 400 naming sourceType when that kind of comment area does not exist. */
export function sourceFor(sources: CommentSources, type: CommentSourceType): CommentSource {
  const source = sources[type];
  if (!source) throw invalidField('sourceType', `${type} comments are not available on this site yet`);
  return source;
}
