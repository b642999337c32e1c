import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import { rejectUnstorableText } from '../../../lib/nul.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { adminGet } from './admin-problem.ts';
import {
  problemImportFormats,
  writeProblemZip,
  type ExportedProblem,
  type ProblemImportFormatName,
} from './exchange/index.ts';
import { checkSpecialJudge } from './problem-form.ts';
import { checkProblemRules } from './problem-rules.ts';
import { caseFiles, KNOWN_LANGUAGES, type ProblemsDeps } from './problems.deps.ts';
import { create } from './save-problem.ts';

/** One problem in the reference system's zip format: its form, its case files and their scores. */
async function exportProblem(deps: ProblemsDeps, pid: number): Promise<ExportedProblem> {
  const stored = await adminGet(deps, pid);
  const cases = await deps.repo.cases(pid);
  const files = await caseFiles(deps, cases);
  const {
    id: _id,
    author: _author,
    ioScore: _io,
    gmtCreate: _c,
    gmtModified: _m,
    ...fields
  } = stored.problem;
  return {
    body: {
      problem: fields,
      samples: [],
      isUploadTestCase: true,
      languages: stored.languages,
      tags: stored.tags.map((t) => ({ name: t.name })),
      codeTemplates: stored.codeTemplates,
      changeCases: true,
    },
    files,
    samples: cases.map((c) => ({
      input: c.inputName,
      output: c.outputName,
      score: c.score,
      ...(c.groupNum !== null ? { groupNum: c.groupNum } : {}),
    })),
  };
}

/** Problems in the reference system's zip format (problem_<id>.json + problem_<id>/ cases). */
export async function exportZip(deps: ProblemsDeps, pids: number[]): Promise<Buffer> {
  const exported: ExportedProblem[] = [];
  for (const pid of pids) exported.push(await exportProblem(deps, pid));
  return writeProblemZip(exported);
}

type ImportedProblem = ReturnType<(typeof problemImportFormats)[ProblemImportFormatName]['read']>[number];

/** The next free <prefix><n> for each problem: above every id already numbered that way. */
async function numberProblems(deps: ProblemsDeps, problems: ImportedProblem[], idPrefix: string) {
  const taken = (await deps.repo.problemIdsStartingWith(idPrefix)).map((id) =>
    /^\d+$/.test(id.slice(idPrefix.length)) ? Number(id.slice(idPrefix.length)) : 0,
  );
  const next = Math.max(0, ...taken) + 1;
  problems.forEach((p, i) => (p.body.problem.problemId = `${idPrefix}${next + i}`));
}

/** Every problem's checks, before the first is saved: a failure names the problem in the file. */
async function checkImported(deps: ProblemsDeps, problems: ImportedProblem[]) {
  const seen = new Set<string>();
  for (const { body, label } of problems) {
    const id = body.problem.problemId;
    if (seen.has(id.toLowerCase()))
      throw invalidField('file', `${label}: the problem id ${id} appears twice in the file`);
    seen.add(id.toLowerCase());
    if (await deps.repo.findByProblemId(id))
      throw invalidField('file', `${label}: The problem id ${id} already exists`);
    // The cases come from the file itself, stored as an upload just before each problem is created.
    try {
      // A NUL or a lone surrogate in an imported text can't be stored as it is: refused like one typed in.
      rejectUnstorableText(body.problem, ['problem']);
      rejectUnstorableText(body.tags, ['tags']);
      rejectUnstorableText(body.codeTemplates, ['codeTemplates']);
      checkProblemRules({ ...body, uploadTestcaseDir: 'file' }, KNOWN_LANGUAGES);
      await checkSpecialJudge(deps, body);
    } catch (error) {
      if (error instanceof AppError) throw invalidField('file', `${label}: ${error.message}`);
      throw error;
    }
  }
}

/**
 * Imports every problem of an uploaded file (HOJ or QDUOJ zip, FPS XML), or none: the reader
 * and every problem's checks run before the first is saved.
 */
export async function importProblems(
  deps: ProblemsDeps,
  actor: Actor,
  formatName: ProblemImportFormatName,
  content: Buffer,
  fileName: string,
): Promise<{ count: number; problemIds: string[] }> {
  const format = problemImportFormats[formatName];
  const problems = format.read(content, fileName);
  if (format.generatesIds) await numberProblems(deps, problems, format.generatesIds.idPrefix);
  await checkImported(deps, problems);
  for (const { body, files, profile } of problems) {
    const stored = [];
    for (const [name, content] of files) stored.push({ name, ...(await deps.testdata.put(content)) });
    const key = randomToken(18);
    await deps.testdata.saveUpload(key, actor.uid, stored);
    // A special judge of another judge's convention: the profile, saved with the problem, says how to run it.
    const alongWith = profile
      ? (trx: Db, pid: number) => deps.repo.update(pid, { judgeProfile: JSON.stringify(profile) }, trx)
      : undefined;
    await create(deps, actor, { ...body, uploadTestcaseDir: key }, { alongWith });
  }
  return { count: problems.length, problemIds: problems.map((p) => p.body.problem.problemId) };
}
