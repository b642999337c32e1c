import { createHash } from 'node:crypto';
import {
  makePage,
  PROBLEM_AUTH,
  type PageQuery,
  type ProblemCaseView,
  type ProblemSaveBody,
  type UploadedTestcaseZip,
} from '@judge/contract';
import { languageTable } from '@judge/judge';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import { rejectUnstorableText } from '../../../lib/nul.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { storeTestcaseZip } from '../testdata/testcase-zip.ts';
import type { TestdataRepo } from '../testdata/testdata.repo.ts';
import { writeZip } from '../testdata/zip.ts';
import { caseScores, checkProblemRules, fullScore } from './problem-rules.ts';
import type { CompileCheck } from '../../judging/index.ts';
import {
  problemImportFormats,
  writeProblemZip,
  type ExportedProblem,
  type ProblemImportFormatName,
} from './exchange/index.ts';
import { presentAdminRow, presentProblemFields, presentReferenceProblem } from './problems.presenter.ts';
import { createProblemsRepo, type NewCase } from './problems.repo.ts';

/** Cases up to this size are shown and edited in the form; larger ones only by name and size. */
const INLINE_CASE_BYTES = 64 * 1024;
export const KNOWN_LANGUAGES: ReadonlySet<string> = new Set(languageTable.map((language) => language.name));

/**
 * Writes another module makes together with a problem's save, in its transaction (a contest problem's link
 * to its contest): the problem and they are stored together or not at all.
 */
export interface AlongWithSave {
  alongWith?: (trx: Db, pid: number) => Promise<void>;
  /** A group's problem (docs/api.md "Group problems"): only its members reach it; its new tags are its own. */
  gid?: number | null;
}

