import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  LIMITS,
  problemTagResponse,
  tagClassificationListResponse,
  tagClassificationResponse,
  noDataResponse,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { createTagsRepo } from './tags.repo.ts';

const name = z
  .string({ error: 'name is required' })
  .trim()
  .min(1, 'name is required')
  .max(50, 'name must be at most 50 characters');
const oj = z.string().trim().min(1).max(16).default('ME');
const color = z
  .string()
  .trim()
  .regex(/^(#[0-9a-fA-F]{3,8})?$/, 'color must be a colour like #409eff')
  .optional()
  .nullable();
const idField = z.coerce
  .number({ error: 'id is required' })
  .int()
  .positive('id must be positive')
  .max(LIMITS.idMax, `id must be at most ${LIMITS.idMax}`);

const classificationRef = (field: string) =>
  z
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`)
    .nullable()
    .optional();
const tcidField = z.coerce
  .number({ error: 'tcid must be a number' })
  .int('tcid must be an integer')
  .positive('tcid must be positive')
  .max(LIMITS.idMax, `tcid must be at most ${LIMITS.idMax}`);

const tagBody = z.object({
  name,
  color,
  oj,
  classificationId: classificationRef('classificationId'),
  // The reference's Tag names it tcid (its Tag.vue sends it; null is "Unclassified"); when both come, tcid wins.
  tcid: classificationRef('tcid'),
});
const classificationBody = z.object({
  name,
  oj,
  rank: z.number().int('rank must be an integer').min(0).max(1_000_000).default(0),
});

/** Tags and their classifications (spec 3 "Tag admin with tag classification"), for the problem admins. */
export function registerTagRoutes(app: FastifyInstance, db: Db) {
  const repo = createTagsRepo(db);
  async function checkTag(body: z.infer<typeof tagBody>, exceptId?: number) {
    const field = body.tcid !== undefined ? 'tcid' : 'classificationId';
    const classificationId = body.tcid !== undefined ? body.tcid : body.classificationId;
    if (classificationId && !(await repo.classificationExists(classificationId)))
      throw invalidField(field, 'the classification does not exist');
    if (await repo.nameTaken(body.name, body.oj, exceptId))
      throw invalidField('name', 'a tag of this name already exists');
    return {
      name: body.name,
      color: body.color ?? null,
      oj: body.oj,
      classificationId: classificationId ?? null,
    };
  }
  const found = (count: number, what: string) => {
    if (count === 0) throw new AppError('NOT_FOUND', `The ${what} does not exist`);
  };

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/tag',
      access: 'problemAdmin',
      body: tagBody,
      response: problemTagResponse,
    },
    async ({ body }) => {
      const tag = await repo.insertTag(await checkTag(body));
      return { ...tag, tcid: tag.classificationId };
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/tag',
      access: 'problemAdmin',
      body: tagBody.extend({ id: idField }),
      response: noDataResponse,
    },
    async ({ body }) => {
      found(await repo.updateTag(body.id, await checkTag(body, body.id)), 'tag');
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/tag',
      access: 'problemAdmin',
      query: z.object({ tid: idField }),
      response: noDataResponse,
    },
    async ({ query }) => {
      found(await repo.deleteTag(query.tid), 'tag');
    },
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/admin/tag/classification',
      access: 'problemAdmin',
      query: z.object({ oj: z.string().max(16).optional() }),
      response: tagClassificationListResponse,
    },
    ({ query }) => {
      // As the reference: the OJ's key in capitals, "ALL" (its Tag.vue's "All problems") lists every OJ's.
      const oj = (query.oj ?? 'ME').toUpperCase();
      return repo.classifications(oj === 'ALL' ? null : oj);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/tag/classification',
      access: 'problemAdmin',
      body: classificationBody,
      response: tagClassificationResponse,
    },
    ({ body }) => repo.insertClassification(body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/tag/classification',
      access: 'problemAdmin',
      body: classificationBody.extend({ id: idField }),
      response: noDataResponse,
    },
    async ({ body }) => {
      const { id, ...values } = body;
      found(await repo.updateClassification(id, values), 'classification');
    },
  );
  // Deleting a classification keeps its tags, unclassified (the foreign key sets them to null).
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/tag/classification',
      access: 'problemAdmin',
      // The reference's Tag.vue sends tcid (admin_deleteTagClassification); ours sends id.
      query: z
        .object({ tcid: tcidField.optional(), id: idField.optional() })
        .refine((q) => q.tcid !== undefined || q.id !== undefined, {
          message: 'tcid is required',
          path: ['tcid'],
        }),
      response: noDataResponse,
    },
    async ({ query }) => {
      found(await repo.deleteClassification((query.tcid ?? query.id) as number), 'classification');
    },
  );
}
