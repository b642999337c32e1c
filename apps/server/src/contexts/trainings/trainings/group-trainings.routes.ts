import type { FastifyInstance } from 'fastify';
import {
  addTrainingProblemBody,
  changeTrainingStatusQuery,
  groupAdminTrainingListQuery,
  groupTrainingListQuery,
  groupTrainingProblemFromGroupQuery,
  groupTrainingProblemListQuery,
  groupTrainingSaveBody,
  makePage,
  tidQuery,
  trainingProblemDeleteQuery,
  trainingProblemUpdateBody,
  trainingUpdateBody,
  adminTrainingPageResponse,
  adminTrainingProblemListResponse,
  adminTrainingViewResponse,
  newIdResponse,
  noDataResponse,
  trainingPageResponse,
  trainingProblemLinkResponse,
} from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import {
  addGroupTrainingProblem,
  addTrainingProblem,
  adminTrainingProblems,
  removeTrainingProblem,
  updateTrainingProblem,
} from '../training-problems/admin-training-problems.ts';
import type { TrainingProblemsDeps } from '../training-problems/training-problems.deps.ts';
import {
  adminGetTraining,
  adminListTrainings,
  changeTrainingStatus,
  createTraining,
  removeGroupTraining,
  updateTraining,
} from './admin-trainings.ts';
import { presentTraining, type TrainingsDeps } from './trainings.deps.ts';
import type { GroupGate } from '../../groups/policy.ts';

export interface GroupTrainingsDeps {
  gate: GroupGate;
  trainings: TrainingsDeps;
  trainingProblems: TrainingProblemsDeps;
}

/**
 * Group trainings by the reference's paths (docs/api.md "Group trainings"): a training with the group's gid,
 * through the trainings modules' own operations. The lists ask the group's gate here; the calls on one training
 * ask the training gate, which asks the group for a group's training (group roots and the author manage it).
 */
export function registerGroupTrainingRoutes(app: FastifyInstance, deps: GroupTrainingsDeps) {
  const { gate, trainings, trainingProblems } = deps;
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-training-list',
      access: 'login',
      query: groupTrainingListQuery,
      response: trainingPageResponse,
    },
    async ({ actor, query }) => {
      await gate.forMember(actor, query.gid);
      const { records, total } = await trainings.repo.publicPage(query.gid, {}, query);
      const counts = await trainings.progress.countsOf(
        actor.uid,
        records.map((r) => r.id),
      );
      return makePage(
        records.map((r) => presentTraining(r, counts.get(r.id))),
        total,
        query,
      );
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-admin-training-list',
      access: 'login',
      query: groupAdminTrainingListQuery,
      response: adminTrainingPageResponse,
    },
    async ({ actor, query }) => {
      await gate.forAdmin(actor, query.gid);
      return adminListTrainings(trainings, query, query.gid);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/training',
      access: 'login',
      query: tidQuery,
      response: adminTrainingViewResponse,
    },
    async ({ actor, query }) => {
      await requireGroupTraining(deps, query.tid);
      return adminGetTraining(trainings, actor, query.tid);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/training',
      access: 'login',
      body: groupTrainingSaveBody,
      response: newIdResponse('tid'),
    },
    async ({ actor, body }) => {
      await gate.forAdmin(actor, body.gid);
      return createTraining(trainings, actor, body, body.gid);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/training',
      access: 'login',
      body: trainingUpdateBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      await requireGroupTraining(deps, body.training.id);
      await updateTraining(trainings, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/training',
      access: 'login',
      query: tidQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await removeGroupTraining(trainings, actor, query.tid);
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/change-training-status',
      access: 'login',
      query: changeTrainingStatusQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await requireGroupTraining(deps, query.tid);
      await changeTrainingStatus(trainings, actor, query.tid, query.status);
    },
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/group/get-training-problem-list',
      access: 'login',
      query: groupTrainingProblemListQuery,
      response: adminTrainingProblemListResponse,
    },
    async ({ actor, query }) => {
      await requireGroupTraining(deps, query.tid);
      return adminTrainingProblems(trainingProblems, actor, { ...query, queryExisted: true });
    },
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/group/training-problem',
      access: 'login',
      body: trainingProblemUpdateBody,
      response: noDataResponse,
    },
    async ({ actor, body }) => {
      const link = await trainingProblems.links.findLink(body.id);
      if (link) await requireGroupTraining(deps, link.tid);
      await updateTrainingProblem(trainingProblems, actor, body);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/group/training-problem',
      access: 'login',
      query: trainingProblemDeleteQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await requireGroupTraining(deps, query.tid);
      await removeTrainingProblem(trainingProblems, actor, query.tid, query.pid);
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/add-training-problem-from-public',
      access: 'login',
      body: addTrainingProblemBody,
      response: trainingProblemLinkResponse,
    },
    async ({ actor, body }) => {
      await requireGroupTraining(deps, body.tid);
      return addTrainingProblem(trainingProblems, actor, body, 'public');
    },
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/group/add-training-problem-from-group',
      access: 'login',
      input: groupTrainingProblemFromGroupQuery,
      response: trainingProblemLinkResponse,
    },
    async ({ actor, input }) => {
      await requireGroupTraining(deps, input.tid);
      return addGroupTrainingProblem(trainingProblems, actor, input);
    },
  );
}

/** The group calls act on a group's trainings only (the site's are the back office's): 404 otherwise. */
async function requireGroupTraining(deps: GroupTrainingsDeps, tid: number) {
  const training = await deps.trainings.repo.find(tid);
  if (!training || training.gid === null) throw new AppError('NOT_FOUND', say('The training does not exist'));
}
