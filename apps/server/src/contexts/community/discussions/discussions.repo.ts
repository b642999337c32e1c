import type { Db } from '../../../db/database.ts';
import { createDiscussionLikesAndReports } from './discussion-likes-and-reports.repo.ts';
import { createDiscussionReads } from './discussion-reads.repo.ts';
import { createDiscussionWrites } from './discussion-writes.repo.ts';

export interface DiscussionFilter {
  keyword?: string;
  categoryId?: number;
  /** The problem's display id. */
  problemId?: string;
  uid?: number;
  /** Only this status; undefined = every status. */
  status?: number;
  /** A group's discussions; undefined: the public area's. */
  gid?: number;
}

export interface DiscussionValues {
  title: string;
  description: string;
  content: string;
  categoryId: number;
  topPriority: number;
}
/** Every query of the discussions: reads, writes, likes and reports (discussion-*.repo.ts). */
export function createDiscussionsRepo(db: Db) {
  return {
    ...createDiscussionReads(db),
    ...createDiscussionWrites(db),
    ...createDiscussionLikesAndReports(db),
  };
}
export type DiscussionsRepo = ReturnType<typeof createDiscussionsRepo>;
