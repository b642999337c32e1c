import type { FastifyInstance } from 'fastify';
import {
  adminProblemListQuery,
  changeProblemAuthBody,
  extraFilesSchema,
  pidQuery,
  problemSaveBody,
} from '@judge/contract';
import { z } from 'zod';
import { invalidField } from '../../errors.ts';
import { defineRoute, REPLY_SENT } from '../../http/route.ts';
import type { ProblemsService } from './problems.service.ts';

const TESTCASE_ZIP_MAX_BYTES = 256 * 1024 * 1024;

export function registerAdminProblemRoutes(app: FastifyInstance, problems: ProblemsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/problem/get-problem-list',
      access: 'problemAdmin',
      query: adminProblemListQuery,
    },
    ({ query }) => problems.adminList({ keyword: query.keyword, auth: query.auth }, query),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/problem', access: 'problemAdmin', query: pidQuery },
    ({ query }) => problems.adminGet(query.pid),
  );
  defineRoute(
    app,
    { method: 'POST', url: '/api/admin/problem', access: 'problemAdmin', body: problemSaveBody },
    ({ actor, body }) => problems.create(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/problem',
      access: 'problemAdmin',
      body: problemSaveBody.extend({
        pid: z.number({ error: 'pid is required' }).int().positive('pid must be positive'),
      }),
    },
    async ({ actor, body }) => {
      await problems.update(actor, body.pid, body);
    },
  );
  defineRoute(
    app,
    { method: 'DELETE', url: '/api/admin/problem', access: 'problemAdmin', query: pidQuery },
    async ({ query }) => {
      await problems.remove(query.pid);
    },
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/problem/get-problem-cases', access: 'problemAdmin', query: pidQuery },
    async ({ query }) => (await problems.adminGet(query.pid)).samples,
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      access: 'problemAdmin',
      body: changeProblemAuthBody,
    },
    async ({ actor, body }) => {
      await problems.changeAuth(actor, body.pid, body.auth);
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/file/export-problem',
      access: 'problemAdmin',
      query: z.object({
        pid: z
          .union([z.string(), z.array(z.string())], { error: 'pid is required' })
          .transform((v) => (Array.isArray(v) ? v : v.split(',')).map(Number))
          .refine(
            (ids) => ids.length > 0 && ids.length <= 100 && ids.every((id) => Number.isInteger(id) && id > 0),
            'pid must list 1 to 100 problem ids',
          ),
      }),
    },
    async ({ query, reply }) => {
      const zip = await problems.exportZip(query.pid);
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="problem_export_${Date.now()}.zip"`)
        .send(zip);
      return REPLY_SENT;
    },
  );
  defineRoute(
    app,
    { method: 'POST', url: '/api/file/import-problem', access: 'problemAdmin' },
    async ({ actor, request }) => {
      if (!request.isMultipart())
        throw invalidField('file', 'send the zip as multipart/form-data in the field "file"');
      const file = await request.file({ limits: { fileSize: TESTCASE_ZIP_MAX_BYTES, files: 1 } });
      if (!file) throw invalidField('file', 'file is required');
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw invalidField('file', 'Exceed max size limit: at most 256 MB');
        throw error;
      });
      return problems.importZip(actor, content);
    },
  );

  const compileBody = z.object({
    code: z.string({ error: 'code is required' }).min(1, 'code is required').max(65535),
    language: z.string({ error: 'language is required' }).min(1, 'language is required').max(64),
    extraFiles: extraFilesSchema('extraFiles').default({}),
  });
  for (const url of ['/api/admin/problem/compile-spj', '/api/admin/problem/compile-interactive']) {
    defineRoute(app, { method: 'POST', url, access: 'problemAdmin', body: compileBody }, async ({ body }) => {
      await problems.compile({ language: body.language, source: body.code, extraFiles: body.extraFiles });
    });
  }

  defineRoute(
    app,
    { method: 'POST', url: '/api/file/upload-testcase-zip', access: 'problemAdmin' },
    async ({ actor, request }) => {
      if (!request.isMultipart())
        throw invalidField('file', 'send the zip as multipart/form-data in the field "file"');
      const file = await request.file({ limits: { fileSize: TESTCASE_ZIP_MAX_BYTES, files: 1 } });
      if (!file) throw invalidField('file', 'file is required');
      if (!file.filename.toLowerCase().endsWith('.zip')) {
        file.file.resume();
        throw invalidField('file', 'File type not supported: upload a .zip');
      }
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw invalidField('file', 'Exceed max size limit: at most 256 MB');
        throw error;
      });
      return problems.uploadZip(actor, content);
    },
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/file/download-testcase', access: 'problemAdmin', query: pidQuery },
    async ({ query, reply }) => {
      const { fileName, zip } = await problems.casesZip(query.pid);
      reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${encodeURIComponent(fileName)}"`)
        .send(zip);
      return REPLY_SENT;
    },
  );
}
