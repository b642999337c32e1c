import { makePage, type Announcement, type Page, type PageQuery } from '@judge/contract';
import type { z } from 'zod';
import type { announcementBody, announcementUpdateBody } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { createAnnouncementsRepo } from './announcements.repo.ts';

type Body = z.output<typeof announcementBody>;
type UpdateBody = z.output<typeof announcementUpdateBody>;

/**
 * General announcements (docs/api.md "Home page and announcements"): the super admin writes them in the back
 * office; everyone reads the visible ones in the home page's panel.
 */
export function createAnnouncementsService({ db }: { db: Db }) {
  const repo = createAnnouncementsRepo(db);
  const page = async (
    visibleOnly: boolean,
    query: PageQuery,
    gid: number | null = null,
  ): Promise<Page<Announcement>> => {
    const { records, total } = await repo.page(
      visibleOnly,
      (query.currentPage - 1) * query.limit,
      query.limit,
      gid,
    );
    return makePage(records, total, query);
  };
  const values = (body: Body) => ({ title: body.title, content: body.content, status: body.status });
  const found = (count: number) => {
    if (count === 0) throw new AppError('NOT_FOUND', 'The announcement does not exist');
  };

  return {
    /** GET /api/get-common-announcement: visible ones, newest first. */
    common: (query: PageQuery) => page(true, query),
    /** GET /api/admin/announcement: all of them, newest first. */
    adminList: (query: PageQuery) => page(false, query),
    /** POST /api/admin/announcement */
    create: async (actor: Actor, body: Body) => (await repo.insert(actor.uid, values(body))).id,
    /** PUT /api/admin/announcement (also the list's visible switch, which sends the whole row). */
    update: async (body: UpdateBody) => found(await repo.update(body.id, values(body))),
    /** DELETE /api/admin/announcement?aid= */
    remove: async (aid: number) => found(await repo.remove(aid)),

    /**
     * A group's announcements (docs/api.md "Groups"): the same rows with the group's id; who may read and write
     * them is the groups module's rule, asked before these run.
     */
    inGroup: {
      page: (gid: number, visibleOnly: boolean, query: PageQuery) => page(visibleOnly, query, gid),
      find: async (aid: number) => {
        const row = await repo.findInGroups(aid);
        if (!row || row.gid === null) throw new AppError('NOT_FOUND', 'The announcement does not exist');
        return { id: row.id, uid: row.uid, gid: row.gid };
      },
      create: async (actor: Actor, gid: number, body: Body) =>
        (await repo.insert(actor.uid, values(body), gid)).id,
      update: async (gid: number, body: UpdateBody) => found(await repo.update(body.id, values(body), gid)),
      remove: async (gid: number, aid: number) => found(await repo.remove(aid, gid)),
    },
  };
}
export type AnnouncementsService = ReturnType<typeof createAnnouncementsService>;
