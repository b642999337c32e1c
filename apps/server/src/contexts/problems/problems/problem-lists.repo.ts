import { sql } from 'kysely';
import { PROBLEM_AUTH, type PageQuery } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import { dialectOf, type Db } from '../../../db/database.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import type { PublicListFilter } from './problems.repo.ts';

/**
 * The public bank's problems, written with literals so both databases use the partial index that holds
 * exactly these rows (migration 004): a bound parameter would hide from SQLite that the terms match it.
 */
/**
 * Whether the SQLite trigram table can answer a keyword: its LIKE uses the index only without an
 * ESCAPE clause, so a keyword holding a wildcard (or the columns' separator) is matched by the scan.
 */
const searchesByIndex = (db: Db, keyword: string) =>
  dialectOf(db) === 'sqlite' && !/[%_\\]/.test(keyword) && !keyword.includes('\u0001');

/**
 * Beyond this many matches the trigram index costs more than reading every problem (a keyword nearly
 * every problem holds intersects long lists): the search then scans, as it did before the index.
 */
const INDEXED_SEARCH_MAX = 1000;

const publicBankProblem = sql<boolean>`problems.auth = ${sql.lit(PROBLEM_AUTH.PUBLIC)} and problems.gid is null`;

/**
 * The trigram table grows by one small segment per problem saved (its triggers), and a search reads every
 * segment: a bank built over months answered a keyword in 2-4 ms where a merged index takes 0.4 ms. A
 * search merges the index first ('optimize': one segment) when problems changed since the last merge, at
 * most once per this many milliseconds, so a burst of edits or an import costs one merge.
 */
const SEARCH_MERGE_EVERY_MS = 5 * 60_000;
/** Per database: the problems' change stamp at the last merge, and when it ran. */
const searchMerges = new WeakMap<
  object,
  { stamp: () => string | null; mergedAt: string | null; atMs: number }
>();

/** Merges the trigram table's segments when problems changed since it last did (and not too recently). */
async function mergeSearchIndex(db: Db, nowMs = Date.now()) {
  let merge = searchMerges.get(db);
  if (!merge) {
    merge = { stamp: changeStampOf(db, ['problems'], { inserts: true }), mergedAt: null, atMs: -Infinity };
    searchMerges.set(db, merge);
  }
  const stamp = merge.stamp();
  if (stamp !== null && stamp === merge.mergedAt) return;
  if (nowMs - merge.atMs < SEARCH_MERGE_EVERY_MS) return;
  merge.atMs = nowMs;
  // FTS5's command row; an insert into a table no cache watches, so the write counter invalidates nothing.
  await db
    .insertInto('problem_search' as never)
    .values({ problem_search: 'optimize' } as never)
    .execute();
  merge.mergedAt = merge.stamp();
}

/** A row of the public list: the problem's listed columns and its counters. */
const LIST_COLUMNS = [
  'problems.id',
  'problems.problemId',
  'problems.title',
  'problems.difficulty',
  'problems.type',
  'problems.updatedAt',
  'problemCounts.total',
  'problemCounts.ac',
  'problemCounts.wa',
  'problemCounts.ce',
  'problemCounts.pa',
  'problemCounts.tle',
  'problemCounts.mle',
  'problemCounts.re',
  'problemCounts.pe',
] as const;

