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
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { PUBLIC_IMG_PREFIX } from '../../platform/index.ts';
import type { HiddenContestResultsReader } from '../../contests/facts.ts';
import { createHomeRepo } from './home.repo.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_KEPT_MS = 60 * 1000;

/** The reference's SubmissionStatisticsVO: seven days, oldest first. */
export interface LastWeekSubmissionStatistics {
  dateStrList: string[];
  acCountList: number[];
  totalCountList: number[];
}
const CAROUSEL_URL_PREFIX = `${PUBLIC_IMG_PREFIX}carousel/`;

/**
 * The home page's cards (docs/api.md "Home page and announcements"): latest updated problems, the 7-day AC
 * rank, the carousel (images in DATA_DIR/public/img/carousel) and the countdown timers.
 */
export function createHomeService({
  db,
  dataDir,
  hiddenResults,
  now = () => Date.now(),
}: {
  db: Db;
  dataDir: string;
  /** The contests whose results their seal hides now (the contests' facts): not counted as accepted here. */
  hiddenResults: HiddenContestResultsReader;
  now?: () => number;
}) {
  const repo = createHomeRepo(db);
  let weekKept: { day: string; at: number; value: LastWeekSubmissionStatistics } | null = null;
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

    /**
     * GET /api/get-last-week-submission-statistics: the reference home page's chart of the last seven UTC days
     * (oldest first, labelled MM-dd), every submission and the accepted ones. Kept for a minute (the reference
     * keeps it half an hour); `forceRefresh` from root reads it anew, as there.
     */
    async lastWeekSubmissions(forceRefresh: boolean): Promise<LastWeekSubmissionStatistics> {
      const today = new Date(now()).toISOString().slice(0, 10);
      if (!forceRefresh && weekKept && weekKept.day === today && now() - weekKept.at < WEEK_KEPT_MS)
        return weekKept.value;
      const days = Array.from({ length: 7 }, (_, i) => new Date(Date.parse(today) - (6 - i) * DAY_MS));
      const counts = new Map(
        (await repo.submissionsByDay(days[0].toISOString(), await hiddenResults(now()))).map(
          (row) => [row.day, row] as const,
        ),
      );
      const keys = days.map((d) => d.toISOString().slice(0, 10));
      const value = {
        dateStrList: keys.map((key) => key.slice(5)),
        acCountList: keys.map((key) => counts.get(key)?.ac ?? 0),
        totalCountList: keys.map((key) => counts.get(key)?.total ?? 0),
      };
      weekKept = { day: today, at: now(), value };
      return value;
    },

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