export function createProblemsService({
  db,
  compileCheck,
  testdata,
}: {
  db: Db;
  compileCheck: CompileCheck;
  testdata: TestdataRepo;
}) {
  const repo = createProblemsRepo(db);

  async function requireProblem(pid: number) {
    const problem = await repo.findById(pid);
    if (!problem) throw new AppError('NOT_FOUND', 'The problem does not exist');
    return problem;
  }

  /** Turns the form's cases into stored cases: blobs first (outside the transaction), rows later. */
  async function buildCases(actor: Actor, body: ProblemSaveBody): Promise<NewCase[]> {
    const scores = caseScores(body);
    if (body.isUploadTestCase) {
      const files = await testdata.upload(body.uploadTestcaseDir!, actor.uid);
      if (!files)
        throw invalidField('uploadTestcaseDir', 'the uploaded test-case zip has expired: upload it again');
      const byName = new Map(files.map((f) => [f.name, f]));
      return body.samples.map((sample, i) => {
        const input = byName.get(sample.inputName!);
        if (!input)
          throw invalidField(`samples.${i}.inputName`, `${sample.inputName} is not in the uploaded zip`);
        const output =
          sample.outputName && sample.outputName !== '-' ? byName.get(sample.outputName) : undefined;
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
    const cases: NewCase[] = [];
    for (const [i, sample] of body.samples.entries()) {
      const input = await testdata.put(Buffer.from(sample.input));
      const output = await testdata.put(Buffer.from(sample.output));
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
  async function checkSpecialJudge(
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
    await compileCheck({
      language: p.spjLanguage,
      source: p.spjCode,
      extraFiles: p.judgeExtraFile,
      field: 'problem.spjCode',
    });
  }

  const caseVersion = (cases: NewCase[]) =>
    createHash('sha256')
      .update(JSON.stringify(cases.map((c) => [c.inputHash, c.outputHash, c.score, c.groupNum])))
      .digest('hex');

  function columnsOf(body: ProblemSaveBody) {
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

  async function resolveTagIds(body: ProblemSaveBody, trx: Db, gid: number | null): Promise<number[]> {
    const ids: number[] = [];
    for (const tag of body.tags) ids.push(tag.id ?? (await repo.tagIdByName(tag.name.trim(), trx, gid)));
    return ids;
  }

  /** Tags by id must exist and be the bank's or, for a group problem, its group's (not another group's). */
  async function assertTagsExist(body: ProblemSaveBody, gid: number | null) {
    const given = body.tags.flatMap((t) => (t.id ? [t.id] : []));
    const existing = new Set(await repo.existingTagIds(given, gid));
    const missing = given.find((id) => !existing.has(id));
    if (missing) throw invalidField('tags', `tag ${missing} does not exist`);
  }

  const service = {
    async adminList(filter: { keyword?: string; auth?: number }, page: PageQuery) {
      const { records, total } = await repo.adminPage(filter, page);
      return makePage(records.map(presentAdminRow), total, page);
    },

    async adminGet(pid: number) {
      const problem = await requireProblem(pid);
      const [cases, languages, templates, tags] = await Promise.all([
        repo.cases(pid),
        repo.languages(pid),
        repo.templates(pid),
        repo.tagsOf([pid]),
      ]);
      const samples: ProblemCaseView[] = [];
      for (const c of cases) {
        const inline = c.inputSize + c.outputSize <= INLINE_CASE_BYTES;
        samples.push({
          id: c.id,
          index: c.position,
          inputName: c.inputName,
          outputName: c.outputName,
          inputSize: c.inputSize,
          outputSize: c.outputSize,
          score: c.score,
          groupNum: c.groupNum,
          input: inline ? ((await testdata.get(c.inputHash))?.toString('utf8') ?? '') : null,
          output:
            inline && c.outputHash
              ? ((await testdata.get(c.outputHash))?.toString('utf8') ?? '')
              : inline
                ? ''
                : null,
        });
      }
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
    },

    /**
     * `checkerVerified`: the special judge or interactor is one we ship and test (the demo problems), so a
     * server without a judge of its own (remote daemons only) can still seed them.
     */
    async create(
      actor: Actor,
      body: ProblemSaveBody,
      options: { checkerVerified?: boolean } & AlongWithSave = {},
    ): Promise<{ pid: number }> {
      checkProblemRules(body, KNOWN_LANGUAGES);
      if (!body.changeCases) throw invalidField('changeCases', 'a new problem needs its test cases');
      if (await repo.findByProblemId(body.problem.problemId))
        throw invalidField('problem.problemId', 'The problem id already exists');
      const gid = options.gid ?? null;
      await assertTagsExist(body, gid);
      if (!options.checkerVerified) await checkSpecialJudge(body);
      const cases = await buildCases(actor, body);
      const pid = await db.transaction().execute(async (trx) => {
        const id = await repo.insert(
          {
            ...columnsOf(body),
            author: actor.username,
            authorUid: actor.uid,
            modifiedUser: actor.username,
            ioScore: fullScore(
              cases.map((c) => ({ score: c.score ?? 0, groupNum: c.groupNum })),
              body.problem.judgeCaseMode,
            ),
            caseVersion: caseVersion(cases),
            gid,
            originGid: gid,
            applyPublicProgress: null,
          },
          trx,
        );
        await repo.replaceCases(id, cases, trx);
        await repo.replaceLanguages(id, [...new Set(body.languages)], trx);
        await repo.replaceTemplates(id, body.codeTemplates, trx);
        await repo.replaceTags(id, await resolveTagIds(body, trx, gid), trx);
        await options.alongWith?.(trx, id);
        return id;
      });
      return { pid };
    },

    async update(
      actor: Actor,
      pid: number,
      body: ProblemSaveBody,
      options: AlongWithSave = {},
    ): Promise<void> {
      checkProblemRules(body, KNOWN_LANGUAGES);
      const stored = await requireProblem(pid);
      const other = await repo.findByProblemId(body.problem.problemId);
      if (other && other.id !== pid) throw invalidField('problem.problemId', 'The problem id already exists');
      await assertTagsExist(body, stored.gid);
      await checkSpecialJudge(body, stored);
      const cases = body.changeCases ? await buildCases(actor, body) : null;
      await db.transaction().execute(async (trx) => {
        await repo.update(
          pid,
          {
            ...columnsOf(body),
            modifiedUser: actor.username,
            ...(cases
              ? {
                  caseVersion: caseVersion(cases),
                  ioScore: fullScore(
                    cases.map((c) => ({ score: c.score ?? 0, groupNum: c.groupNum })),
                    body.problem.judgeCaseMode,
                  ),
                }
              : {}),
          },
          trx,
        );
        if (cases) await repo.replaceCases(pid, cases, trx);
        await repo.replaceLanguages(pid, [...new Set(body.languages)], trx);
        await repo.replaceTemplates(pid, body.codeTemplates, trx);
        await repo.replaceTags(pid, await resolveTagIds(body, trx, stored.gid), trx);
        await options.alongWith?.(trx, pid);
      });
    },

    async remove(pid: number): Promise<void> {
      await requireProblem(pid);
      await repo.remove(pid);
    },

    async changeAuth(actor: Actor, pid: number, auth: 1 | 2 | 3): Promise<void> {
      await requireProblem(pid);
      await repo.update(pid, { auth, modifiedUser: actor.username });
    },

    /** Stores every file of the zip as a blob and remembers the upload for the form's next save. */
    uploadZip: (actor: Actor, zip: Buffer): Promise<UploadedTestcaseZip> =>
      storeTestcaseZip(testdata, actor.uid, zip),

    async casesZip(pid: number): Promise<{ fileName: string; zip: Buffer }> {
      const problem = await requireProblem(pid);
      const files = new Map<string, Buffer>();
      for (const c of await repo.cases(pid)) {
        files.set(c.inputName, (await testdata.get(c.inputHash)) ?? Buffer.alloc(0));
        if (c.outputHash) files.set(c.outputName, (await testdata.get(c.outputHash)) ?? Buffer.alloc(0));
      }
      return { fileName: `${problem.problemId}-testcases.zip`, zip: writeZip(files) };
    },

    /** The form's "compile" button for a special judge or interactor. */
    compile: (input: { language: string; source: string; extraFiles: Record<string, string> }) =>
      compileCheck({ ...input, field: 'code' }),

    /** Problems in the reference system's zip format (problem_<id>.json + problem_<id>/ cases). */
    async exportZip(pids: number[]): Promise<Buffer> {
      const exported: ExportedProblem[] = [];
      for (const pid of pids) {
        const stored = await service.adminGet(pid);
        const cases = await repo.cases(pid);
        const files = new Map<string, Buffer>();
        for (const c of cases) {
          files.set(c.inputName, (await testdata.get(c.inputHash)) ?? Buffer.alloc(0));
          if (c.outputHash) files.set(c.outputName, (await testdata.get(c.outputHash)) ?? Buffer.alloc(0));
        }
        const {
          id: _id,
          author: _author,
          ioScore: _io,
          gmtCreate: _c,
          gmtModified: _m,
          ...fields
        } = stored.problem;
        exported.push({
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
        });
      }
      return writeProblemZip(exported);
    },

    /**
     * Imports every problem of an uploaded file (HOJ or QDUOJ zip, FPS XML), or none: the reader
     * and every problem's checks run before the first is saved.
     */
    async importProblems(
      actor: Actor,
      formatName: ProblemImportFormatName,
      content: Buffer,
      fileName: string,
    ): Promise<{ count: number; problemIds: string[] }> {
      const format = problemImportFormats[formatName];
      const problems = format.read(content, fileName);
      if (format.generatesIds) {
        // The next free <prefix><n>: above every id already numbered that way.
        const { idPrefix } = format.generatesIds;
        const taken = (await repo.problemIdsStartingWith(idPrefix)).map((id) =>
          /^\d+$/.test(id.slice(idPrefix.length)) ? Number(id.slice(idPrefix.length)) : 0,
        );
        const next = Math.max(0, ...taken) + 1;
        problems.forEach((p, i) => (p.body.problem.problemId = `${idPrefix}${next + i}`));
      }
      const seen = new Set<string>();
      for (const { body, label } of problems) {
        const id = body.problem.problemId;
        if (seen.has(id.toLowerCase()))
          throw invalidField('file', `${label}: the problem id ${id} appears twice in the file`);
        seen.add(id.toLowerCase());
        if (await repo.findByProblemId(id))
          throw invalidField('file', `${label}: The problem id ${id} already exists`);
        // The cases come from the file itself, stored as an upload just before each problem is created.
        try {
          // A NUL or a lone surrogate in an imported text can't be stored as it is: refused like one typed in.
          rejectUnstorableText(body.problem, ['problem']);
          rejectUnstorableText(body.tags, ['tags']);
          rejectUnstorableText(body.codeTemplates, ['codeTemplates']);
          checkProblemRules({ ...body, uploadTestcaseDir: 'file' }, KNOWN_LANGUAGES);
          await checkSpecialJudge(body);
        } catch (error) {
          if (error instanceof AppError) throw invalidField('file', `${label}: ${error.message}`);
          throw error;
        }
      }
      for (const { body, files } of problems) {
        const stored = [];
        for (const [name, content] of files) stored.push({ name, ...(await testdata.put(content)) });
        const key = randomToken(18);
        await testdata.saveUpload(key, actor.uid, stored);
        await service.create(actor, { ...body, uploadTestcaseDir: key });
      }
      return { count: problems.length, problemIds: problems.map((p) => p.body.problem.problemId) };
    },

    async problemIdExists(problemId: string) {
      return Boolean(await repo.findByProblemId(problemId));
    },
  };
  return service;
}
export type ProblemsService = ReturnType<typeof createProblemsService>;
export { PROBLEM_AUTH };
