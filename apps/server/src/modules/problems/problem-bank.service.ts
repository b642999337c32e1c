import { JudgeStatus, LOCAL_OJ, makePage, type ProblemListRow } from '@judge/contract';
import { z } from 'zod';
import { changeStampOf } from '../../db/change-watch.ts';
import type { Db } from '../../db/database.ts';
import { keptEach, keptReads } from '../../db/kept-reads.ts';
import { AppError, invalidField } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { createGroupProblemAccess } from '../groups/group-problem-access.ts';
import { languageCatalogue, type LanguageView } from '../languages/language-catalogue.ts';
import { canViewProblem } from '../submissions/submissions.policy.ts';
import { createSubmissionsRepo, type SubmissionsRepo } from '../submissions/submissions.repo.ts';
import { filesText, presentProblemFields } from './problems.presenter.ts';
import { keptKeywordMemory } from './keyword-memory.ts';
import { createProblemsRepo, type ProblemRow } from './problems.repo.ts';
import type { problemListQuery } from '@judge/contract';

type ListQuery = z.infer<typeof problemListQuery>;
type ProblemsRepo = ReturnType<typeof createProblemsRepo>;

/** The OJ a tag call asks for: its key in capitals; null for ALL, every OJ's (the reference's "All problems"). */
function tagOj(oj: string | undefined): string | null {
  const key = (oj ?? LOCAL_OJ).toUpperCase();
  return key === 'ALL' ? null : key;
}
type ProblemTag = { id: number; name: string; color: string | null };
/** Up to this many public problems a keyword search reads memory (about 6 MB at 10,000). */
const KEYWORD_MEMORY_MAX = 20_000;
/** A search's matches whose counters and tags are read with its page's (its first ten pages of 30). */
const READ_AHEAD = 300;

/**
 * The problem page's data of a problem the viewer may read (the bank's page, a training's): statement,
 * counts, templates, languages, tags and the viewer's status outside contests.
 */
export async function presentProblemDetail(
  repos: { problems: ProblemsRepo; submissions: SubmissionsRepo },
  viewer: Actor | null,
  problem: ProblemRow,
) {
  const [counts, languages, templates, tags, statuses] = await Promise.all([
    repos.problems.counts(problem.id),
    repos.problems.languages(problem.id),
    repos.problems.templates(problem.id),
    repos.problems.tagsOf([problem.id]),
    viewer ? repos.submissions.userStatuses(viewer.uid, [problem.id]) : new Map(),
  ]);
  // The checker, interactor and judge-only files stay on the server.
  const { spjCode: _spj, judgeExtraFile: _judgeFiles, ...visible } = presentProblemFields(problem);
  return {
    // The user's extra files stay the stored JSON text, as the reference client parses them (JSON.parse).
    problem: {
      ...visible,
      userExtraFile: filesText(problem.userExtraFile),
      pid: problem.id,
      isRemote: false,
    },
    problemCount: counts ?? { total: 0, ac: 0, wa: 0, ce: 0, pa: 0, tle: 0, mle: 0, re: 0, pe: 0 },
    codeTemplate: Object.fromEntries(
      templates.filter((t) => t.status === 1).map((t) => [t.language, t.code]),
    ),
    languages,
    tags: tags.get(problem.id) ?? [],
    myStatus: statuses.get(problem.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
  };
}

/** The public side of the problem bank: what visitors and users read and keep. */
export function createProblemBankService({
  db,
  languageAvailability,
}: {
  db: Db;
  languageAvailability: () => Map<string, string | null> | undefined;
}) {
  const repo = createProblemsRepo(db);
  const submissions = createSubmissionsRepo(db);
  const { openInGroup } = createGroupProblemAccess(db);

  async function requireVisible(viewer: Actor | null, problem: Awaited<ReturnType<typeof repo.findById>>) {
    if (!problem || !(canViewProblem(viewer, problem) || (await openInGroup(viewer, problem))))
      throw new AppError('NOT_FOUND', 'The problem does not exist or is not public');
    return problem;
  }

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

  const service = {
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

    async detail(viewer: Actor | null, problemId: string) {
      const problem = await requireVisible(viewer, await repo.findByProblemId(problemId));
      return presentProblemDetail({ problems: repo, submissions }, viewer, problem);
    },

    async random() {
      const problemId = await repo.randomPublicProblemId();
      if (!problemId) throw new AppError('NOT_FOUND', 'There is no public problem yet');
      return { problemId };
    },

    async allTags(oj: string | undefined) {
      const key = tagOj(oj);
      let query = db
        .selectFrom('tags')
        .select(['id', 'name', 'color', 'oj', 'classificationId'])
        .where('gid', 'is', null);
      if (key !== null) query = query.where('oj', '=', key);
      const rows = await query.orderBy('id').execute();
      // tcid: the reference's name for the classification (its Tag.vue edits a copy of these rows).
      return rows.map((row) => ({ ...row, tcid: row.classificationId }));
    },

    async tagsByClassification(oj: string | undefined) {
      const key = tagOj(oj);
      let classificationQuery = db.selectFrom('tagClassifications').selectAll();
      if (key !== null) classificationQuery = classificationQuery.where('oj', '=', key);
      const [classifications, tags] = await Promise.all([
        classificationQuery.orderBy('rank').orderBy('id').execute(),
        service.allTags(oj),
      ]);
      const groups = classifications.map((c) => ({
        classification: { id: c.id, name: c.name, oj: c.oj, rank: c.rank },
        tagList: tags.filter((t) => t.classificationId === c.id),
      }));
      const loose = tags.filter(
        (t) => t.classificationId === null || !classifications.some((c) => c.id === t.classificationId),
      );
      if (loose.length > 0) groups.push({ classification: null as never, tagList: loose });
      return groups;
    },

    languages(): LanguageView[] {
      return languageCatalogue(languageAvailability());
    },

    async problemLanguages(viewer: Actor | null, pid: number): Promise<LanguageView[]> {
      await requireVisible(viewer, await repo.findById(pid));
      const names = new Set(await repo.languages(pid));
      return service.languages().filter((l) => names.has(l.name));
    },

    /** GET /api/get-problem-tags: the back office's problem form (the reference's) fills its tag list from it. */
    async problemTags(viewer: Actor | null, pid: number) {
      await requireVisible(viewer, await repo.findById(pid));
      const rows = await repo.tagRowsOf(pid);
      return rows.map((row) => ({ ...row, tcid: row.classificationId }));
    },

    async codeTemplates(viewer: Actor | null, pid: number) {
      await requireVisible(viewer, await repo.findById(pid));
      // The reference's problem form finds a language's template by `lid` (the catalogue's id) and keeps its `id`.
      const ids = new Map(service.languages().map((l) => [l.name, l.id]));
      return (await repo.templates(pid))
        .filter((t) => t.status === 1)
        .map((t) => ({
          id: t.id,
          pid,
          lid: ids.get(t.language) ?? null,
          language: t.language,
          code: t.code,
          status: true,
        }));
    },

    async savedCode(actor: Actor, pid: number) {
      await requireVisible(actor, await repo.findById(pid));
      const saved = await repo.savedCode(actor.uid, pid);
      return saved ? { code: saved.code, lang: saved.language } : null;
    },

    async saveCode(actor: Actor, pid: number, code: string, language: string) {
      await requireVisible(actor, await repo.findById(pid));
      if (!(await repo.languages(pid)).includes(language))
        throw invalidField('lang', `${language} is not allowed for this problem`);
      await repo.saveCode(actor.uid, pid, language, code);
    },
  };
  return service;
}
export type ProblemBankService = ReturnType<typeof createProblemBankService>;
