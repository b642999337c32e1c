import { languageTable } from '@judge/judge';
import type { Db } from '../../../db/database.ts';
import { AppError } from '../../../errors.ts';
import type { CompileCheck } from './judging-ports.ts';
import type { TestdataRepo } from '../testdata/testdata.repo.ts';
import { createProblemsRepo, type ProblemsRepo } from './problems.repo.ts';

export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(languageTable.map((language) => language.name));

/** What the back office's problem calls take from outside the problems: the database, the judge's compile check. */
export interface ProblemsCollaborators {
  db: Db;
  compileCheck: CompileCheck;
  testdata: TestdataRepo;
}

/** What each problem operation works with: the collaborators and the problems' repo. */
export interface ProblemsDeps extends ProblemsCollaborators {
  repo: ProblemsRepo;
}

export const problemsDeps = (collaborators: ProblemsCollaborators): ProblemsDeps => ({
  ...collaborators,
  repo: createProblemsRepo(collaborators.db),
});

export async function requireProblem(deps: ProblemsDeps, pid: number) {
  const problem = await deps.repo.findById(pid);
  if (!problem) throw new AppError('NOT_FOUND', 'The problem does not exist');
  return problem;
}

/** Every case's input and answer by its file name (cases without an answer have none). */
export async function caseFiles(deps: ProblemsDeps, cases: Awaited<ReturnType<ProblemsRepo['cases']>>) {
  const files = new Map<string, Buffer>();
  for (const c of cases) {
    files.set(c.inputName, (await deps.testdata.get(c.inputHash)) ?? Buffer.alloc(0));
    if (c.outputHash) files.set(c.outputName, (await deps.testdata.get(c.outputHash)) ?? Buffer.alloc(0));
  }
  return files;
}
