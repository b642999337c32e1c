import type { FastifyInstance } from 'fastify';
import {
  adminProblemDetailResponse,
  adminProblemPageResponse,
  adminProblemListQuery,
  changeProblemAuthBody,
  extraFilesSchema,
  gidQuery,
  uploadGroupQuery,
  isAdminRole,
  LIMITS,
  pidQuery,
  problemSaveBody,
  icpcImportReportSchema,
  newIdResponse,
  noDataResponse,
  problemCaseListResponse,
  problemImportResponse,
  uploadedTestcaseZipResponse,
  storedImportReportResponse,
} from '@judge/contract';
import { z } from 'zod';
import { AppError } from '../../../errors.ts';
import { defineRoute, parseInput, REPLY_SENT } from '../../../http/route.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { readUploadedFile } from '../../../http/uploaded-file.ts';
import { problemImportFormats } from './exchange/index.ts';
import { readPackageUpload } from './exchange/icpc-package.ts';
import type { IcpcImporter } from './icpc-import.service.ts';
import type { ProblemsService } from './problems.service.ts';
import { readReferenceProblemDto } from './reference-problem-dto.ts';

/** GET /api/admin/problem/get-problem-cases: `isUpload` as the reference's client sends it. */
const problemCasesQuery = pidQuery.extend({
  isUpload: z.enum(['true', 'false'], { error: 'isUpload must be true or false' }).optional(),
});

const ZIP_UPLOAD = { field: 'file', maxBytes: 256 * 1024 * 1024, maxLabel: '256 MB', extensions: ['zip'] };

/** Refuses (throws) unless the actor is an admin of the group (the groups module's gate). */
export type GroupAdminCheck = (actor: Actor, gid: number) => Promise<unknown>;

/**
 * The reference's problem list sends its whole row (the Problem, named by `id`) with the switched `auth`;
 * ours sends `{ pid, auth }`. `pid` wins when both come.
 */
const changeProblemAuthReferenceBody = z.preprocess(
  (raw) =>
    raw && typeof raw === 'object' && !('pid' in raw) && 'id' in raw
      ? { ...raw, pid: (raw as { id: unknown }).id }
      : raw,
  changeProblemAuthBody,
);

/** The problem back office (docs/api.md "Problem management"), registered by what the calls do. */
export function registerAdminProblemRoutes(
  app: FastifyInstance,
  problems: ProblemsService,
  icpcImporter?: IcpcImporter,
  groupAdmin?: GroupAdminCheck,
) {
  registerProblemFormRoutes(app, problems);
  registerProblemExchangeRoutes(app, problems, icpcImporter);
  registerCheckerCompileRoutes(app, problems);
  registerTestdataFileRoutes(app, problems, groupAdmin);
}

/** The list, the form's reads and writes, the cases and the visibility switch. */
function registerProblemFormRoutes(app: FastifyInstance, problems: ProblemsService) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/problem/get-problem-list',
      access: 'problemAdmin',
      query: adminProblemListQuery,
      response: adminProblemPageResponse,
    },
    ({ query }) => problems.adminList({ keyword: query.keyword, auth: query.auth }, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/problem',
      access: 'problemAdmin',
      query: pidQuery,
      response: adminProblemDetailResponse,
    },
    ({ query }) => problems.adminGet(query.pid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/problem',
      access: 'problemAdmin',
      body: z.preprocess(readReferenceProblemDto, problemSaveBody),
      response: newIdResponse('pid'),
    },
    ({ actor, body }) => problems.create(actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/problem',
      access: 'problemAdmin',
      // The reference's form sends its ProblemDTO (the id inside the problem): read as ours.
      body: z.preprocess(
        readReferenceProblemDto,
        problemSaveBody.extend({
          pid: z
            .number({ error: 'pid is required' })
            .int()
            .positive('pid must be positive')
            .max(LIMITS.idMax, `pid must be at most ${LIMITS.idMax}`),
        }),
      ),
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await problems.update(actor, body.pid, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/problem',
      access: 'problemAdmin',
      query: pidQuery,
      response: noDataResponse,
    },
    async ({ query }) => {
      await problems.remove(query.pid);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/problem/get-problem-cases',
      access: 'problemAdmin',
      query: problemCasesQuery,
      response: problemCaseListResponse,
    },
    async ({ query }) => {
      const { samples } = await problems.adminGet(query.pid);
      // The reference's Problem.vue asks with isUpload true for zip cases and shows input and output as the
      // files' names (its stored ProblemCase holds names there), sending them back on save.
      if (query.isUpload !== 'true') return samples;
      return samples.map((c) => ({ ...c, input: c.inputName, output: c.outputName }));
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/problem/change-problem-auth',
      access: 'problemAdmin',
      body: changeProblemAuthReferenceBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await problems.changeAuth(actor, body.pid, body.auth);
    },
  );
}

