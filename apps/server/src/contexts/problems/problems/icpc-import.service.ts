// Importing an ICPC / Kattis package: the problem is created from the package, then the package's own
// submissions are judged through the site (the stored problem and cases, the task builder, the embedded judge)
// and compared with the verdicts their folders expect. A problem with a mismatch is kept and flagged: the report
// is answered and stored with the problem (judge_profile.importReport).
import { randomBytes } from 'node:crypto';
import { join, relative } from 'node:path';
import type { IcpcImportReport } from '@judge/contract';
import {
  abbreviation,
  continueOnReject,
  packageRules,
  readSubmission,
  resolveTimeLimit,
  submissionUnmet,
  type JudgeWorker,
} from '@judge/judge';
import type { Db } from '../../../db/database.ts';
import { AppError, invalidField } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { randomToken } from '../../../lib/random.ts';
import { casesOf, judgeProblemOf } from '../../judging/judging/task-builder.ts';
import type { TestdataRepo } from '../testdata/testdata.repo.ts';
import { icpcProblem, readPackage, type UnpackedPackage } from './exchange/icpc-package.ts';
import type { ProblemsService } from './problems.service.ts';

export interface IcpcImporterDeps {
  db: Db;
  problems: ProblemsService;
  testdata: TestdataRepo;
  worker: () => JudgeWorker | null;
}

/** Problem ids as the site writes them: the package folder's name, letters, digits, - and _. */
const problemIdFrom = (name: string) => name.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 64) || 'ICPC';

export function createIcpcImporter({ db, problems, testdata, worker }: IcpcImporterDeps) {
  async function judgeThroughSite(
    judge: JudgeWorker,
    problemId: string,
    root: string,
    loaded: ReturnType<typeof readPackage>,
    timeLimitMs: number,
  ) {
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
    const pkg = { loaded, dir: root, rules: packageRules(loaded, root), timeLimitMs };
    const lines: IcpcImportReport['submissions'] = [];
    for (const submission of loaded.submissions) {
      const source = readSubmission(submission.path, judge.languages);
      // The stored problem as the site judges it; the package's rules may ask for runs under other terms.
      const judgeStored = (terms: { timeLimitMs?: number; everyCase?: boolean } = {}) => {
        const problem = judgeProblemOf(row);
        return judge.judge({
          taskId: `icpc-import-${randomBytes(6).toString('hex')}`,
          language: source.language.name,
          source: source.source,
          sourceFiles: source.sourceFiles,
          problem: {
            ...problem,
            timeLimitMs: terms.timeLimitMs ?? problem.timeLimitMs,
            icpcGrading:
              terms.everyCase && problem.icpcGrading
                ? continueOnReject(problem.icpcGrading)
                : problem.icpcGrading,
          },
          testCases: casesOf(row, cases),
        });
      };
      const result = await judgeStored();
      const { unmet } = await submissionUnmet(pkg, submission, result, judgeStored);
      lines.push({
        path: relative(join(root, 'submissions'), submission.path),
        expected: submission.expected,
        verdict: abbreviation(result.status),
        score: result.score,
        ok: unmet.length === 0,
        unmet,
      });
    }
    return lines;
  }

  return {
    /** Imports an uploaded package (readPackageUpload: a zip or a folder), removing its files afterwards. */
    async importPackage(actor: Actor, unpacked: UnpackedPackage): Promise<IcpcImportReport> {
      try {
        const loaded = readPackage(unpacked.root);
        const judge = worker();
        if (!judge)
          throw new AppError(
            'BAD_REQUEST',
            'No judge is running on this server: an ICPC package is judged on import',
          );
        const problemId = problemIdFrom(loaded.problem.problemId ?? '');
        if (await problems.problemIdExists(problemId))
          throw invalidField('file', `The problem id ${problemId} already exists`);
        const { timeLimitMs, source } = await resolveTimeLimit(judge, loaded, unpacked.root);
        const { body, files, profile } = icpcProblem(loaded, unpacked.root, problemId, timeLimitMs);
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
        const submissions = await judgeThroughSite(judge, problemId, unpacked.root, loaded, timeLimitMs);
        const report: IcpcImportReport = {
          problemId,
          title: body.problem.title,
          timeLimitMs,
          timeLimitSource: source,
          submissions,
          mismatches: submissions.filter((line) => !line.ok).length,
        };
        await db
          .updateTable('problems')
          .set({ judgeProfile: JSON.stringify({ ...profile, importReport: report }) })
          .where('problemId', '=', problemId)
          .execute();
        return report;
      } finally {
        await unpacked.cleanup();
      }
    },
  };
}
export type IcpcImporter = ReturnType<typeof createIcpcImporter>;
