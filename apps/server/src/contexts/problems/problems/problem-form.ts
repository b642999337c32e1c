import { createHash } from 'node:crypto';
import type { ProblemSaveBody } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { caseScores } from './problem-rules.ts';
import type { ProblemsDeps } from './problems.deps.ts';
import type { NewCase } from './problems.repo.ts';

// What the back office's problem form is turned into before a save: stored cases, columns, tag ids, a checked
// special judge.

/** The form's cases from the uploaded zip: each sample names its input and answer files. */
async function casesFromUpload(deps: ProblemsDeps, actor: Actor, body: ProblemSaveBody): Promise<NewCase[]> {
  const scores = caseScores(body);
  const files = await deps.testdata.upload(body.uploadTestcaseDir!, actor.uid);
  if (!files)
    throw invalidField('uploadTestcaseDir', 'the uploaded test-case zip has expired: upload it again');
  const byName = new Map(files.map((f) => [f.name, f]));
  return body.samples.map((sample, i) => {
    const input = byName.get(sample.inputName!);
    if (!input)
      throw invalidField(`samples.${i}.inputName`, `${sample.inputName} is not in the uploaded zip`);
    const output = sample.outputName && sample.outputName !== '-' ? byName.get(sample.outputName) : undefined;
    if (sample.outputName && sample.outputName !== '-' && !output)
      throw invalidField(`samples.${i}.outputName`, `${sample.outputName} is not in the uploaded zip`);
    return {
      position: i,
      inputName: input.name,
      outputName: output?.name ?? '-',
      inputHash: input.hash,
      outputHash: output?.hash ?? null,
      inputSize: input.size,
      outputSize: output?.size ?? 0,
      score: scores[i],
      groupNum: sample.groupNum ?? null,
    };
  });
}

/** Turns the form's cases into stored cases: blobs first (outside the transaction), rows later. */
export async function buildCases(
  deps: ProblemsDeps,
  actor: Actor,
  body: ProblemSaveBody,
): Promise<NewCase[]> {
  if (body.isUploadTestCase) return casesFromUpload(deps, actor, body);
  const scores = caseScores(body);
  const cases: NewCase[] = [];
  for (const [i, sample] of body.samples.entries()) {
    const input = await deps.testdata.put(Buffer.from(sample.input));
    const output = await deps.testdata.put(Buffer.from(sample.output));
    cases.push({
      position: i,
      inputName: `${i + 1}.in`,
      outputName: `${i + 1}.out`,
      inputHash: input.hash,
      outputHash: output.hash,
      inputSize: input.size,
      outputSize: output.size,
      score: scores[i],
      groupNum: sample.groupNum ?? null,
    });
  }
  return cases;
}

/** A new or changed special judge or interactor must compile before the problem is saved. */
export async function checkSpecialJudge(
  deps: ProblemsDeps,
  body: ProblemSaveBody,
  stored?: { spjCode: string | null; spjLanguage: string | null; judgeMode: string },
) {
  const p = body.problem;
  if (p.judgeMode === 'default') return;
  if (
    stored &&
    stored.judgeMode === p.judgeMode &&
    stored.spjCode === p.spjCode &&
    stored.spjLanguage === p.spjLanguage
  )
    return;
  await deps.compileCheck({
    language: p.spjLanguage,
    source: p.spjCode,
    extraFiles: p.judgeExtraFile,
    field: 'problem.spjCode',
  });
}

export const caseVersion = (cases: NewCase[]) =>
  createHash('sha256')
    .update(JSON.stringify(cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum])))
    .digest('hex');

export function columnsOf(body: ProblemSaveBody) {
  const p = body.problem;
  return {
    problemId: p.problemId,
    title: p.title,
    description: p.description,
    input: p.input,
    output: p.output,
    examples: p.examples,
    hint: p.hint,
    source: p.source,
    timeLimit: p.timeLimit,
    memoryLimit: p.memoryLimit,
    stackLimit: p.stackLimit,
    difficulty: p.difficulty,
    type: p.type,
    auth: p.auth,
    codeShare: p.codeShare ? 1 : 0,
    isRemoveEndBlank: p.isRemoveEndBlank ? 1 : 0,
    openCaseResult: p.openCaseResult ? 1 : 0,
    judgeMode: p.judgeMode,
    judgeCaseMode: p.judgeCaseMode,
    spjCode: p.judgeMode === 'default' ? null : p.spjCode,
    spjLanguage: p.judgeMode === 'default' ? null : p.spjLanguage,
    isFileIo: p.isFileIO ? 1 : 0,
    ioReadFileName: p.isFileIO ? p.ioReadFileName : null,
    ioWriteFileName: p.isFileIO ? p.ioWriteFileName : null,
    userExtraFile: JSON.stringify(p.userExtraFile),
    judgeExtraFile: JSON.stringify(p.judgeExtraFile),
    isUploadCase: body.isUploadTestCase ? 1 : 0,
  };
}

export async function resolveTagIds(
  deps: ProblemsDeps,
  body: ProblemSaveBody,
  trx: Db,
  gid: number | null,
): Promise<number[]> {
  const ids: number[] = [];
  for (const tag of body.tags) ids.push(tag.id ?? (await deps.repo.tagIdByName(tag.name.trim(), trx, gid)));
  return ids;
}

/** Tags by id must exist and be the bank's or, for a group problem, its group's (not another group's). */
export async function assertTagsExist(deps: ProblemsDeps, body: ProblemSaveBody, gid: number | null) {
  const given = body.tags.flatMap((t) => (t.id ? [t.id] : []));
  const existing = new Set(await deps.repo.existingTagIds(given, gid));
  const missing = given.find((id) => !existing.has(id));
  if (missing) throw invalidField('tags', `tag ${missing} does not exist`);
}
