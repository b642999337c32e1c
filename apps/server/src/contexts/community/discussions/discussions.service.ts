import {
  isAdminRole,
  makePage,
  parseReportContent,
  reportContent,
  ROLE_NAMES,
  type AdminDiscussionUpdateBody,
  type DiscussionCategory,
  type DiscussionCategorySaveBody,
  type DiscussionCreateBody,
  type DiscussionDetail,
  type DiscussionListQuery,
  type DiscussionReportView,
  type DiscussionUpdateBody,
  type DiscussionView,
  type Page,
  type PageQuery,
  type PostingCheck,
  type RoleId,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say, verdictOf } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { SiteConfigService } from '../../site/facts.ts';
import { discussionMissing, discussionUrl, reachDiscussion } from './discussion-area.ts';
import { createDiscussionsRepo, type DiscussionFilter } from './discussions.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createDiscussionsRepo>['detail']>>>;

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

/**
 * Public discussions (spec 2 §2.12, §5, §6): everything but the back-office calls is closed while
 * openPublicDiscussion is off; disabled discussions are seen by admin roles only. A group's discussion reached
 * through these calls (its page, likes, reports, the author's edit) follows its group's rules instead
 * (discussion-area.ts; the group's own list and admin calls are group-discussions.ts).
 */
export function createDiscussionsService({
  db,
  siteConfig,
  groupGate,
}: {
  db: Db;
  siteConfig: SiteConfigService;
  groupGate: GroupGate;
}) {
  const repo = createDiscussionsRepo(db);
  const area = { siteConfig, groupGate };

  async function requireOpen() {
    if (!(await siteConfig.switches()).openPublicDiscussion)
      throw new AppError('NO_ACCESS', say('No Access: the public discussion area is closed'));
  }

  const seesDisabled = (actor: Actor | null) => actor !== null && isAdminRole(actor.role);

  /**
   * A discussion the caller may reach (its area's switch, its group's members), with whether they moderate it;
   * disabled ones look missing to everyone but its moderators.
   */
  async function visible(id: number, actor: Actor | null) {
    const found = await repo.find(id);
    const { moderator } = await reachDiscussion(area, actor, found);
    return { ...found!, moderator };
  }

  /** The back office moderates the public area; a group's discussions are its admins' (group-discussions.ts). */
  const findPublic = async (id: number) => {
    const found = await repo.find(id);
    return found?.gid === null ? found : undefined;
  };

  async function checkCategory(categoryId: number) {
    if (!(await repo.categoryExists(categoryId)))
      throw invalidField('categoryId', say('The category does not exist'));
  }

  function checkPin(moderator: boolean, topPriority: boolean | undefined) {
    if (topPriority && !moderator)
      throw new AppError('FORBIDDEN', say('Only admins may pin a discussion to the top'));
  }

  /** The AC count and daily limit of the site switches; admin roles are bound by neither. */
  async function checkMayPost(actor: Actor) {
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

  async function page(
    filter: DiscussionFilter,
    query: PageQuery,
    viewer: number | null,
  ): Promise<Page<DiscussionView>> {
    const { records, total } = await repo.page(filter, query, viewer);
    return makePage(records.map(toView), total, query);
  }

  return {
    /** Open while either discussion area is: a group's discussions use the same categories. */
    async categories(): Promise<DiscussionCategory[]> {
      const switches = await siteConfig.switches();
      if (!switches.openPublicDiscussion && !switches.openGroupDiscussion)
        throw new AppError('NO_ACCESS', say('No Access: the discussion areas are closed'));
      return repo.categories();
    },

    async saveCategories(body: DiscussionCategorySaveBody): Promise<DiscussionCategory[]> {
      await requireOpen();
      const ids = body.categories.flatMap((row) => (row.id ? [row.id] : []));
      const twice = ids.findIndex((id, index) => ids.indexOf(id) !== index);
      if (twice >= 0) throw invalidField('categories', `category ${ids[twice]} appears twice`);
      const names = body.categories.map((row) => row.name.toLowerCase());
      const sameName = names.findIndex((name, index) => names.indexOf(name) !== index);
      if (sameName >= 0)
        throw invalidField(
          `categories.${sameName}.name`,
          `"${body.categories[sameName].name}" appears twice`,
        );
      const result = await repo.saveCategories(body.categories);
      if (result.unknown.length)
        throw invalidField('categories', `category ${result.unknown.join(', ')} does not exist`);
      if (result.inUse.length)
        throw invalidField(
          'categories',
          `category ${result.inUse.join(', ')} still has discussions: move or delete them first`,
        );
      return repo.categories();
    },

    async list(actor: Actor | null, query: DiscussionListQuery): Promise<Page<DiscussionView>> {
      await requireOpen();
      if (query.onlyMine && !actor) throw new AppError('UNAUTHENTICATED');
      return page(
        {
          keyword: query.keyword || undefined,
          categoryId: query.cid,
          problemId: query.pid || undefined,
          uid: query.onlyMine && actor ? actor.uid : undefined,
          status: seesDisabled(actor) ? undefined : 0,
        },
        query,
        actor?.uid ?? null,
      );
    },

    /** The back office's list: every discussion whatever the switch, optionally one status. */
    adminList(actor: Actor, query: DiscussionListQuery & { status?: number }) {
      return page(
        {
          keyword: query.keyword || undefined,
          categoryId: query.cid,
          problemId: query.pid || undefined,
          uid: query.onlyMine ? actor.uid : undefined,
          status: query.status,
        },
        query,
        actor.uid,
      );
    },

    /** The discussion with its content; each call counts a view. */
    async detail(actor: Actor | null, id: number): Promise<DiscussionDetail> {
      await visible(id, actor);
      await repo.addView(id);
      const row = await repo.detail(id, actor?.uid ?? null);
      if (!row) throw discussionMissing();
      return { ...toView(row), content: row.content };
    },

    /** Whether the caller may post a discussion now: asked before the editor opens (issue 13.6). */
    async postingCheck(actor: Actor): Promise<PostingCheck> {
      await requireOpen();
      return verdictOf(() => checkMayPost(actor));
    },

    async create(actor: Actor, body: DiscussionCreateBody): Promise<{ id: number }> {
      await requireOpen();
      checkPin(isAdminRole(actor.role), body.topPriority);
      await checkCategory(body.categoryId);
      let pid: number | null = null;
      if (body.pid) {
        const problem = await repo.publicProblem(body.pid);
        if (!problem) throw new AppError('NOT_FOUND', `The problem ${body.pid} does not exist`);
        pid = problem.id;
      }
      await checkMayPost(actor);
      const id = await repo.insert({
        title: body.title,
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        topPriority: body.topPriority ? 1 : 0,
        uid: actor.uid,
        pid,
      });
      return { id };
    },

    /** The author's edit; admin roles change others' discussions through the back office. */
    async update(actor: Actor, body: DiscussionUpdateBody) {
      const found = await visible(body.id, actor);
      if (found.uid !== actor.uid)
        throw new AppError('FORBIDDEN', say('Only the author may edit a discussion'));
      checkPin(found.moderator, body.topPriority);
      await checkCategory(body.categoryId);
      await repo.update(body.id, {
        title: body.title,
        description: body.description,
        content: body.content,
        categoryId: body.categoryId,
        ...(body.topPriority === undefined ? {} : { topPriority: body.topPriority ? 1 : 0 }),
      });
    },

    async remove(actor: Actor, id: number) {
      const found = await visible(id, actor);
      if (found.uid !== actor.uid && !found.moderator)
        throw new AppError('FORBIDDEN', say('Only the author or an admin may delete a discussion'));
      await repo.remove(id);
    },

    async adminUpdate(body: AdminDiscussionUpdateBody) {
      if (!(await findPublic(body.id))) throw discussionMissing();
      await repo.update(body.id, {
        ...(body.topPriority === undefined ? {} : { topPriority: body.topPriority ? 1 : 0 }),
        ...(body.status === undefined ? {} : { status: body.status }),
      });
    },

    async adminRemove(id: number) {
      if (!(await findPublic(id))) throw discussionMissing();
      await repo.remove(id);
    },

    /** The reference's back office deletes the chosen ones at once: all are checked before any goes. */
    async adminRemoveMany(ids: number[]) {
      const unique = [...new Set(ids)];
      for (const id of unique) if (!(await findPublic(id))) throw discussionMissing();
      for (const id of unique) await repo.remove(id);
    },

    async like(actor: Actor, id: number, toLike: boolean): Promise<{ likeNum: number; hasLike: boolean }> {
      const found = await visible(id, actor);
      const likeNum = await repo.setLike({ ...found, url: discussionUrl(found) }, actor.uid, toLike);
      return { likeNum, hasLike: toLike };
    },

    async report(actor: Actor, body: { did: number; tags: string[]; reason: string }) {
      await visible(body.did, actor);
      await repo.insertReport({
        did: body.did,
        reporterUid: actor.uid,
        content: reportContent(body.tags, body.reason),
      });
    },

    async reports(query: PageQuery & { status?: number }): Promise<Page<DiscussionReportView>> {
      const { records, total } = await repo.reports(query.status, query);
      return makePage(
        records.map((row) => ({ ...row, status: row.status === 1, ...parseReportContent(row.content) })),
        total,
        query,
      );
    },

    async setReportStatus(id: number, status: number) {
      if ((await repo.setReportStatus(id, status)) === 0)
        throw new AppError('NOT_FOUND', 'The report does not exist');
    },
  };
}
export type DiscussionsService = ReturnType<typeof createDiscussionsService>;
