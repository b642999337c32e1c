import type { FastifyInstance } from 'fastify';
import { trainingRankQuery, trainingRankPageResponse } from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { trainingRank, type TrainingRankDeps } from './training-rank.ts';

/** The training rank (docs/api.md "Trainings"): signed-in callers with access to the training. */
export function registerTrainingRankRoutes(app: FastifyInstance, deps: TrainingRankDeps) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-training-rank',
      access: 'login',
      query: trainingRankQuery,
      response: trainingRankPageResponse,
    },
    ({ actor, query }) => trainingRank(deps, actor, query),
  );
}
