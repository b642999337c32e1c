import type { z } from 'zod';
import {
  makePage,
  type AdminNoticeQuery,
  type NoticeRecipientType,
  type NoticeSaveResult,
  type noticeBody,
  type noticeUpdateBody,
  type Page,
  type SysNotice,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { createNoticesRepo, type NoticesRepo } from './notices.repo.ts';

type Body = z.output<typeof noticeBody>;
type UpdateBody = z.output<typeof noticeUpdateBody>;

const parseRecipients = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.map(String) : [];
};
const sameNames = (a: string[], b: string[]) => {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((name) => right.has(name));
};
const notFound = () => new AppError('NOT_FOUND', 'The notification does not exist');

/**
 * System notifications (docs/api.md "System notifications"): the super admin writes them; saving one with push
 * on (or pushing a saved one) delivers it in the same transaction into every recipient's inbox, where
 * GET /api/msg/sys lists it.
 */
export function createNoticesService({ db }: { db: Db }) {
  const inTransaction = <T>(work: (repo: NoticesRepo) => Promise<T>) =>
    db.transaction().execute((trx) => work(createNoticesRepo(trx)));

  /** 400 naming recipients, listing the usernames that name no account. */
  const requireKnown = async (repo: NoticesRepo, usernames: string[]) => {
    const unknown = await repo.unknownUsernames(usernames);
    if (unknown.length > 0)
      throw invalidField('recipients', `no user is called ${unknown.map((name) => `"${name}"`).join(', ')}`);
  };

  /** Pushes the (saved) notice unless it already is; returns how many inboxes got it. */
  const push = async (
    repo: NoticesRepo,
    notice: { id: number; title: string; content: string },
    type: NoticeRecipientType,
    recipients: string[],
  ) => {
    if (!(await repo.markPushed(notice.id))) return 0;
    return repo.deliver(notice, type, recipients, nowIso());
  };

  const values = (body: Body) => ({
    title: body.title,
    content: body.content,
    recipientType: body.type,
    recipients: JSON.stringify(body.recipients),
  });

  return {
    /** GET /api/admin/msg/notice: newest first, optionally of one recipient type. */
    async list(query: AdminNoticeQuery): Promise<Page<SysNotice>> {
      const { records, total } = await createNoticesRepo(db).page(
        query.type,
        (query.currentPage - 1) * query.limit,
        query.limit,
      );
      return makePage(
        records.map(({ recipientType, recipients, pushed, delivered, username, ...row }): SysNotice => ({
          ...row,
          type: recipientType as NoticeRecipientType,
          recipients: parseRecipients(recipients),
          pushed: pushed ? 1 : 0,
          state: Boolean(pushed),
          delivered: Number(delivered ?? 0),
          username: username ?? null,
        })),
        total,
        query,
      );
    },

    /** POST /api/admin/msg/notice: saves it, and with push on delivers it at once. */
    create: (actor: Actor, body: Body): Promise<NoticeSaveResult> =>
      inTransaction(async (repo) => {
        await requireKnown(repo, body.recipients);
        const { id } = await repo.insert(actor.uid, values(body), nowIso());
        const delivered = body.push ? await push(repo, { ...body, id }, body.type, body.recipients) : 0;
        return { id, delivered };
      }),

    /**
     * PUT /api/admin/msg/notice: an unpushed notice changes freely (and `push: true` delivers it); a pushed one
     * keeps its recipients (400 naming type or recipients when they differ) while a new title and content reach
     * the delivered copies too.
     */
    update: (body: UpdateBody): Promise<NoticeSaveResult> =>
      inTransaction(async (repo) => {
        const notice = await repo.find(body.id);
        if (!notice) throw notFound();
        if (notice.pushed) {
          if (notice.recipientType !== body.type)
            throw invalidField('type', 'a pushed notification keeps its recipients');
          if (!sameNames(parseRecipients(notice.recipients), body.recipients))
            throw invalidField('recipients', 'a pushed notification keeps its recipients');
          await repo.update(body.id, { ...values(body), recipients: notice.recipients }, nowIso());
          await repo.updateCopies(body.id, body.title, body.content);
          return { id: body.id, delivered: 0 };
        }
        await requireKnown(repo, body.recipients);
        await repo.update(body.id, values(body), nowIso());
        const delivered = body.push ? await push(repo, body, body.type, body.recipients) : 0;
        return { id: body.id, delivered };
      }),

    /**
     * The hourly push (spec 3 §4 "system notification is pushed hourly"): every notice saved without push goes
     * out, each in its own transaction. A designated notice reaches the named accounts that still exist then.
     * Returns how many notices went out and how many copies they made.
     */
    async pushPending(): Promise<{ notices: number; delivered: number }> {
      let notices = 0;
      let delivered = 0;
      for (const notice of await createNoticesRepo(db).unpushed()) {
        const copies = await inTransaction((repo) =>
          push(repo, notice, notice.recipientType as NoticeRecipientType, parseRecipients(notice.recipients)),
        );
        notices += 1;
        delivered += copies;
      }
      return { notices, delivered };
    },

    /** DELETE /api/admin/msg/notice?id=: the notice and every delivered copy, read or not. */
    remove: (id: number): Promise<void> =>
      inTransaction(async (repo) => {
        if ((await repo.remove(id)) === 0) throw notFound();
      }),
  };
}
