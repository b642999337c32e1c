import { z } from 'zod';
import { pageQuery } from './envelope.ts';
import { ADMIN_TRAINING_PAGE_SIZE, TRAINING_LIST_PAGE_SIZE, trainingSaveBody } from './trainings.ts';
import { idField } from './fields.ts';

/**
 * Group trainings (spec 3 "Group training screens", §6, §7 "Group trainings"; docs/api.md "Group trainings"): a
 * training with its group's gid. Paths, parameter names and shapes are the reference's.
 */

/** GET /api/group/get-training-list (members: the visible ones). */
export const groupTrainingListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(TRAINING_LIST_PAGE_SIZE),
  gid: idField('gid'),
});

/** GET /api/group/get-admin-training-list (hidden ones too). */
export const groupAdminTrainingListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_TRAINING_PAGE_SIZE),
  gid: idField('gid'),
});

/** POST /api/group/training: the back office's form with the group, as `gid` or `training.gid` (the reference's). */
export const groupTrainingSaveBody = z.preprocess(
  (value) => {
    if (!value || typeof value !== 'object') return value;
    const body = value as { gid?: unknown; training?: { gid?: unknown } };
    return body.gid === undefined || body.gid === null || body.gid === ''
      ? { ...body, gid: body.training?.gid }
      : body;
  },
  trainingSaveBody.extend({ gid: idField('gid') }),
);

/** GET /api/group/get-training-problem-list: the training's problems (the reference's queryExisted is read as true). */
export const groupTrainingProblemListQuery = pageQuery.extend({
  limit: pageQuery.shape.limit.default(ADMIN_TRAINING_PAGE_SIZE),
  tid: idField('tid'),
  keyword: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.string().trim().max(100, 'keyword must be at most 100 characters').optional(),
  ),
  queryExisted: z.string().optional(),
});

/** POST /api/group/add-training-problem-from-group: query parameters in the reference (a JSON body is read too). */
export const groupTrainingProblemFromGroupQuery = z.object({
  problemId: z
    .string({ error: 'problemId is required' })
    .trim()
    .min(1, 'problemId is required')
    .max(32, 'problemId must be at most 32 characters'),
  tid: idField('tid'),
});
