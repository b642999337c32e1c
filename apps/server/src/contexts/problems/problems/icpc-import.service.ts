// Importing a problem package: an ICPC / Kattis / DOMjudge package, or a Codeforces Polygon package (a problem.xml
// at its root; a standard one has its generated tests and answers made first, preparePolygonPackage). The problem
// is created from the package, then the package's own submissions (Polygon: its solutions) are checked as
// `npm run judge -- check` checks them (the judge's checkPackage), judged through the site: each run is a task of
// the stored problem and its stored cases on the embedded judge. A problem with a difference is kept and flagged:
// the report is answered and stored with the problem (judge_profile.importReport).
import { randomBytes } from 'node:crypto';
import { judgeProfileSchema, type IcpcImportReport, type JudgeTask } from '@judge/contract';
import {
  checkPackage,
  continueOnReject,
  preparePolygonPackage,
  resolveTimeLimit,
  type JudgeWorker,
  type LoadedProblem,
} from '@judge/judge';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { randomToken } from '../../../lib/random.ts';
import type { TestdataRepo } from '../testdata/testdata.repo.ts';
import {
  asPackageRefusal,
  icpcProblem,
  readPackage,
  type IcpcImported,
  type UnpackedPackage,
} from './exchange/icpc-package.ts';
import { polygonProblem } from './exchange/polygon-package.ts';
import { linkStatementImages } from './exchange/polygon-statement.ts';
import { importReport } from './icpc-import-report.ts';
import type { JudgeTaskParts } from './judging-ports.ts';
import type { ProblemsService } from './problems.service.ts';

export interface IcpcImporterDeps {
  db: Db;
  problems: ProblemsService;
  testdata: TestdataRepo;
  worker: () => JudgeWorker | null;
  /** Stores a statement's picture as the Markdown editor's uploads are stored: its link, or null if refused. */
  storeImage: (uid: number, name: string, content: Buffer) => Promise<string | null>;
  /** How the judge is given the imported problem and its cases: the judging's, handed in by the root. */
  judgeTask: JudgeTaskParts;
}

/** Problem ids as the site writes them: the package folder's name, letters, digits, - and _. */
const problemIdFrom = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'ICPC';

