import type { FastifyInstance } from 'fastify';
import {
  noteCategorySaveBody,
  noteIdParams,
  noteIdQuery,
  noteListQuery,
  noteSaveBody,
  noDataResponse,
  noteCategoryListResponse,
  notePageResponse,
  noteResponse,
  noteSaveResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import type { createNotesService } from './notes.service.ts';

/**
 * Personal notes (spec 2 §7 "Notes", the reference's paths); docs/api.md "Notes". "Note access" is login: every
 * call needs it, any role (the restricted ones too: a private note is no post).
 */
export function registerNoteRoutes(app: FastifyInstance, notes: ReturnType<typeof createNotesService>) {
  defineRoute(
    app,
    { method: 'GET', url: '/api/note/category/list', access: 'login', response: noteCategoryListResponse },
    ({ actor }) => notes.categories(actor),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/note/category/save',
      access: 'login',
      body: noteCategorySaveBody,
      response: noteCategoryListResponse,
    },
    ({ actor, body }) => notes.saveCategories(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/note/category/delete',
      access: 'login',
      query: noteIdQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await notes.deleteCategory(actor, query.id);
      return null;
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/note/list',
      access: 'login',
      query: noteListQuery,
      response: notePageResponse,
    },
    ({ actor, query }) => notes.list(actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/note/view/:id',
      access: 'login',
      params: noteIdParams,
      response: noteResponse,
    },
    ({ actor, params }) => notes.view(actor, params.id),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/note/save',
      access: 'login',
      body: noteSaveBody,
      response: noteSaveResponse,
    },
    ({ actor, body }) => notes.save(actor, body),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/note/delete', access: 'login', query: noteIdQuery, response: noDataResponse },
    async ({ actor, query }) => {
      await notes.remove(actor, query.id);
      return null;
    },
  );
}
