import {
  makePage,
  type Page,
  type PageQuery,
  type TrainingAuth,
  type UserTrainingProgressRow,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { createTrainingProblemsRepo } from './training-problems.repo.ts';

export interface TrainingCounts {
  /** The problems the training shows. */
  problemCount: number;
  /** How many of them the user has solved (0 for a guest). */
  acCount: number;
}

/**
 * A user's progress in trainings (spec 2 §2.11, spec 1-core §2.9): solved over shown problems, read from
 * the submissions at each call (docs/api.md "Trainings": why no table), so a judged submission or a rejudge
 * shows at once. Solved counts the user's accepted submissions of the problem on the public site outside
 * contests, through the training or not (the reference's rule).
 */
export function createTrainingProgress(db: Db) {
  const repo = createTrainingProblemsRepo(db);

  async function countsOf(uid: number | null, tids: number[]): Promise<Map<number, TrainingCounts>> {
    const [problemCounts, solved] = await Promise.all([
      repo.problemCounts(tids),
      uid === null ? Promise.resolve(new Map<number, number>()) : repo.solvedCounts(uid, tids),
    ]);
    return new Map(
      tids.map((tid) => [tid, { problemCount: problemCounts.get(tid) ?? 0, acCount: solved.get(tid) ?? 0 }]),
    );
  }

  return {
    countsOf,

    /** The visible public-site trainings the user has solved something of, by rank, with their progress. */
    async startedBy(uid: number, page: PageQuery): Promise<Page<UserTrainingProgressRow>> {
      const { records, total } = await repo.startedTrainings(uid, null, page);
      const problemCounts = await repo.problemCounts(records.map((r) => r.id));
      const rows = records.map((r) => ({
        id: r.id,
        rank: r.rank,
        title: r.title,
        auth: r.auth as TrainingAuth,
        categoryName: r.categoryName,
        categoryColor: r.categoryColor,
        problemCount: problemCounts.get(r.id) ?? 0,
        acCount: Number(r.acCount),
      }));
      return makePage(rows, total, page);
    },
  };
}
export type TrainingProgress = ReturnType<typeof createTrainingProgress>;
