import { canViewProblem, JudgeStatus, type problemListQuery } from '@judge/contract';
import { z } from 'zod';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupProblemAccess } from '../../groups/policy.ts';
import { languageCatalogue, type LanguageView } from '../../platform/facts.ts';
import type { SolvedStatuses } from './judging-ports.ts';
import type { TagListsService } from '../tags/tag-lists.service.ts';
import { createProblemListService } from './problem-list.service.ts';
import { filesText, presentProblemFields } from './problems.presenter.ts';
import { createProblemsRepo, type ProblemRow } from './problems.repo.ts';

type ListQuery = z.infer<typeof problemListQuery>;
type ProblemsRepo = ReturnType<typeof createProblemsRepo>;

/**
 * The problem page's data of a problem the viewer may read (the bank's page, a training's): statement,
 * counts, templates, languages, tags and the viewer's status outside contests.
 */
export async function presentProblemDetail(
  repos: { problems: ProblemsRepo; submissions: SolvedStatuses },
  viewer: Actor | null,
  problem: ProblemRow,
) {
  const [counts, page, statuses] = await Promise.all([
    repos.problems.counts(problem.id),
    repos.problems.problemPage(problem.id),
    viewer ? repos.submissions.userStatuses(viewer.uid, [problem.id]) : new Map(),
  ]);
  const { languages = [], templates = [], tags = [] } = page ?? {};
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
    tags,
    myStatus: statuses.get(problem.id)?.status ?? JudgeStatus.NOT_SUBMITTED,
  };
}

/** The public side of the problem bank: what visitors and users read and keep. */
export function createProblemBankService({
  db,
  languageAvailability,
  submissions,
  problemAccess,
  tagLists,
}: {
  db: Db;
  languageAvailability: () => Map<string, string | null> | undefined;
  submissions: SolvedStatuses;
  problemAccess: GroupProblemAccess;
  tagLists: TagListsService;
}) {
  const repo = createProblemsRepo(db);
  const { openInGroup } = problemAccess;
  const problemList = createProblemListService({ db, repo, submissions });

  async function requireVisible(viewer: Actor | null, problem: Awaited<ReturnType<typeof repo.findById>>) {
    if (!problem || !(canViewProblem(viewer, problem) || (await openInGroup(viewer, problem))))
      throw new AppError('NOT_FOUND', 'The problem does not exist or is not public');
    return problem;
  }

  const service = {
    list: (viewer: Actor | null, query: ListQuery) => problemList.list(viewer, query),

    async detail(viewer: Actor | null, problemId: string) {
      const problem = await requireVisible(viewer, await repo.findByProblemId(problemId));
      return presentProblemDetail({ problems: repo, submissions }, viewer, problem);
    },

    async random() {
      const problemId = await repo.randomPublicProblemId();
      if (!problemId) throw new AppError('NOT_FOUND', 'There is no public problem yet');
      return { problemId };
    },

    allTags: (oj: string | undefined) => tagLists.allTags(oj),
    tagsByClassification: (oj: string | undefined) => tagLists.tagsByClassification(oj),

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
