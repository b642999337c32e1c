import type { FastifyInstance } from 'fastify';
import {
  carouselDeleteQuery,
  carouselImageResponse,
  carouselResponse,
  lastWeekSubmissionStatisticsResponse,
  recentAcRankResponse,
  recentUpdatedProblemsResponse,
  Role,
  timerBody,
  timerCreatedResponse,
  timerDeleteQuery,
  timerListResponse,
  timerUpdateBody,
  noDataResponse,
} from '@judge/contract';
import { defineRoute } from '../../../http/route.ts';
import { z } from 'zod';
import { readUploadedImage } from '../../platform/facts.ts';
import type { createHomeService } from './home.service.ts';

/**
 * The home page's calls (spec 1-core §7.2, by the reference's paths): five public reads, and the super
 * admin's carousel upload and delete and timer management (docs/api.md "Home page and announcements").
 */
export function registerHomeRoutes(app: FastifyInstance, home: ReturnType<typeof createHomeService>) {
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-recent-updated-problem',
      access: 'public',
      response: recentUpdatedProblemsResponse,
    },
    () => home.recentUpdatedProblems(),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-recent-seven-ac-rank', access: 'public', response: recentAcRankResponse },
    () => home.recentAcRank(),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/home-carousel', access: 'public', response: carouselResponse },
    () => home.carousel(),
  );
  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/get-last-week-submission-statistics',
      access: 'public',
      query: z.object({
        forceRefresh: z.enum(['true', 'false'], { error: 'forceRefresh must be true or false' }).optional(),
      }),
      response: lastWeekSubmissionStatisticsResponse,
    },
    // Only root's refresh reads anew (the reference's rule); anyone else gets the kept figures.
    ({ actor, query }) =>
      home.lastWeekSubmissions(query.forceRefresh === 'true' && actor?.role === Role.ROOT),
  );
  defineRoute(
    app,
    { method: 'GET', url: '/api/get-timer-list', access: 'public', response: timerListResponse },
    () => home.upcomingTimers(),
  );

  // The carousel image: the avatar's checks (extension, 2 MB, the bytes must be an image).
  defineRoute(
    app,
    { method: 'POST', url: '/api/file/upload-carouse-img', access: 'root', response: carouselImageResponse },
    async ({ actor, request }) => {
      const { content, type } = await readUploadedImage(request, 'file');
      return home.addCarouselImage(actor, content, type);
    },
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/config/home-carousel',
      access: 'root',
      query: carouselDeleteQuery,
      response: noDataResponse,
    },
    ({ query }) => home.deleteCarouselImage(query.id),
  );

  defineRoute(
    app,
    { method: 'GET', url: '/api/admin/timer', access: 'root', response: timerListResponse },
    () => home.allTimers(),
  );
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/admin/timer',
      access: 'root',
      body: timerBody,
      response: timerCreatedResponse,
    },
    async ({ actor, body }) => ({ id: await home.createTimer(actor, body) }),
  );
  defineRoute(
    app,
    {
      method: 'PUT',
      url: '/api/admin/timer',
      access: 'root',
      body: timerUpdateBody,
      response: noDataResponse,
    },
    ({ body }) => home.updateTimer(body.id, body),
  );
  defineRoute(
    app,
    {
      method: 'DELETE',
      url: '/api/admin/timer',
      access: 'root',
      query: timerDeleteQuery,
      response: noDataResponse,
    },
    ({ query }) => home.deleteTimer(query.id),
  );
}
