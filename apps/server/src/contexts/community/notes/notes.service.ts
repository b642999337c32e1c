import type { z } from 'zod';
import {
  isRoleId,
  makePage,
  ROLE_NAMES,
  type Note,
  type NoteCategory,
  type noteCategorySaveBody,
  type NoteListQuery,
  type noteSaveBody,
  type NoteSaveResult,
  type Page,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField, say } from '../../../errors.ts';
import { nowIso } from '../../../lib/time.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { createNotesRepo, type NotesRepo } from './notes.repo.ts';

type SaveBody = z.output<typeof noteSaveBody>;
type CategorySaveBody = z.output<typeof noteCategorySaveBody>;
type NoteRow = NonNullable<Awaited<ReturnType<NotesRepo['find']>>>;

const noteNotFound = () => new AppError('NOT_FOUND', 'The note does not exist');
const categoryNotFound = () => new AppError('NOT_FOUND', 'The note category does not exist');

const toNote = ({ role, isTop, shared, ...row }: NoteRow): Note => ({
  ...row,
  isTop: isTop ? 1 : 0,
  shared: shared ? 1 : 0,
  role: isRoleId(role) ? ROLE_NAMES[role] : 'default_user',
});

/**
 * Personal notes (docs/api.md "Notes"): every call works on the caller's own notes and categories; another
 * user's are 404 as if they did not exist, except a note its owner shared, which any logged-in user may read.
 */
export function createNotesService({ db }: { db: Db }) {
  const inTransaction = <T>(work: (repo: NotesRepo) => Promise<T>) =>
    db.transaction().execute((trx) => work(createNotesRepo(trx)));
  const repo = createNotesRepo(db);

  return {
    /** GET /api/note/category/list: the caller's categories in sidebar order. */
    categories(actor: Actor): Promise<NoteCategory[]> {
      return repo.categories(actor.uid);
    },

    /** POST /api/note/category/save: the caller's whole list (see the contract); answers the saved list. */
    async saveCategories(actor: Actor, body: CategorySaveBody): Promise<NoteCategory[]> {
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
      return inTransaction(async (trx) => {
        const owned = new Set(await trx.categoryIds(actor.uid));
        if (ids.some((id) => !owned.has(id))) throw categoryNotFound();
        const kept = new Set(ids);
        await trx.deleteCategories(
          actor.uid,
          [...owned].filter((id) => !kept.has(id)),
        );
        const now = nowIso();
        for (const [rank, row] of body.categories.entries()) {
          if (row.id) await trx.updateCategory(actor.uid, row.id, row.name, rank);
          else await trx.insertCategory(actor.uid, row.name, rank, now);
        }
        return trx.categories(actor.uid);
      });
    },

    /** DELETE /api/note/category/delete: the caller's category; its notes are left without one. */
    async deleteCategory(actor: Actor, id: number): Promise<void> {
      await inTransaction(async (trx) => {
        if ((await trx.deleteCategories(actor.uid, [id])) === 0) throw categoryNotFound();
      });
    },

    /** GET /api/note/list: the caller's notes, pinned first, then newest modified. */
    async list(actor: Actor, query: NoteListQuery): Promise<Page<Note>> {
      if (query.cid && !(await repo.ownsCategory(actor.uid, query.cid))) throw categoryNotFound();
      const { records, total } = await repo.page(
        { uid: actor.uid, keyword: query.keyword || undefined, cid: query.cid },
        (query.currentPage - 1) * query.limit,
        query.limit,
      );
      return makePage(records.map(toNote), total, query);
    },

    /** GET /api/note/view/{id}: the owner's note, or a shared one for any logged-in user. */
    async view(actor: Actor, id: number): Promise<Note> {
      const row = await repo.find(id);
      if (!row || (row.uid !== actor.uid && !row.shared)) throw noteNotFound();
      return toNote(row);
    },

    /** POST /api/note/save: creates (no id) or updates the caller's note. */
    async save(actor: Actor, body: SaveBody): Promise<NoteSaveResult> {
      const { id, ...values } = body;
      return inTransaction(async (trx) => {
        if (values.cid !== null && !(await trx.ownsCategory(actor.uid, values.cid)))
          throw invalidField('cid', say('The category does not exist'));
        const now = nowIso();
        if (id === undefined) return trx.insert(actor.uid, values, now);
        if ((await trx.update(actor.uid, id, values, now)) === 0) throw noteNotFound();
        return { id };
      });
    },

    /** GET /api/note/delete: the caller's note. */
    async remove(actor: Actor, id: number): Promise<void> {
      if ((await repo.remove(actor.uid, id)) === 0) throw noteNotFound();
    },
  };
}
