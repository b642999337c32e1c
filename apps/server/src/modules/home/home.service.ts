import fs from 'node:fs/promises';
import path from 'node:path';
import {
  HOME_CAROUSEL_MAX_IMAGES,
  RECENT_AC_RANK_COUNT,
  RECENT_AC_RANK_DAYS,
  RECENT_UPDATED_PROBLEM_COUNT,
  type CarouselImage,
  type HomeTimer,
  type RecentAcRankRow,
  type RecentUpdatedProblem,
} from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField } from '../../errors.ts';
import { randomToken } from '../../lib/random.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { PUBLIC_IMG_PREFIX } from '../files/files.routes.ts';
import { createHomeRepo } from './home.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const CAROUSEL_URL_PREFIX = `${PUBLIC_IMG_PREFIX}carousel/`;

/**
 * The home page's cards (docs/api.md "Home page and announcements"): latest updated problems, the 7-day AC
 * rank, the carousel (images in DATA_DIR/public/img/carousel) and the countdown timers.
 */
export function createHomeService({
  db,
  dataDir,
  now = () => Date.now(),
}: {
  db: Db;
  dataDir: string;
  now?: () => number;
}) {
  const repo = createHomeRepo(db);
  const carouselDir = path.join(dataDir, 'public', 'img', 'carousel');
  const notFound = (count: number, what: string) => {
    if (count === 0) throw new AppError('NOT_FOUND', `The ${what} does not exist`);
  };

  return {
    /** GET /api/get-recent-updated-problem */
    recentUpdatedProblems: (): Promise<RecentUpdatedProblem[]> =>
      repo.recentUpdatedProblems(RECENT_UPDATED_PROBLEM_COUNT),

    /** GET /api/get-recent-seven-ac-rank: accepted since the same moment 7 days ago. */
    recentAcRank: (): Promise<RecentAcRankRow[]> =>
      repo.acRank(new Date(now() - RECENT_AC_RANK_DAYS * DAY_MS).toISOString(), RECENT_AC_RANK_COUNT),

    /** GET /api/home-carousel: oldest first (the upload order). */
    async carousel(): Promise<CarouselImage[]> {
      const rows = await repo.carouselImages();
      return rows.map((row) => ({ id: row.id, url: `${CAROUSEL_URL_PREFIX}${row.fileName}` }));
    },

    /** POST /api/file/upload-carouse-img: an image already checked by its bytes; `type` is its extension. */
    async addCarouselImage(actor: Actor, content: Buffer, type: string): Promise<CarouselImage> {
      if ((await repo.countCarouselImages()) >= HOME_CAROUSEL_MAX_IMAGES)
        throw invalidField('file', `At most ${HOME_CAROUSEL_MAX_IMAGES} carousel images: delete one first`);
      await fs.mkdir(carouselDir, { recursive: true });
      const fileName = `${randomToken(16)}.${type}`;
      await fs.writeFile(path.join(carouselDir, fileName), content);
      const row = await repo.insertCarouselImage(actor.uid, fileName);
      return { id: row.id, url: `${CAROUSEL_URL_PREFIX}${row.fileName}` };
    },

    /** DELETE /api/admin/config/home-carousel?id=: the row and its file. */
    async deleteCarouselImage(id: number) {
      const row = await repo.deleteCarouselImage(id);
      if (!row) throw new AppError('NOT_FOUND', 'The carousel image does not exist');
      await fs.rm(path.join(carouselDir, path.basename(row.fileName)), { force: true });
    },

    /** GET /api/get-timer-list: the timers still to come, soonest first. */
    upcomingTimers: (): Promise<HomeTimer[]> => repo.upcomingTimers(new Date(now()).toISOString()),
    /** GET /api/admin/timer: all of them, latest target first. */
    allTimers: (): Promise<HomeTimer[]> => repo.allTimers(),
    createTimer: async (actor: Actor, values: { title: string; onTime: string }) =>
      (await repo.insertTimer(actor.uid, values)).id,
    updateTimer: async (id: number, values: { title: string; onTime: string }) =>
      notFound(await repo.updateTimer(id, values), 'timer'),
    deleteTimer: async (id: number) => notFound(await repo.deleteTimer(id), 'timer'),
  };
}
