import { type Insertable } from 'kysely';
import { type Db } from '../../../db/database.ts';
import type { ProblemCasesTable } from '../../../db/schema.ts';
import { createProblemLists } from './problem-lists.repo.ts';
import { createProblemPageReads } from './problem-page-reads.ts';
import { createProblemRows } from './problem-rows.repo.ts';
import { createProblemTags } from './problem-tags.repo.ts';

export type ProblemRow = Awaited<ReturnType<ReturnType<typeof createProblemsRepo>['findById']>> & object;
export type NewCase = Omit<Insertable<ProblemCasesTable>, 'id' | 'pid'>;

export interface PublicListFilter {
  keyword?: string;
  difficulty?: number;
  tagIds?: number[];
  newestFirst: boolean;
}
/**
 * Every query of the problems: their rows, tags and lists (problem-rows, problem-tags, problem-lists .repo.ts), and
 * a problem's page as readers see it, kept (problem-page-reads.ts).
 */
export function createProblemsRepo(db: Db) {
  const rows = createProblemRows(db);
  const tags = createProblemTags(db);
  return {
    ...rows,
    ...tags,
    ...createProblemLists(db),
    ...createProblemPageReads(db, { ...rows, tagsOf: tags.tagsOf }),
  };
}
export type ProblemsRepo = ReturnType<typeof createProblemsRepo>;

/**
 * A disbanded group's problems (in its dissolution's transaction, 'group/dissolve'): the ones still its own go with
 * their test data, submissions and tags (by foreign key); the ones made public stay in the bank, no longer the
 * group's.
 */
export async function removeGroupProblems(trx: Db, gid: number) {
  await trx.deleteFrom('problems').where('gid', '=', gid).execute();
  await trx.updateTable('problems').set({ originGid: null }).where('originGid', '=', gid).execute();
  await trx.deleteFrom('tags').where('gid', '=', gid).execute();
}