export function createIcpcImporter({
  db,
  problems,
  testdata,
  worker,
  storeImage,
  judgeTask,
}: IcpcImporterDeps) {
  /**
   * The judge as the package check sees it, judging through the site: every task the check builds from the package
   * is replaced by a task of the stored problem and its stored cases, keeping only the submission, the time limit
   * the check asks for, and whether it asks for every case to run (a grading tree that goes on after rejections).
   */
  async function siteJudge(
    judge: JudgeWorker,
    problemId: string,
    loaded: LoadedProblem,
  ): Promise<JudgeWorker> {
    const row = await db
      .selectFrom('problems')
      .selectAll()
      .where('problemId', '=', problemId)
      .executeTakeFirstOrThrow();
    const cases = await db
      .selectFrom('problemCases')
      .selectAll()
      .where('pid', '=', row.id)
      .orderBy('position')
      .execute();
    const judgeStored = (task: JudgeTask): JudgeTask => {
      const stored = judgeTask.judgeProblemOf(row);
      // judgeSubmission hands the package's own tree unless the check asked for every case to run.
      const everyCase = task.problem.icpcGrading !== loaded.problem.icpcGrading;
      return {
        taskId: `package-import-${randomBytes(6).toString('hex')}`,
        language: task.language,
        source: task.source,
        sourceFiles: task.sourceFiles,
        // The submission's own file name: Kotlin's class and OCaml's entry module follow it, as the CLI's check.
        entryFileName: task.entryFileName,
        problem: {
          ...stored,
          timeLimitMs: task.problem.timeLimitMs,
          icpcGrading:
            everyCase && stored.icpcGrading ? continueOnReject(stored.icpcGrading) : stored.icpcGrading,
        },
        testCases: judgeTask.casesOf(row, cases),
      };
    };
    return {
      languages: judge.languages,
      unsafe: judge.unsafe,
      concurrency: judge.concurrency,
      testData: judge.testData,
      judge: (task, onProgress, signal) => judge.judge(judgeStored(task), onProgress, signal),
      heartbeat: () => judge.heartbeat(),
      // The embedded judge is the server's: the check does not close it.
      close: async () => undefined,
    };
  }

  /** The save body with the statement's pictures stored and its Markdown linking to them. */
  async function withStoredImages(actor: Actor, imported: IcpcImported) {
    const links = new Map<string, string>();
    for (const [name, content] of imported.statementImages ?? []) {
      const link = await storeImage(actor.uid, name, content);
      if (link) links.set(name, link);
    }
    if (links.size === 0) return imported.body;
    const { problem } = imported.body;
    const linked = (markdown: string) => linkStatementImages(markdown, links);
    return {
      ...imported.body,
      problem: {
        ...problem,
        description: linked(problem.description),
        input: linked(problem.input),
        output: linked(problem.output),
        hint: linked(problem.hint),
      },
    };
  }

  async function store(actor: Actor, problemId: string, imported: IcpcImported) {
    const { files, profile } = imported;
    const body = await withStoredImages(actor, imported);
    const stored = [];
    for (const [name, data] of files) stored.push({ name, ...(await testdata.put(data)) });
    const key = randomToken(18);
    await testdata.saveUpload(key, actor.uid, stored);
    await problems.create(actor, { ...body, uploadTestcaseDir: key });
    await db
      .updateTable('problems')
      .set({ judgeProfile: JSON.stringify(profile) })
      .where('problemId', '=', problemId)
      .execute();
  }

  async function importLoaded(
    actor: Actor,
    judge: JudgeWorker,
    root: string,
    loaded: LoadedProblem,
    madeTests: number,
  ): Promise<IcpcImportReport> {
    const polygon = loaded.format === 'polygon';
    const problemId = problemIdFrom(loaded.problem.problemId ?? '');
    if (await problems.problemIdExists(problemId))
      throw invalidField('file', `The problem id ${problemId} already exists`);
    const { timeLimitMs, source } = await resolveTimeLimit(judge, loaded, root);
    const imported = polygon
      ? polygonProblem(loaded, root, problemId)
      : { ...icpcProblem(loaded, root, problemId, timeLimitMs), statementLanguage: undefined };
    await store(actor, problemId, imported);
    // Checked under the limit the problem was stored with (so the check derives none again).
    const storedLimit = imported.body.problem.timeLimit;
    const checked = { ...loaded, problem: { ...loaded.problem, timeLimitMs: storedLimit } };
    const check = await checkPackage(await siteJudge(judge, problemId, checked), checked, root);
    const report = importReport(check, root, {
      problemId,
      title: imported.body.problem.title,
      format: polygon ? 'polygon' : 'icpc',
      timeLimitSource: source,
      scoring: loaded.problem.type === 1,
      ...(polygon ? { statementLanguage: imported.statementLanguage, madeTests } : {}),
    });
    await db
      .updateTable('problems')
      .set({ judgeProfile: JSON.stringify({ ...imported.profile, importReport: report }) })
      .where('problemId', '=', problemId)
      .execute();
    return report;
  }

  return {
    /** The report stored with a problem imported from a package (judge_profile.importReport), or null. */
    async storedReport(pid: number): Promise<IcpcImportReport | null> {
      const row = await db
        .selectFrom('problems')
        .select('judgeProfile')
        .where('id', '=', pid)
        .executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', 'The problem does not exist');
      const profile = judgeProfileSchema.safeParse(JSON.parse(row.judgeProfile ?? '{}'));
      return (profile.success && profile.data.importReport) || null;
    },

    /** Imports an uploaded package (readPackageUpload: a zip or a folder), removing its files afterwards. */
    async importPackage(actor: Actor, unpacked: UnpackedPackage): Promise<IcpcImportReport> {
      try {
        const judge = worker();
        if (!judge)
          throw new AppError(
            'BAD_REQUEST',
            'No judge is running on this server: a problem package is judged on import',
          );
        // A standard Polygon package's generated tests and answers, made in a copy (the upload is left as it is),
        // in the sandbox as the embedded judge has it (a development server without one makes them unsafely too).
        const prepared = await preparePolygonPackage(unpacked.root, { allowUnsafe: judge.unsafe }).catch(
          (error: unknown) => {
            throw asPackageRefusal(error, unpacked.root);
          },
        );
        try {
          const loaded = readPackage(prepared.dir);
          return await importLoaded(actor, judge, prepared.dir, loaded, prepared.made.length);
        } finally {
          await prepared.dispose();
        }
      } finally {
        await unpacked.cleanup();
      }
    },
  };
}
export type IcpcImporter = ReturnType<typeof createIcpcImporter>;
