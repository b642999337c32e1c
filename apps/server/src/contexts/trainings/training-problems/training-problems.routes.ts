import type { FastifyInstance } from 'fastify';
import {
  addTrainingProblemBody,
  adminTrainingProblemListQuery,
  tidQuery,
  trainingProblemDeleteQuery,
  trainingProblemDetailsQuery,
  trainingProblemUpdateBody,
  userTrainingProgressQuery,
  adminTrainingProblemListResponse,
  noDataResponse,
  trainingProblemDetailsResponse,
  trainingProblemLinkResponse,
  trainingProblemListResponse,
  userTrainingProgressPageResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import {
  addTrainingProblem,
  adminTrainingProblems,
  removeTrainingProblem,
  updateTrainingProblem,
} from './admin-training-problems.ts';
import { trainingProblemDetails, trainingProblemList } from './training-problem-list.ts';
import type { TrainingProblemsDeps } from './training-problems.deps.ts';
import { userTrainingProgress } from './user-training-progress.ts';

/**
 * A training's problems (docs/api.md "Trainings"): the list and a problem's page for those with access,
 * a user's progress for anyone (as the user home), and the back office's page of the training's problems
 * (root, admin, problem admin by role; the training's own admins by the gate).
 */
export function registerTrainingProblemRoutes(app: FastifyInstance, deps: TrainingProblemsDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-problem-list',
      access: 'login',
      query: tidQuery,
      response: trainingProblemListResponse,
    },
    ({ actor, query }) => trainingProblemList(deps, actor, query.tid),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-problem-details',
      access: 'login',
      query: trainingProblemDetailsQuery,
      response: trainingProblemDetailsResponse,
    },
    ({ actor, query }) => trainingProblemDetails(deps, actor, query.tid, query.displayId),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-user-training-progress',
      access: 'public',
      query: userTrainingProgressQuery,
      response: userTrainingProgressPageResponse,
    },
    ({ actor, query }) => userTrainingProgress(deps, actor, query),
  );

  const admin = '/api/admin/training';
  defineRoute(
    app,
    {
      method: 'GET',
      url: `${admin}/get-problem-list`,
      access: 'problemAdmin',
      query: adminTrainingProblemListQuery,
      response: adminTrainingProblemListResponse,
    },
    ({ actor, query }) => adminTrainingProblems(deps, actor, query),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: `${admin}/add-problem-from-public`,
      access: 'problemAdmin',
      body: addTrainingProblemBody,
      response: trainingProblemLinkResponse,
    },
    ({ actor, body }) => addTrainingProblem(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: `${admin}/problem`,
      access: 'problemAdmin',
      body: trainingProblemUpdateBody,
      response: noDataResponse,
    },
    ({ actor, body }) => updateTrainingProblem(deps, actor, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: `${admin}/problem`,
      access: 'problemAdmin',
      query: trainingProblemDeleteQuery,
      response: noDataResponse,
    },
    ({ actor, query }) => removeTrainingProblem(deps, actor, query.tid, query.pid),
  );
}
