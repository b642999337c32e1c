import type { FastifyInstance } from 'fastify';
import {
  adminTrainingListQuery,
  changeTrainingStatusQuery,
  registerTrainingBody,
  tidQuery,
  trainingCategoryBody,
  trainingCategoryDeleteQuery,
  trainingCategoryUpdateBody,
  trainingListQuery,
  trainingSaveBody,
  trainingUpdateBody,
  accessResponse,
  adminTrainingPageResponse,
  adminTrainingViewResponse,
  newIdResponse,
  noDataResponse,
  trainingCategoryListResponse,
  trainingCategoryResponse,
  trainingDetailResponse,
  trainingPageResponse,
} from '@judge/contract';
import { passwordCheckKeys, type RateBudget } from '../../../http/rate-budget.ts';
import { defineRoute } from '../../../http/route.ts';
import {
  adminGetTraining,
  adminListTrainings,
  changeTrainingStatus,
  createTraining,
  removeTraining,
  updateTraining,
} from './admin-trainings.ts';
import { listTrainings } from './list-trainings.ts';
import { registerTraining } from './register-training.ts';
import { createCategory, listCategories, removeCategory, updateCategory } from './training-categories.ts';
import { trainingAccess, trainingDetail } from './training-detail.ts';
import type { TrainingsDeps } from './trainings.deps.ts';

/**
 * Trainings (docs/api.md "Trainings"), by the reference's paths: the list and categories for anyone, one
 * training's details, access and registration for signed-in users (the password check spends the budget of
 * password checks, app.ts), and the back office's calls for root, admin and problem admin (delete root only).
 */
export function registerTrainingRoutes(
  app: FastifyInstance,
  deps: TrainingsDeps,
  { passwordChecks }: { passwordChecks: RateBudget },
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-category',
      access: 'public',
      response: trainingCategoryListResponse,
    },
    () => listCategories(deps),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-list',
      access: 'public',
      query: trainingListQuery,
      response: trainingPageResponse,
    },
    ({ actor, query }) => listTrainings(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-detail',
      access: 'login',
      query: tidQuery,
      response: trainingDetailResponse,
    },
    ({ actor, query }) => trainingDetail(deps, actor, query.tid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-access',
      access: 'login',
      query: tidQuery,
      response: accessResponse,
    },
    ({ actor, query }) => trainingAccess(deps, actor, query.tid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/register-training',
      access: 'login',
      body: registerTrainingBody,
      response: noDataResponse,
    },
    ({ actor, body, request }) => {
      passwordChecks.spend(passwordCheckKeys(request.ip, actor.uid));
      return registerTraining(deps, actor, body);
    },
  );

  const admin = '/api/admin/training';
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${admin}/get-training-list`,
      access: 'problemAdmin',
      query: adminTrainingListQuery,
      response: adminTrainingPageResponse,
    },
    ({ query }) => adminListTrainings(deps, query),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: admin,
      access: 'problemAdmin',
      query: tidQuery,
      response: adminTrainingViewResponse,
    },
    ({ actor, query }) => adminGetTraining(deps, actor, query.tid),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: admin,
      access: 'problemAdmin',
      body: trainingSaveBody,
      response: newIdResponse('tid'),
    },
    ({ actor, body }) => createTraining(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'PUT', url: admin, access: 'problemAdmin', body: trainingUpdateBody, response: noDataResponse },
    ({ actor, body }) => updateTraining(deps, actor, body),
  );
  defineRoute(
    app,
    { method: 'DELETE', url: admin, access: 'root', query: tidQuery, response: noDataResponse },
    ({ query }) => removeTraining(deps, query.tid),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${admin}/change-training-status`,
      access: 'problemAdmin',
      query: changeTrainingStatusQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => changeTrainingStatus(deps, actor, query.tid, query.status),
  );

  const category = `${admin}/category`;
  defineRoute(
    app,
    {
      method: 'POST',
      url: category,
      access: 'problemAdmin',
      body: trainingCategoryBody,
      response: trainingCategoryResponse,
    },
    ({ body }) => createCategory(deps, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: category,
      access: 'problemAdmin',
      body: trainingCategoryUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => updateCategory(deps, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: category,
      access: 'problemAdmin',
      query: trainingCategoryDeleteQuery,
      response: noDataResponse,
    },
    ({ query }) => removeCategory(deps, query.cid),
  );
}
