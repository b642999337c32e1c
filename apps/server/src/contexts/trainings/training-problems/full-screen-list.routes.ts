import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { type FullScreenProblemRow, LIMITS, fullScreenProblemListResponse } from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import type { ContestProblemsService } from '../../contests/index.ts';
import { trainingProblemList } from './training-problem-list.ts';
import type { TrainingProblemsDeps } from './training-problems.deps.ts';

const optionalId = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .positive(`${field} must be positive`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`)
    .optional();

/**
 * GET /api/get-full-screen-problem-list (login): the reference client's focus mode (Problem.vue's
 * ProblemHorizontalMenu) lists a training's (`tid`) or a contest's (`cid`) problems with the caller's status.
 * The rows and the access rules are those of the training's and the contest's own problem lists.
 */
export function registerFullScreenListRoute(
  app: FastifyInstance,
  deps: { contestProblems: ContestProblemsService; trainingProblems: TrainingProblemsDeps },
) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-full-screen-problem-list',
      access: 'login',
      query: z.object({ tid: optionalId('tid'), cid: optionalId('cid') }),
      response: fullScreenProblemListResponse,
    },
    async ({ actor, query }): Promise<FullScreenProblemRow[]> => {
      if (query.tid) {
        const rows = await trainingProblemList(deps.trainingProblems, actor, query.tid);
        return rows.map((row) => ({
          pid: row.pid,
          problemId: row.problemId,
          title: row.title,
          status: row.myStatus,
          score: null,
        }));
      }
      if (query.cid) {
        const rows = await deps.contestProblems.list(actor, query.cid);
        return rows.map((row) => ({
          pid: row.pid,
          problemId: row.displayId,
          title: row.displayTitle,
          status: row.myStatus,
          score: row.score,
        }));
      }
      // Neither: the reference answers 'tid or cid is required'; the form names the training's field.
      throw invalidField('tid', say('{{field}} is required', { field: 'tid' }));
    },
  );
}
