import {
  GROUP_LEVEL,
  isAdminRole,
  makePage,
  type DiscussionView,
  type GroupDiscussionCreateBody,
  type GroupDiscussionListQuery,
  type GroupDiscussionUpdateBody,
  type Page,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import { discussionMissing, requireGroupDiscussionOpen } from './discussion-area.ts';
import { toView } from './discussions.service.ts';
import { createDiscussionsRepo, type DiscussionFilter } from './discussions.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A group's discussions (spec 3 "Group discussion screen", §7 "Group discussions"; docs/api.md "Groups"): the
 * public discussions' rows with the group's gid, open while openGroupDiscussion is on, to the group's members.
 * Its admins (4 and up, the site's root among them) pin, disable and delete; the author edits. The page, likes,
 * reports and comments go through the general calls, which follow the same rules (discussion-area.ts).
 */
export function createGroupDiscussions({
  db,
  siteConfig,
  gate,
}: {
  db: Db;
  siteConfig: SiteConfigService;
  gate: GroupGate;
}) {
  const repo = createDiscussionsRepo(db);

  async function page(filter: DiscussionFilter, query: GroupDiscussionListQuery, viewer: number) {
    const { records, total } = await repo.page(filter, query, viewer);
    return makePage(records.map(toView), total, query) satisfies Page<DiscussionView>;
  }

  /**
   * The AC counts of the site's switches guard the public area against new accounts; a group's members were let
   * in by its admins, so only the daily limit applies here (to everyone but the group's and the site's admins).
   */
  async function checkDailyLimit(actor: Actor, level: number) {
    if (level >= GROUP_LEVEL.ADMIN || isAdminRole(actor.role)) return;
    const limit = (await siteConfig.switches()).defaultCreateDiscussionDailyLimit;
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

  async function checkCategory(categoryId: number | undefined) {
    if (categoryId !== undefined && !(await repo.categoryExists(categoryId)))
      throw invalidField('categoryId', say('The category does not exist'));
  }

  /** A discussion of a group the caller is a member of; a gid sent along must be its group. */
  async function reach(actor: Actor, id: number, gid: number | undefined) {
    await requireGroupDiscussionOpen(siteConfig);
    const found = await repo.find(id);
    if (!found || found.gid === null || (gid !== undefined && gid !== found.gid)) throw discussionMissing();
    const standing = await gate.forMember(actor, found.gid);
    const moderator = standing.level >= GROUP_LEVEL.ADMIN;
    if (found.status !== 0 && !moderator) throw discussionMissing();
    return { found, moderator };
  }

  return {
    /** GET /api/group/get-discussion-list: the members' list, normal ones only; `pid` keeps one problem's. */
    async list(actor: Actor, query: GroupDiscussionListQuery): Promise<Page<DiscussionView>> {
      await requireGroupDiscussionOpen(siteConfig);
      await gate.forMember(actor, query.gid);
      return page({ gid: query.gid, problemId: query.pid, status: 0 }, query, actor.uid);
    },

    /** GET /api/group/get-admin-discussion-list: the group admins' table, disabled ones too. */
    async adminList(actor: Actor, query: GroupDiscussionListQuery): Promise<Page<DiscussionView>> {
      await requireGroupDiscussionOpen(siteConfig);
      await gate.forAdmin(actor, query.gid);
      return page({ gid: query.gid, problemId: query.pid }, query, actor.uid);
    },

    /** POST /api/group/discussion: a member's post; pinning is for the group's admins. */
    async create(actor: Actor, body: GroupDiscussionCreateBody): Promise<{ id: number }> {
      await requireGroupDiscussionOpen(siteConfig);
      const { level } = await gate.forMember(actor, body.gid);
      if (body.topPriority && level < GROUP_LEVEL.ADMIN)
        throw new AppError('FORBIDDEN', say("Only the group's admins may pin a discussion to the top"));
      await checkCategory(body.categoryId);
      let pid: number | null = null;
      if (body.pid) {
        const problem = await repo.groupOrPublicProblem(body.pid, body.gid);
        if (!problem)
          throw new AppError('NOT_FOUND', say('The problem {{pid}} does not exist', { pid: body.pid }));
        pid = problem.id;
      }
      await checkDailyLimit(actor, level);
      const id = await repo.insert({
        title: body.title,
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        topPriority: body.topPriority ? 1 : 0,
        uid: actor.uid,
        pid,
        gid: body.gid,
      });
      return { id };
    },

    /**
     * PUT /api/group/discussion: the author changes the text, the group's admins the pin and status. A field
     * sent with its stored value is no change, so the admins' table may send the whole row back.
     */
    async update(actor: Actor, body: GroupDiscussionUpdateBody) {
      const { found, moderator } = await reach(actor, body.id, body.gid);
      const stored = (await repo.detail(found.id, null))!;
      const changed = <K extends 'title' | 'description' | 'content' | 'categoryId'>(key: K) =>
        body[key] !== undefined && (body[key] as unknown) !== (stored[key] as unknown);
      const text = (['title', 'description', 'content', 'categoryId'] as const).filter(changed);
      if (text.length > 0 && found.uid !== actor.uid)
        throw new AppError('FORBIDDEN', say('Only the author may edit a discussion'));
      const pin = body.topPriority !== undefined && body.topPriority !== Boolean(stored.topPriority);
      const status = body.status !== undefined && body.status !== stored.status;
      if ((pin || status) && !moderator)
        throw new AppError('FORBIDDEN', say("Only the group's admins may pin or disable a discussion"));
      if (changed('categoryId')) await checkCategory(body.categoryId);
      if (text.length === 0 && !pin && !status) return;
      await repo.update(found.id, {
        ...Object.fromEntries(text.map((key) => [key, body[key]])),
        ...(pin ? { topPriority: body.topPriority ? 1 : 0 } : {}),
        ...(status ? { status: body.status } : {}),
      });
    },

    /** DELETE /api/group/discussion?did=: the author or the group's admins; its comments go with it. */
    async remove(actor: Actor, did: number) {
      const { found, moderator } = await reach(actor, did, undefined);
      if (found.uid !== actor.uid && !moderator)
        throw new AppError('FORBIDDEN', say("Only the author or the group's admins may delete a discussion"));
      await repo.remove(found.id);
    },
  };
}
export type GroupDiscussions = ReturnType<typeof createGroupDiscussions>;

/** The group's dissolution deletes its discussions and their comments in its own transaction. */
export const removeGroupDiscussions = (executor: Db, gid: number) =>
  createDiscussionsRepo(executor).removeGroupDiscussions(executor, gid);
