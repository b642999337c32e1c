import { makePage, type PageQuery, type ProblemCaseView, type UploadedTestcaseZip } from '@judge/contract';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { storeTestcaseZip } from '../testdata/testcase-zip.ts';
import { writeZip } from '../testdata/zip.ts';
import { presentAdminRow, presentProblemFields, presentReferenceProblem } from './problems.presenter.ts';
import { caseFiles, requireProblem, type ProblemsDeps } from './problems.deps.ts';

/** Cases up to this size are shown and edited in the form; larger ones only by name and size. */
const INLINE_CASE_BYTES = 64 * 1024;

export async function adminList(
  deps: ProblemsDeps,
  filter: { keyword?: string; auth?: number },
  page: PageQuery,
) {
  const { records, total } = await deps.repo.adminPage(filter, page);
  return makePage(records.map(presentAdminRow), total, page);
}

/** A case as the form shows it: its text when small enough to edit, else its name and size only. */
async function caseView(
  deps: ProblemsDeps,
  c: Awaited<ReturnType<ProblemsDeps['repo']['cases']>>[number],
): Promise<ProblemCaseView> {
  const inline = c.inputSize + c.outputSize <= INLINE_CASE_BYTES;
  const text = async (hash: string) => (await deps.testdata.get(hash))?.toString('utf8') ?? '';
  return {
    id: c.id,
    index: c.position,
    inputName: c.inputName,
    outputName: c.outputName,
    inputSize: c.inputSize,
    outputSize: c.outputSize,
    score: c.score,
    groupNum: c.groupNum,
    input: inline ? await text(c.inputHash) : null,
    output: inline && c.outputHash ? await text(c.outputHash) : inline ? '' : null,
  };
}

export async function adminGet(deps: ProblemsDeps, pid: number) {
  const problem = await requireProblem(deps, pid);
  const [cases, languages, templates, tags] = await Promise.all([
    deps.repo.cases(pid),
    deps.repo.languages(pid),
    deps.repo.templates(pid),
    deps.repo.tagsOf([pid]),
  ]);
  const samples: ProblemCaseView[] = [];
  for (const c of cases) samples.push(await caseView(deps, c));
  return {
    // The reference's edit call answers the Problem itself; its fields come first, ours are the named keys.
    ...presentReferenceProblem(problem),
    problem: presentProblemFields(problem),
    /** Whether the cases came from a zip (file names) or were typed in, so the form reopens the same way. */
    isUploadTestCase: problem.isUploadCase === 1,
    samples,
    languages,
    codeTemplates: templates.map((t) => ({ language: t.language, code: t.code, status: t.status === 1 })),
    tags: tags.get(pid) ?? [],
  };
}

export async function remove(deps: ProblemsDeps, pid: number): Promise<void> {
  await requireProblem(deps, pid);
  await deps.repo.remove(pid);
}

export async function changeAuth(
  deps: ProblemsDeps,
  actor: Actor,
  pid: number,
  auth: 1 | 2 | 3,
): Promise<void> {
  await requireProblem(deps, pid);
  await deps.repo.update(pid, { auth, modifiedUser: actor.username });
}

export async function problemIdExists(deps: ProblemsDeps, problemId: string) {
  return Boolean(await deps.repo.findByProblemId(problemId));
}

/** Stores every file of the zip as a blob and remembers the upload for the form's next save. */
export const uploadZip = (deps: ProblemsDeps, actor: Actor, zip: Buffer): Promise<UploadedTestcaseZip> =>
  storeTestcaseZip(deps.testdata, actor.uid, zip);

export async function casesZip(deps: ProblemsDeps, pid: number): Promise<{ fileName: string; zip: Buffer }> {
  const problem = await requireProblem(deps, pid);
  const files = await caseFiles(deps, await deps.repo.cases(pid));
  return { fileName: `${problem.problemId}-testcases.zip`, zip: writeZip(files) };
}

/** The form's "compile" button for a special judge or interactor. */
export const compile = (
  deps: ProblemsDeps,
  input: { language: string; source: string; extraFiles: Record<string, string> },
) => deps.compileCheck({ ...input, field: 'code' });
