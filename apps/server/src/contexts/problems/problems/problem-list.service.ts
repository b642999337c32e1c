import { JudgeStatus, makePage, type ProblemListRow } from '@judge/contract';
import type { problemListQuery } from '@judge/contract';
import { z } from 'zod';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptEach, keptReads } from '../../../db/kept-reads.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { SolvedStatuses } from './judging-ports.ts';
import { keptKeywordMemory } from './keyword-memory.ts';
import type { createProblemsRepo } from './problems.repo.ts';

// The public problem list (GET /api/get-problem-list): the busiest read of the bank, so its pages, keyword
// searches, counters and tags are kept in memory until what they show changes.

type ListQuery = z.infer<typeof problemListQuery>;
type ProblemsRepo = ReturnType<typeof createProblemsRepo>;
type ProblemTag = { id: number; name: string; color: string | null };
/** Up to this many public problems a keyword search reads memory (about 6 MB at 10,000). */
const KEYWORD_MEMORY_MAX = 20_000;
/** A search's matches whose counters and tags are read with its page's (its first ten pages of 30). */
const READ_AHEAD = 300;

export function createProblemListService({
  db,
  repo,
  submissions,
}: {
  db: Db;
  repo: ProblemsRepo;
  submissions: SolvedStatuses;
}) {
  /** A page of the public list as everyone sees it (no viewer's status), with its total. */
  async function publicListPage(query: ListQuery) {
    const inMemory = await searchedInMemory(query);
    const { records, total } =
      inMemory ??
      (await repo.publicPage(
        {
          keyword: query.keyword,
          difficulty: query.difficulty,
          tagIds: query.tagId,
          newestFirst: query.sortBy === 1,
        },
        query,
      ));
    const tags = await keptTags(
      records.map((r) => r.id),
      (pids) => repo.tagsOf(pids),
      inMemory?.ahead,
    );
    return { records, total, tags };
  }

  /**
   * The public bank's ids, titles and sources with their trigrams in memory (keyword-memory.ts) until a problem
   * changes (another PostgreSQL server's change within a second), for a bank of up to KEYWORD_MEMORY_MAX
   * problems: a keyword search no kept page answers reads only its page's rows. A search by tag, or in a
   * larger bank, asks the database's trigram index (problems.repo.ts `publicPage`).
   */
  const keywordIndex = keptKeywordMemory(
    changeStampOf(db, ['problems'], { inserts: true, trustMs: 1_000 }),
    (limit) => repo.searchableProblems(limit),
    KEYWORD_MEMORY_MAX,
  );
  async function searchedInMemory(query: ListQuery) {
    if (!query.keyword || (query.tagId?.length ?? 0) > 0) return null;
    const found = (await keywordIndex())?.search(query.keyword, query.difficulty);
    if (!found) return null;
    if (query.sortBy === 1) found.reverse();
    const offset = (query.currentPage - 1) * query.limit;
    const page = found.slice(offset, offset + query.limit);
    // The other pages' problems are read along (up to READ_AHEAD): the next page asks for none.
    const ahead = found.slice(0, READ_AHEAD).map((p) => p.id);
    const counts = await keptCounts(
      page.map((p) => p.id),
      async (pids) => new Map((await repo.countsOf(pids)).map((c) => [c.pid, c])),
      ahead,
    );
    // A problem without its counters was removed meanwhile (they go with it): left out, as the join did.
    const records = [];
    for (const p of page) {
      const c = counts.get(p.id);
      if (!c) continue;
      // Field by field: rest and spread of these rows cost 10 µs a row.
      const { id, problemId, title, difficulty, type, updatedAt } = p;
      const { total, ac, wa, ce, pa, tle, mle, re, pe } = c;
      records.push({
        id,
        problemId,
        title,
        difficulty,
        type,
        updatedAt,
        total,
        ac,
        wa,
        ce,
        pa,
        tle,
        mle,
        re,
        pe,
      });
    }
    return { records, total: found.length, ahead };
  }

  /**
   * Each problem's counters for those pages, kept the same way until any problem's counters change (a judged
   * submission; another PostgreSQL server's within a second, as the kept pages): null for a problem without.
   */
  const keptCounts = keptEach<Awaited<ReturnType<typeof repo.countsOf>>[number] | null>(
    changeStampOf(db, ['problem_counts'], { inserts: true, trustMs: 1_000 }),
    20_000,
    null,
  );

  /**
   * Each problem's tags, kept until a problem's tags or a tag change (on another PostgreSQL server's
   * writes, within a second): a search no kept page answers then reads no tags, only its matches.
   */
  const keptTags = keptEach<ProblemTag[]>(
    changeStampOf(db, ['problem_tags', 'tags'], { inserts: true, trustMs: 1_000 }),
    20_000,
    [],
  );

  /**
   * Pages without a keyword (the list's first pages, its difficulty and tag filters) are most of the
   * bank's traffic and change when a problem, its counters or tags do: kept until then. Another
   * server's writes show within a second on PostgreSQL (its notifications do not cover these tables).
   */
  const bankStamp = changeStampOf(db, ['problems', 'problem_counts', 'problem_tags', 'tags'], {
    inserts: true,
    trustMs: 1_000,
  });
  type ListPage = Awaited<ReturnType<typeof publicListPage>>;
  const keptPages = keptReads<ListPage>(bankStamp, 500);
  /**
   * Keyword pages, kept the same way but apart (a search costs an index read and a count, ten times a
   * kept page): a class searching the same words is answered from memory, and many different keywords
   * cannot push the list's own pages out.
   */
  const keptSearches = keptReads<ListPage>(bankStamp, 300);

  return {
    async list(viewer: Actor | null, query: ListQuery) {
      const page = [query.currentPage, query.limit, query.difficulty, query.tagId, query.sortBy];
      const { records, total, tags } = query.keyword
        ? await keptSearches(JSON.stringify([query.keyword, ...page]), () => publicListPage(query))
        : await keptPages(JSON.stringify(page), () => publicListPage(query));
      const statuses = viewer
        ? await submissions.userStatuses(
            viewer.uid,
            records.map((r) => r.id),
          )
        : new Map();
      const rows: ProblemListRow[] = records.map((r) => ({
        pid: r.id,
        problemId: r.problemId,
        title: r.title,
        difficulty: r.difficulty,
        type: r.type,
        tags: tags.get(r.id) ?? [],
        total: r.total,
        ac: r.ac,
        wa: r.wa,
        ce: r.ce,
        pa: r.pa,
        tle: r.tle,
        mle: r.mle,
        re: r.re,
        pe: r.pe,
        gmtModified: r.updatedAt,
        myStatus: statuses.get(r.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
      }));
      return makePage(rows, total, query);
    },
  };
}
