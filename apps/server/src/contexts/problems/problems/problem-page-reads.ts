import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import type { createProblemRows } from './problem-rows.repo.ts';
import type { createProblemTags } from './problem-tags.repo.ts';

type Rows = ReturnType<typeof createProblemRows>;
type PageSources = Pick<Rows, 'findById' | 'languages' | 'templates'> &
  Pick<ReturnType<typeof createProblemTags>, 'tagsOf'>;

/** What a problem's page shows of it, the same for every reader. */
export interface ProblemPage {
  problem: NonNullable<Awaited<ReturnType<Rows['findById']>>>;
  languages: string[];
  templates: Awaited<ReturnType<Rows['templates']>>;
  tags: { id: number; name: string; color: string | null }[];
}

/** The tables a problem's page is read from: a write to any of them may change one. */
const PAGE_TABLES = ['problems', 'problem_languages', 'code_templates', 'problem_tags', 'tags'];

/**
 * A problem's page (its row, languages, code templates and tags), kept until one of its tables is written (by this
 * server at once, by another server within a second). At a contest's start every contestant opens the same few
 * problems within seconds (docs/load.md): the page is read once, not four queries per contestant. Callers must not
 * change what they get: it is shared with the next reader.
 */
export function createProblemPageReads(db: Db, sources: PageSources) {
  const kept = keptReads<ProblemPage | null>(
    changeStampOf(db, PAGE_TABLES, { inserts: true, trustMs: 1_000 }),
    512,
  );
  return {
    problemPage: (pid: number): Promise<ProblemPage | null> =>
      kept(String(pid), async () => {
        const problem = await sources.findById(pid);
        if (!problem) return null;
        const [languages, templates, tags] = await Promise.all([
          sources.languages(pid),
          sources.templates(pid),
          sources.tagsOf([pid]),
        ]);
        return { problem, languages, templates, tags: tags.get(pid) ?? [] };
      }),
  };
}
