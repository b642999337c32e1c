import {
  isAdminRole,
  makePage,
  ROLE_NAMES,
  type DiscussionView,
  type Page,
  type PageQuery,
  type RoleId,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import { reachDiscussion } from './discussion-area.ts';
import { createDiscussionsRepo, type DiscussionFilter } from './discussions.repo.ts';

export type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createDiscussionsRepo>['detail']>>>;

export const DAY_MS = 24 * 60 * 60 * 1000;

export function toView(row: Omit<Row, 'content'>): DiscussionView {
  return {
    id: row.id,
    pid: row.problemId,
    gid: row.gid,
    title: row.title,
    description: row.description,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    topPriority: Boolean(row.topPriority),
    uid: row.uid,
    author: row.author,
    avatar: row.avatar,
    role: ROLE_NAMES[row.role as RoleId] ?? 'default_user',
    titleName: row.titleName,
    titleColor: row.titleColor,
    commentNum: Number(row.commentNum),
    likeNum: Number(row.likeNum),
    viewNum: Number(row.viewNum),
    hasLike: Boolean(Number(row.hasLike)),
    status: row.status,
    gmtCreate: row.gmtCreate,
    gmtModified: row.gmtModified,
  };
}

/** What each operation works with: the collaborators and what the context builds of its own once. */
export function discussionsDeps(collaborators: {
  db: Db;
  siteConfig: SiteConfigService;
  groupGate: GroupGate;
  /** Who hears of a like that reminds its author (the live updates' unread counts). */
  notices?: { inboxChanged(uids: readonly number[]): void };
}) {
  const { db, siteConfig, groupGate } = collaborators;
  const repo = createDiscussionsRepo(db);
  const area = { siteConfig, groupGate };
  return { ...collaborators, repo, area };
}
export type DiscussionsDeps = ReturnType<typeof discussionsDeps>;

export async function requireOpen(deps: DiscussionsDeps) {
  const { siteConfig } = deps;
  if (!(await siteConfig.switches()).openPublicDiscussion)
    throw new AppError('NO_ACCESS', say('No Access: the public discussion area is closed'));
}

export function seesDisabled(actor: Actor | null) {
  return actor !== null && isAdminRole(actor.role);
}

/**
 * A discussion the caller may reach (its area's switch, its group's members), with whether they moderate it;
 * disabled ones look missing to everyone but its moderators.
 */
export async function visible(deps: DiscussionsDeps, id: number, actor: Actor | null) {
  const { area, repo } = deps;
  const found = await repo.find(id);
  const { moderator } = await reachDiscussion(area, actor, found);
  return { ...found!, moderator };
}

/** The back office moderates the public area; a group's discussions are its admins' (group-discussions.ts). */
export async function findPublic(deps: DiscussionsDeps, id: number) {
  const { repo } = deps;
  const found = await repo.find(id);
  return found?.gid === null ? found : undefined;
}

export async function checkCategory(deps: DiscussionsDeps, categoryId: number) {
  const { repo } = deps;
  if (!(await repo.categoryExists(categoryId)))
    throw invalidField('categoryId', say('The category does not exist'));
}

export function checkPin(moderator: boolean, topPriority: boolean | undefined) {
  if (topPriority && !moderator)
    throw new AppError('FORBIDDEN', say('Only admins may pin a discussion to the top'));
}

/** The AC count and daily limit of the site switches; admin roles are bound by neither. */
export async function checkMayPost(deps: DiscussionsDeps, actor: Actor) {
  const { repo, siteConfig } = deps;
  if (isAdminRole(actor.role)) return;
  const switches = await siteConfig.switches();
  const needed = switches.defaultCreateDiscussionACInitValue;
  if (needed > 0) {
    const solved = await repo.acceptedCount(actor.uid);
    if (solved < needed)
      throw new AppError(
        'FORBIDDEN',
        say(
          'You need at least {{needed}} accepted {{needed|problem|problems}} to post a discussion (you have {{solved}})',
          {
            needed,
            solved,
          },
        ),
      );
  }
  const limit = switches.defaultCreateDiscussionDailyLimit;
  const posted = await repo.postsSince(actor.uid, new Date(Date.now() - DAY_MS).toISOString());
  if (posted >= limit)
    throw new AppError(
      'COOLDOWN',
      say(
        'You may post at most {{limit}} {{limit|discussion|discussions}} a day: please try again tomorrow',
        { limit },
      ),
    );
}

export async function page(
  deps: DiscussionsDeps,
  filter: DiscussionFilter,
  query: PageQuery,
  viewer: number | null,
): Promise<Page<DiscussionView>> {
  const { repo } = deps;
  const { records, total } = await repo.page(filter, query, viewer);
  return makePage(records.map(toView), total, query);
}
