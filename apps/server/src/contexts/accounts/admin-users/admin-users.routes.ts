import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminUserListQuery,
  deleteUsersBody,
  editUserBody,
  generateUsersBody,
  importUsersBody,
  adminUserPageResponse,
  generatedUsersResponse,
  importedUsersResponse,
  noDataResponse,
} from '@judge/contract';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import type { AdminUsersService } from './admin-users.service.ts';

export function registerAdminUserRoutes(app: FastifyInstance, adminUsers: AdminUsersService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/user/get-user-list',
      access: 'userAdmin',
      query: adminUserListQuery,
      response: adminUserPageResponse,
    },
    ({ query }) => adminUsers.list({ keyword: query.keyword, onlyAdmin: query.onlyAdmin }, query),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/user/edit-user',
      access: 'userAdmin',
      body: editUserBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await adminUsers.edit(actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/user/delete-user',
      access: 'userAdmin',
      body: deleteUsersBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await adminUsers.remove(actor, body.ids);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      access: 'userAdmin',
      body: importUsersBody,
      response: importedUsersResponse,
    },
    async ({ body }) => ({ count: (await adminUsers.importRows(body.users, body.columns)).count }),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/user/generate-user',
      access: 'userAdmin',
      body: generateUsersBody,
      response: generatedUsersResponse,
    },
    ({ actor, body }) => adminUsers.generate(actor, body),
  );
  defineRoute(
    app,
    {
      method: ['GET', 'POST'],
      url: '/api/file/generate-user-excel',
      access: 'userAdmin',
      query: z.object({ key: z.string({ error: 'key is required' }).min(1, 'key is required').max(100) }),
    },
    async ({ query, reply }) => {
      const csv = await adminUsers.generatedListCsv(query.key);
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="accounts-${query.key.slice(0, 8)}.csv"`)
        .send(csv);
      return REPLY_SENT;
    },
  );
}