/** The lists of problems: the back office's, the public bank's with its search and counters. */
export function createProblemLists(db: Db) {
  /** The ids of the problems whose id, title or source hold the keyword, or null when there are too many. */
  async function searchIndex(keyword: string): Promise<number[] | null> {
    await mergeSearchIndex(db);
    // A select built by Kysely, not raw SQL: the write counter (db/write-epoch.ts) counts raw SQL as a write.
    const rows = await db
      .selectFrom(sql<{ rowid: number }>`problem_search`.as('search'))
      .select(sql<number>`rowid`.as('rowid'))
      .where(sql<string>`text`, 'like', `%${keyword}%`)
      .limit(INDEXED_SEARCH_MAX + 1)
      .execute();
    return rows.length > INDEXED_SEARCH_MAX ? null : rows.map((row) => row.rowid);
  }

  const repo = {
    counts: (pid: number) =>
      db.selectFrom('problemCounts').selectAll().where('pid', '=', pid).executeTakeFirst(),

    async adminPage(filter: { keyword?: string; auth?: number }, page: PageQuery) {
      let query = db.selectFrom('problems').where('gid', 'is', null);
      const keyword = filter.keyword;
      if (keyword)
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('problemId', keyword),
            containsIgnoringCase('title', keyword),
            containsIgnoringCase('author', keyword),
          ]),
        );
      if (filter.auth) query = query.where('auth', '=', filter.auth);
      const [records, total] = await Promise.all([
        query
          .select([
            'id',
            'problemId',
            'title',
            'author',
            'modifiedUser',
            'auth',
            'type',
            'difficulty',
            'judgeMode',
            'createdAt',
            'updatedAt',
          ])
          .orderBy('id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** The public bank's searched columns in id order, at most `limit` problems (keyword-memory.ts). */
    searchableProblems: (limit: number) =>
      db
        .selectFrom('problems')
        .where(publicBankProblem)
        .select(['id', 'problemId', 'title', 'source', 'difficulty', 'type', 'updatedAt'])
        .orderBy('id')
        .limit(limit)
        .execute(),

    /**
     * These problems' list rows with their counters, in id order, those still public only: the counters
     * are joined for the page alone (joined in the search's own statement, PostgreSQL read every
     * problem's counters, 3.6 ms of a 5.5 ms search at 10k problems).
     */
    publicRowsByIds: async (ids: number[], direction: 'asc' | 'desc') =>
      ids.length === 0
        ? []
        : await db
            .selectFrom('problems')
            .innerJoin('problemCounts', 'problemCounts.pid', 'problems.id')
            .select(LIST_COLUMNS)
            .where('problems.id', 'in', ids)
            .where(publicBankProblem)
            .orderBy('problems.id', direction)
            .execute(),

    /**
     * These problems' counters. The ids go as one JSON parameter: the statement's text stays the same (kept
     * prepared on SQLite) and building it does not grow with the page.
     */
    countsOf: (pids: number[]) =>
      pids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('problemCounts')
            .selectAll()
            .where(
              'pid',
              'in',
              dialectOf(db) === 'sqlite'
                ? sql<number>`(select value from json_each(${JSON.stringify(pids)}))`
                : sql<number>`(select unnest(${pids}::int[]))`,
            )
            .execute(),

    /** Public bank: public, non-group problems, filtered as the problem list page asks. */
    async publicPage(filter: PublicListFilter, page: PageQuery) {
      // Filters apply to problems alone; the counters join only the page's rows (it is 1:1, so
      // counting does not need it).
      let query = db.selectFrom('problems').where(publicBankProblem);
      const keyword = filter.keyword;
      const indexed = keyword && searchesByIndex(db, keyword) ? await searchIndex(keyword) : null;
      if (indexed) {
        // SQLite's trigram table (migration 031) found the few problems matching; the rest filters them.
        query = query.where(
          'problems.id',
          'in',
          sql<number>`(select value from json_each(${JSON.stringify(indexed)}))`,
        );
      } else if (keyword) {
        query = query.where((eb) =>
          eb.or([
            containsIgnoringCase('problems.problemId', keyword),
            containsIgnoringCase('problems.title', keyword),
            containsIgnoringCase('problems.source', keyword),
          ]),
        );
      }
      if (filter.difficulty !== undefined) query = query.where('problems.difficulty', '=', filter.difficulty);
      for (const tagId of filter.tagIds ?? []) {
        query = query.where((eb) =>
          eb.exists(
            eb
              .selectFrom('problemTags')
              .select('pid')
              .whereRef('problemTags.pid', '=', 'problems.id')
              .where('problemTags.tid', '=', tagId),
          ),
        );
      }
      const direction = filter.newestFirst ? 'desc' : 'asc';
      const offset = (page.currentPage - 1) * page.limit;
      if (indexed) {
        // At most INDEXED_SEARCH_MAX matches: their public ids in order (from the public bank's index,
        // migration 004) give the total and the page, and only the page's rows are read with counters.
        const ids = (await query.select('problems.id').orderBy('problems.id', direction).execute()).map(
          (row) => row.id,
        );
        return {
          records: await repo.publicRowsByIds(ids.slice(offset, offset + page.limit), direction),
          total: ids.length,
        };
      }
      if (keyword) {
        // One read of the matches gives the page's ids and the total (a count over the window; counting
        // apart searched the trigram indexes a second time), then the page's rows are read by id.
        // Materialized: planned alone, the matches come from the trigram indexes. Within one statement
        // PostgreSQL walked the public index in id order and tested every problem (15 ms at 10k), as
        // though the limit spared it rows the count over the window needs all of.
        const matches = await db
          .with(
            (cte) => cte('matches').materialized(),
            () => query.select('problems.id'),
          )
          .selectFrom('matches')
          .select(['matches.id', sql<number | string>`count(*) over ()`.as('total')])
          .orderBy('matches.id', direction)
          .limit(page.limit)
          .offset(offset)
          .execute();
        // A page past the last has no row to carry the total: only then is it counted on its own.
        const total =
          matches.length > 0
            ? Number(matches[0].total)
            : offset === 0
              ? 0
              : Number(
                  (await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow())
                    .count,
                );
        return {
          records: await repo.publicRowsByIds(
            matches.map((row) => row.id),
            direction,
          ),
          total,
        };
      }
      const [records, total] = await Promise.all([
        query
          .innerJoin('problemCounts', 'problemCounts.pid', 'problems.id')
          .select(LIST_COLUMNS)
          .orderBy('problems.id', direction)
          .limit(page.limit)
          .offset(offset)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    async randomPublicProblemId(): Promise<string | undefined> {
      const base = db.selectFrom('problems').where(publicBankProblem);
      const { count } = await base
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      if (Number(count) === 0) return undefined;
      const offset = Math.floor(Math.random() * Number(count));
      const row = await base.select('problemId').orderBy('id').limit(1).offset(offset).executeTakeFirst();
      return row?.problemId;
    },
  };
  return repo;
}