/** Problems out as a zip, and in from each import format. */
function registerProblemExchangeRoutes(
  app: FastifyInstance,
  problems: ProblemsService,
  icpcImporter?: IcpcImporter,
) {
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
            (ids) =>
              ids.length > 0 &&
              ids.length <= 100 &&
              ids.every((id) => Number.isInteger(id) && id > 0 && id <= LIMITS.idMax),
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
  // One call per import format (the reference system's URLs); the reader is the only difference.
  for (const [url, formatName] of [
    ['/api/file/import-problem', 'hoj'],
    ['/api/file/import-qdoj-problem', 'qduoj'],
    ['/api/file/import-fps-problem', 'fps'],
    ['/api/file/import-hydro-problem', 'hydro'],
  ] as const) {
    defineRoute(
      app,
      { method: 'POST', url, access: 'problemAdmin', response: problemImportResponse },
      async ({ actor, request }) => {
        const { content, filename } = await readUploadedFile(request, {
          ...ZIP_UPLOAD,
          extensions: problemImportFormats[formatName].extensions,
        });
        return problems.importProblems(actor, formatName, content, filename);
      },
    );
  }

  // An ICPC / Kattis package (a zip, or a folder's files): created, then its own submissions are judged and the
  // report answered.
  if (icpcImporter)
    defineRoute(
      app,
      {
        method: 'POST',
        url: '/api/admin/problem/import-icpc',
        access: 'problemAdmin',
        response: icpcImportReportSchema,
      },
      async ({ actor, request }) => icpcImporter.importPackage(actor, await readPackageUpload(request)),
    );
  // The report stored with a problem imported from a package, to read again from the problem's page (null: none).
  if (icpcImporter)
    defineRoute(
      app,
      {
        method: 'GET',
        url: '/api/admin/problem/import-report',
        access: 'problemAdmin',
        query: pidQuery,
        response: storedImportReportResponse,
      },
      ({ query }) => icpcImporter.storedReport(query.pid),
    );
}

/** A checker's or an interactor's compile check, before the problem is saved. */
function registerCheckerCompileRoutes(app: FastifyInstance, problems: ProblemsService) {
  const compileBody = z.object({
    code: z.string({ error: 'code is required' }).min(1, 'code is required').max(65535),
    language: z.string({ error: 'language is required' }).min(1, 'language is required').max(64),
    extraFiles: extraFilesSchema('extraFiles').default({}),
  });
  for (const url of ['/api/admin/problem/compile-spj', '/api/admin/problem/compile-interactive']) {
    defineRoute(
      app,
      { method: 'POST', url, access: 'problemAdmin', body: compileBody, response: noDataResponse },
      async ({ body }) => {
        await problems.compile({ language: body.language, source: body.code, extraFiles: body.extraFiles });
      },
    );
  }
}

/** The test data's zip, up and down. */
function registerTestdataFileRoutes(
  app: FastifyInstance,
  problems: ProblemsService,
  groupAdmin?: GroupAdminCheck,
) {
  /**
   * The back office's problem admins, and (as the reference, which takes a `gid`) a group's admins for the
   * group's problem form: `gid` in the query is checked before the file is read, one among the fields after.
   */
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/file/upload-testcase-zip',
      access: 'login',
      query: uploadGroupQuery,
      response: uploadedTestcaseZipResponse,
    },
    async ({ actor, request, query }) => {
      const backOffice = isAdminRole(actor.role);
      const groupCheck = (gid: number) => {
        if (!groupAdmin) throw new AppError('FORBIDDEN');
        return groupAdmin(actor, gid);
      };
      if (!backOffice && query.gid !== undefined) await groupCheck(query.gid);
      const { content, fields } = await readUploadedFile(request, ZIP_UPLOAD);
      if (!backOffice && query.gid === undefined) {
        if (fields.gid === undefined) throw new AppError('FORBIDDEN');
        await groupCheck(parseInput(gidQuery, { gid: fields.gid }).gid);
      }
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
