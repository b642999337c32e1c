import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { LIMITS } from './limits.ts';
import { emptyAsAbsent, idField, requiredTextField } from './fields.ts';

/**
 * Personal notes (spec 2 §2.14, §3 "Note", §5, §7 "Notes", §9): markdown notes a logged-in user keeps for
 * themself, sorted into their own categories. Every call needs login and sees only the caller's notes, except a
 * note its owner marked shared, which any logged-in user reads through its link (/note/{id}).
 * docs/api.md "Notes".
 */

/** Notes page size (spec 2 §9). */
export const NOTE_PAGE_SIZE = 10;
export const NOTE_SUBJECT_MAX = 255;
export const NOTE_CONTENT_MAX = 65_535;
export const NOTE_CATEGORY_NAME_MAX = 50;
/** The most categories one user keeps. */
export const NOTE_CATEGORIES_MAX = 50;
export const NOTE_KEYWORD_MAX = 100;

const flag = (field: string) =>
  z.union([z.literal(0), z.literal(1)], { error: `${field} must be 0 or 1` }).default(0);

/** GET /api/note/list (limit, keyword, cid, currentPage): pinned first, then newest modified. */
export const noteListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(NOTE_PAGE_SIZE),
  keyword: z
    .string({ error: 'keyword must be text' })
    .trim()
    .max(NOTE_KEYWORD_MAX, `keyword must be at most ${NOTE_KEYWORD_MAX} characters`)
    .optional(),
  /** One of the caller's categories; 0 lists the notes without a category. */
  cid: z.preprocess(
    emptyAsAbsent,
    z.coerce
      .number({ error: 'cid must be a number' })
      .int('cid must be an integer')
      .min(0, 'cid must not be negative')
      .max(LIMITS.idMax, `cid must be at most ${LIMITS.idMax}`)
      .optional(),
  ),
});
export type NoteListQuery = z.infer<typeof noteListQuery>;

/** GET /api/note/view/{id} */
export const noteIdParams = z.object({ id: idField('id') });
/** GET /api/note/delete?id=, DELETE /api/note/category/delete?id= */
export const noteIdQuery = z.object({ id: idField('id') });

/** POST /api/note/save: without id it creates, with id it updates the caller's note. */
export const noteSaveBody = z.object({
  id: idField('id').optional(),
  subject: requiredTextField('subject', NOTE_SUBJECT_MAX),
  content: z
    .string({ error: 'content is required' })
    .max(NOTE_CONTENT_MAX, `content must be at most ${NOTE_CONTENT_MAX} characters`)
    .refine((text) => text.trim().length > 0, 'content is required'),
  /** One of the caller's categories, or null (none). */
  cid: z.preprocess(
    (value) => (value === '' || value === 0 ? null : value),
    idField('cid').nullable().default(null),
  ),
  isTop: flag('isTop'),
  /** 1: whoever has the link (and is logged in) may read the note. */
  shared: flag('shared'),
});
export type NoteSaveBody = z.input<typeof noteSaveBody>;

/**
 * POST /api/note/category/save: the caller's whole category list in display order (leaving the sidebar's edit
 * mode). Rows with an id rename that category, rows without one create one; the caller's categories missing
 * from the list are deleted and their notes move to none. Answers the saved list.
 */
export const noteCategorySaveBody = z.object({
  categories: z
    .array(
      z.object({
        id: idField('id').optional(),
        name: requiredTextField('name', NOTE_CATEGORY_NAME_MAX),
      }),
      { error: 'categories must be a list' },
    )
    .max(NOTE_CATEGORIES_MAX, `categories: at most ${NOTE_CATEGORIES_MAX}`),
});
export type NoteCategorySaveBody = z.input<typeof noteCategorySaveBody>;

export interface NoteCategory {
  id: number;
  name: string;
}

/** A note as the list, the view dialog and /note/{id} show it. */
export interface Note {
  id: number;
  subject: string;
  /** Markdown. */
  content: string;
  /** The category's idField, null for none. */
  cid: number | null;
  categoryName: string | null;
  isTop: 0 | 1;
  shared: 0 | 1;
  uid: number;
  /** The owner's username, avatar, role name ('root', 'admin', ...) and title. */
  author: string;
  avatar: string | null;
  role: string;
  titleName: string | null;
  titleColor: string | null;
  gmtCreate: string;
  gmtModified: string;
}

/** What POST /api/note/save answers: the saved note's id. */
export interface NoteSaveResult {
  id: number;
}
