import type { Note, NoteCategory, NoteSaveResult, Page } from '@judge/contract';
import { request } from './request';

export interface NoteListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
  /** A category id; 0: the notes without a category; absent: all. */
  cid?: number;
}

export interface NoteForm {
  subject: string;
  content: string;
  cid: number | null;
  isTop: boolean;
  shared: boolean;
}

const flag = (value: boolean) => (value ? 1 : 0);

/** The personal notes' calls (docs/api.md "Notes"): every one needs login and works on the caller's notes. */
export const notesApi = {
  categories: () => request<NoteCategory[]>('/api/note/category/list'),
  /** The caller's whole category list in order; categories left out are deleted (their notes keep none). */
  saveCategories: (categories: { id?: number; name: string }[]) =>
    request<NoteCategory[]>('/api/note/category/save', { method: 'POST', body: { categories } }),
  deleteCategory: (id: number) =>
    request<null>('/api/note/category/delete', { method: 'DELETE', params: { id } }),
  list: (query: NoteListQuery) =>
    request<Page<Note>>('/api/note/list', {
      params: {
        currentPage: query.currentPage,
        limit: query.limit,
        keyword: query.keyword || undefined,
        cid: query.cid,
      },
    }),
  /** The page /note/{id} reacts to a missing note itself (404 page, no toast). */
  view: (id: number, quiet = false) =>
    request<Note>(`/api/note/view/${id}`, quiet ? { quiet: ['NOT_FOUND'] } : {}),
  save: (form: NoteForm, id?: number) =>
    request<NoteSaveResult>('/api/note/save', {
      method: 'POST',
      body: {
        id,
        subject: form.subject,
        content: form.content,
        cid: form.cid ?? null,
        isTop: flag(form.isTop),
        shared: flag(form.shared),
      },
    }),
  remove: (id: number) => request<null>('/api/note/delete', { params: { id } }),
};

/** The note's share link (/note/{id}), absolute so it can be pasted anywhere. */
export const noteLink = (id: number) => `${window.location.origin}/note/${id}`;
