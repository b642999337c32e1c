import { sql, type ExpressionBuilder } from 'kysely';
import { JudgeStatus, PROBLEM_AUTH, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import { nowIso } from '../../../lib/time.ts';

/**
 * The problems a training shows: the site's public and private problems, and in a group's training the group's
 * own (linked only there: docs/api.md "Group trainings"). A contest-only problem (kept for a contest that may be
 * running) stays out of every training even if it was linked before its auth changed.
 */
export const shownInTraining = (eb: ExpressionBuilder<Database, 'problems'>) =>
  eb('problems.auth', 'in', [PROBLEM_AUTH.PUBLIC, PROBLEM_AUTH.PRIVATE]);

/**
 * Whether the user has an accepted submission of the problem `tp.pid` outside contests (the bank's, any
 * training's, a group problem's in its group): the progress rule (docs/api.md "Trainings"). One probe of the
 * submissions' (uid, pid) index per training problem. `cid + 0` keeps SQLite from reading the contest
 * index (cid) instead: every bank submission has cid 0, so that would scan them all (121 ms instead of
 * 4 ms for a list page over 100,000 submissions).
 */
const solvedBy = (uid: number) => sql<boolean>`exists (
  select 1 from submissions s where s.uid = ${uid} and s.pid = tp.pid
    and s.status = ${sql.lit(JudgeStatus.ACCEPTED)} and s.cid + 0 = 0)`;

const offsetOf = (page: PageQuery) => (page.currentPage - 1) * page.limit;

/** What the back office's problem tables show of a bank problem. */
const ADMIN_PROBLEM_COLUMNS = [
  'problems.id',
  'problems.problemId',
  'problems.title',
  'problems.author',
  'problems.auth',
  'problems.type',
  'problems.difficulty',
  // A group's training offers more on the group's own problems (spec 3 §6): the row says whose it is.
  'problems.gid',
] as const;

const LINK_COLUMNS = [
  'tp.id',
  'tp.tid',
  'tp.pid',
  'tp.rank',
  'tp.gmtCreate',
  'tp.gmtModified',
  'problems.problemId',
] as const;

/** Every query of a training's problems: the links, the list with counts, progress, the back office's pages. */
export function createTrainingProblemsRepo(db: Db) {
  const links = () =>
    db
      .selectFrom('trainingProblems as tp')
      .innerJoin('problems', 'problems.id', 'tp.pid')
      .where(shownInTraining);

  const repo = {
    /** The training's problems in its order (rank, then the order they were added) with the bank's counts. */
    list: (tid: number) =>
      links()
        .leftJoin('problemCounts', 'problemCounts.pid', 'tp.pid')
        .select([
          ...LINK_COLUMNS,
          'problems.title',
          'problems.difficulty',
          'problems.type',
          'problemCounts.ac',
          'problemCounts.total',
        ])
        .where('tp.tid', '=', tid)
        .orderBy('tp.rank')
        .orderBy('tp.id')
        .execute(),

    /** A shown problem of the training by pid. */
    find: (tid: number, pid: number) =>
      links().select(LINK_COLUMNS).where('tp.tid', '=', tid).where('tp.pid', '=', pid).executeTakeFirst(),

    /** A shown problem of the training by its id in the training (the bank's problemId). */
    findByProblemId: (tid: number, problemId: string) =>
      links()
        .select(LINK_COLUMNS)
        .where('tp.tid', '=', tid)
        .where('problems.problemId', '=', problemId)
        .executeTakeFirst(),

    /** Any link by id (the back office edits links of problems the training no longer shows, too). */
    findLink: (id: number) =>
      db
        .selectFrom('trainingProblems as tp')
        .innerJoin('problems', 'problems.id', 'tp.pid')
        .select(LINK_COLUMNS)
        .where('tp.id', '=', id)
        .executeTakeFirst(),

    linkOf: (tid: number, pid: number) =>
      db
        .selectFrom('trainingProblems as tp')
        .innerJoin('problems', 'problems.id', 'tp.pid')
        .select(LINK_COLUMNS)
        .where('tp.tid', '=', tid)
        .where('tp.pid', '=', pid)
        .executeTakeFirst(),

    /** How many problems each training shows. */
    async problemCounts(tids: number[]): Promise<Map<number, number>> {
      if (tids.length === 0) return new Map();
      const rows = await links()
        .select(['tp.tid', (eb) => eb.fn.countAll<number>().as('count')])
        .where('tp.tid', 'in', tids)
        .groupBy('tp.tid')
        .execute();
      return new Map(rows.map((row) => [row.tid, Number(row.count)]));
    },

    /** How many of each training's shown problems the user has solved (the progress rule). */
    async solvedCounts(uid: number, tids: number[]): Promise<Map<number, number>> {
      if (tids.length === 0) return new Map();
      const rows = await links()
        .select(['tp.tid', (eb) => eb.fn.countAll<number>().as('count')])
        .where('tp.tid', 'in', tids)
        .where(solvedBy(uid))
        .groupBy('tp.tid')
        .execute();
      return new Map(rows.map((row) => [row.tid, Number(row.count)]));
    },

    /** The visible trainings of one site or group in which the user has solved something, by rank. */
    async startedTrainings(uid: number, gid: number | null, page: PageQuery) {
      const started = links()
        .innerJoin('trainings', 'trainings.id', 'tp.tid')
        .where('trainings.visible', '=', 1)
        .where('trainings.gid', gid === null ? 'is' : '=', gid)
        .where(solvedBy(uid));
      const [records, total] = await Promise.all([
        started
          .leftJoin('trainingCategories', 'trainingCategories.id', 'trainings.categoryId')
          .select([
            'trainings.id',
            'trainings.rank',
            'trainings.title',
            'trainings.auth',
            'trainingCategories.name as categoryName',
            'trainingCategories.color as categoryColor',
            (eb) => eb.fn.countAll<number>().as('acCount'),
          ])
          .groupBy([
            'trainings.id',
            'trainings.rank',
            'trainings.title',
            'trainings.auth',
            'trainingCategories.name',
            'trainingCategories.color',
          ])
          .orderBy('trainings.rank')
          .orderBy('trainings.id')
          .limit(page.limit)
          .offset(offsetOf(page))
          .execute(),
        started
          .select((eb) => eb.fn.count<number>('tp.tid').distinct().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    // ---- back office ----

    /** The training's problems, whatever their auth now (the back office sees every link), by rank. */
    async adminExisting(tid: number, keyword: string | undefined, page: PageQuery) {
      let query = db
        .selectFrom('trainingProblems as tp')
        .innerJoin('problems', 'problems.id', 'tp.pid')
        .where('tp.tid', '=', tid);
      if (keyword) query = query.where((eb) => matchesProblem(eb, keyword));
      const [records, total] = await Promise.all([
        query
          .select(ADMIN_PROBLEM_COLUMNS)
          .orderBy('tp.rank')
          .orderBy('tp.id')
          .limit(page.limit)
          .offset(offsetOf(page))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** The site's public and private problems not in the training yet, newest first (never a group's). */
    async adminAddable(tid: number, keyword: string | undefined, page: PageQuery) {
      let query = db
        .selectFrom('problems')
        .where(shownInTraining)
        .where('problems.gid', 'is', null)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('trainingProblems')
                .select('trainingProblems.id')
                .where('trainingProblems.tid', '=', tid)
                .whereRef('trainingProblems.pid', '=', 'problems.id'),
            ),
          ),
        );
      if (keyword) query = query.where((eb) => matchesProblem(eb, keyword));
      const [records, total] = await Promise.all([
        query
          .select(ADMIN_PROBLEM_COLUMNS)
          .orderBy('problems.id', 'desc')
          .limit(page.limit)
          .offset(offsetOf(page))
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** The links of some problems (the back office's map of the page it shows). */
    linksOf: (tid: number, pids: number[]) =>
      pids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('trainingProblems as tp')
            .innerJoin('problems', 'problems.id', 'tp.pid')
            .select(LINK_COLUMNS)
            .where('tp.tid', '=', tid)
            .where('tp.pid', 'in', pids)
            .execute(),

    /** The rank after the training's last problem (new problems go to the end), capped at the largest rank. */
    async nextRank(tid: number) {
      const row = await db
        .selectFrom('trainingProblems')
        .select((eb) => eb.fn.max('rank').as('top'))
        .where('tid', '=', tid)
        .executeTakeFirst();
      return row?.top === null || row?.top === undefined ? 0 : Math.min(Number(row.top) + 1, 2_147_483_647);
    },

    async insert(tid: number, pid: number, rank: number) {
      const now = nowIso();
      await db
        .insertInto('trainingProblems')
        .values({ tid, pid, rank, gmtCreate: now, gmtModified: now })
        .execute();
    },

    setRank: (id: number, rank: number) =>
      db.updateTable('trainingProblems').set({ rank, gmtModified: nowIso() }).where('id', '=', id).execute(),

    remove: async (tid: number, pid: number) =>
      Number(
        (
          await db
            .deleteFrom('trainingProblems')
            .where('tid', '=', tid)
            .where('pid', '=', pid)
            .executeTakeFirst()
        ).numDeletedRows,
      ),
  };

  function matchesProblem(eb: ExpressionBuilder<Database, 'problems'>, keyword: string) {
    return eb.or([
      containsIgnoringCase('problems.problemId', keyword),
      containsIgnoringCase('problems.title', keyword),
      containsIgnoringCase('problems.author', keyword),
    ]);
  }

  return repo;
}
export type TrainingProblemsRepo = ReturnType<typeof createTrainingProblemsRepo>;
