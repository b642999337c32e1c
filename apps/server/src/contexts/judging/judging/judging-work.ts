import { JudgeStatus, type JudgeProgress, type JudgeResult, type JudgeTask } from '@judge/contract';
import type { JudgeWorker } from '@judge/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import type { ProblemsRepo } from '../../problems/facts.ts';
import type { SubmissionsRepo } from '../submissions/submissions.repo.ts';
import type { TestRunsRepo } from '../submissions/test-runs.repo.ts';
import { createJudgingNoticeBook, type JudgingNotices } from './judging-notices.ts';
import { createQueueRepo } from './queue.repo.ts';
import { submissionTask, testRunTask } from './task-builder.ts';

/**
 * What a task id stands for. The id carries the judging's version, so every write names the exact
 * judging it belongs to and a write for an older one (rejudged, cancelled, re-claimed) changes nothing.
 */
export type TaskRef =
  { kind: 'submission'; id: number; version: number } | { kind: 'test-run'; runKey: string };

export interface ClaimedWork {
  ref: TaskRef;
  task: JudgeTask;
}

const SUBMISSION_TASK_ID = /^submission-(\d{1,15})-v(\d{1,15})$/;
const TEST_RUN_TASK_ID = /^test-run-([A-Za-z0-9_-]{1,100})$/;

/** The task a judge names, or null for an id this server never gave out. */
export function taskRefOf(taskId: string): TaskRef | null {
  const submission = SUBMISSION_TASK_ID.exec(taskId);
  if (submission) return { kind: 'submission', id: Number(submission[1]), version: Number(submission[2]) };
  const testRun = TEST_RUN_TASK_ID.exec(taskId);
  if (testRun) return { kind: 'test-run', runKey: testRun[1] };
  return null;
}

/** The one final result when a judge could not produce one. */
function systemErrorResult(judger: string, message: string): JudgeResult {
  return {
    type: 'result',
    taskId: '',
    status: JudgeStatus.SYSTEM_ERROR,
    score: 0,
    oiRankScore: 0,
    timeMs: 0,
    memoryKb: 0,
    errorMessage: message,
    judgeCaseMode: 'default',
    cases: [],
    subtasks: [],
    unsafe: false,
    judger,
  };
}

/**
 * Program output and checker messages as they can be stored: PostgreSQL text cannot hold U+0000, which a
 * program may print, so each NUL is shown as the symbol ␀ (U+2400) instead.
 */
export function storableText(text: string | null | undefined): string | null {
  return text == null ? null : text.replaceAll('\u0000', '\u2400');
}

/**
 * Claiming, progress, results, leases and releases of queued work, written one way for every judge:
 * the embedded judge calls these directly, remote judges through the judge-server routes. A judge is
 * named by the `judger` string it claimed with; every write checks that the claim is still its own.
 */
export interface JudgingWorkDeps {
  db: Db;
  dialect: Dialect;
  submissions: SubmissionsRepo;
  testRuns: TestRunsRepo;
  problems: ProblemsRepo;
  /** Who hears of a judging as it is written (the live updates: docs/live-updates.md). */
  notices?: JudgingNotices;
}

export function createJudgingWork({
  db,
  dialect,
  submissions,
  testRuns,
  problems,
  notices,
}: JudgingWorkDeps) {
  const queue = createQueueRepo(db, dialect);
  const told = createJudgingNoticeBook(notices, submissions);

  /** Writes a submission's final result, or a System Error (with `failure` as its message) for null. */
  async function writeSubmissionResult(
    ref: Extract<TaskRef, { kind: 'submission' }>,
    judger: string,
    result: JudgeResult | null,
    failure = 'The judge failed on this submission; an administrator can rejudge it.',
  ): Promise<boolean> {
    const final = result ?? systemErrorResult(judger, failure);
    const submission = await submissions.findById(ref.id);
    if (!submission) return false;
    const cases = await problems.cases(submission.pid);
    const caseAt = new Map(cases.map((c) => [c.position, c]));
    const written = await submissions.complete(
      ref.id,
      { judger, version: ref.version },
      {
        status: final.status,
        score: Math.round(final.score),
        oiRankScore: final.oiRankScore,
        time: final.timeMs,
        memory: final.memoryKb,
        errorMessage: storableText(final.errorMessage),
        judger: final.judger || judger,
        unsafe: final.unsafe ? 1 : 0,
        subtaskResults: final.subtasks.length > 0 ? JSON.stringify(final.subtasks) : null,
      },
      final.cases.map((c) => ({
        position: c.index,
        status: c.status,
        time: c.timeMs,
        memory: c.memoryKb,
        score: Math.round(c.score),
        groupNum: c.groupNum ?? null,
        inputName: caseAt.get(c.index)?.inputName ?? null,
        outputName: caseAt.get(c.index)?.outputName ?? null,
        userOutput: storableText(c.userOutput),
        message: storableText(c.message),
      })),
    );
    told.judged(ref.id, written, submission, final);
    return written;
  }

  const work = {
    /** The next task for this judge (submissions first, then test runs), claimed with a lease. */
    async claimNext(judger: string, leaseSeconds: number, languages?: string[]): Promise<ClaimedWork | null> {
      for (;;) {
        const claimed = await queue.claimSubmission(judger, leaseSeconds, languages);
        if (!claimed) break;
        const ref: TaskRef = { kind: 'submission', id: claimed.id, version: claimed.version };
        notices?.queueChanged();
        const submission = await submissions.findById(claimed.id);
        if (!submission) continue; // deleted between the claim and now
        told.keep(claimed.id, submission);
        const problem = await problems.findById(submission.pid);
        if (!problem) {
          // Nothing can judge it any more; finish it rather than hand it from judge to judge forever.
          await work.applyResult(ref, judger, systemErrorResult(judger, 'The problem no longer exists.'));
          continue;
        }
        const cases = await problems.cases(problem.id);
        return { ref, task: submissionTask({ ...submission, version: claimed.version }, problem, cases) };
      }
      for (;;) {
        const claimed = await queue.claimTestRun(judger, leaseSeconds, languages);
        if (!claimed) return null;
        const ref: TaskRef = { kind: 'test-run', runKey: claimed.runKey };
        const run = await testRuns.find(claimed.runKey);
        if (!run) continue;
        // A run of the online IDE has no problem (pid null); a run whose problem is gone cannot be judged.
        const problem = run.pid === null ? null : await problems.findById(run.pid);
        if (run.pid !== null && !problem) {
          await testRuns.complete(run.runKey, judger, run.expectedOutput, null);
          continue;
        }
        return { ref, task: testRunTask(run, problem ?? null) };
      }
    },

    /** Records one progress message; false when the claim is no longer this judge's. */
    async applyProgress(ref: TaskRef, judger: string, progress: JudgeProgress): Promise<boolean> {
      // A test run shows only its outcome: its progress is not kept.
      if (ref.kind === 'test-run') return true;
      const status = progress.phase === 'compiling' ? JudgeStatus.COMPILING : JudgeStatus.JUDGING;
      const written = await submissions.recordProgress(ref.id, judger, ref.version, {
        status,
        done: progress.done,
        total: progress.total,
        case: progress.case
          ? {
              position: progress.case.index,
              status: progress.case.status,
              time: progress.case.timeMs,
              memory: progress.case.memoryKb,
              score: Math.round(progress.case.score),
              groupNum: progress.case.groupNum ?? null,
              inputName: null,
              outputName: null,
              userOutput: storableText(progress.case.userOutput),
              message: storableText(progress.case.message),
            }
          : undefined,
      });
      if (written) await told.progressed(ref.id, status, { done: progress.done, total: progress.total });
      return written;
    },

    /**
     * Writes the one final result (a System Error when `result` is null: the judge failed). False when the
     * claim is no longer this judge's, so a late result of a judge that lost its lease changes nothing.
     */
    async applyResult(ref: TaskRef, judger: string, result: JudgeResult | null): Promise<boolean> {
      if (ref.kind === 'test-run') {
        const run = await testRuns.find(ref.runKey);
        if (!run) return false;
        return testRuns.complete(ref.runKey, judger, run.expectedOutput, result);
      }
      try {
        return await writeSubmissionResult(ref, judger, result);
      } catch (error) {
        // A result the database refuses would otherwise leave the submission claimed, to be judged and
        // refused again after every lease: it ends as a System Error that names the cause instead.
        if (result === null) throw error;
        return writeSubmissionResult(
          ref,
          judger,
          null,
          "The judge's result could not be stored; an administrator can rejudge it.",
        );
      }
    },

    /** Extends the lease; false when the judge must abort the task (it is no longer its own). */
    renewLease: (ref: TaskRef, judger: string, leaseSeconds: number): Promise<boolean> =>
      ref.kind === 'submission'
        ? queue.renewSubmissionLease(ref.id, ref.version, judger, leaseSeconds)
        : queue.renewTestRunLease(ref.runKey, judger, leaseSeconds),

    release: (ref: TaskRef, judger: string): Promise<boolean> =>
      ref.kind === 'submission'
        ? queue.releaseSubmission(ref.id, ref.version, judger)
        : queue.releaseTestRun(ref.runKey, judger),

    /** Gives back every task a judge still holds (a judge that leaves). */
    releaseAll: (judger: string): Promise<number> => queue.releaseAllOf(judger),

    /**
     * Judges claimed work on a local worker: renews the lease every third of it, records progress, aborts
     * when the claim is lost (cancel, rejudge, delete, lapsed lease) and writes the final result.
     */
    async runClaimed(
      claimed: ClaimedWork,
      { judger, worker, leaseSeconds, log, onJudged }: RunOptions,
    ): Promise<'written' | 'dropped' | 'aborted'> {
      const abort = new AbortController();
      const renew = setInterval(
        () => {
          work.renewLease(claimed.ref, judger, leaseSeconds).then(
            (ours) => {
              if (!ours) abort.abort();
            },
            (error: unknown) => log.warn({ err: error, taskId: claimed.task.taskId }, 'lease renewal failed'),
          );
        },
        (leaseSeconds * 1000) / 3,
      );
      // Progress is written in order, one message at a time, and all of it before the result: concurrent
      // writes could land out of order (the shown count going backwards) or after the result (then refused).
      let progressWrites = Promise.resolve();
      let result: JudgeResult | null;
      try {
        const judging = worker.judge(
          claimed.task,
          (progress) => {
            progressWrites = progressWrites.then(async () => {
              if (abort.signal.aborted) return;
              try {
                if (!(await work.applyProgress(claimed.ref, judger, progress))) abort.abort();
              } catch (error) {
                log.warn({ err: error, taskId: claimed.task.taskId }, 'progress not recorded');
              }
            });
          },
          abort.signal,
        );
        // The worker's slot is free once it answers, whatever it answered.
        if (onJudged) void judging.then(onJudged, onJudged);
        result = await judging;
        await progressWrites;
      } catch (error) {
        log.error({ err: error, taskId: claimed.task.taskId }, 'judging failed');
        result = null;
      } finally {
        clearInterval(renew);
      }
      if (abort.signal.aborted) {
        log.info({ taskId: claimed.task.taskId }, 'judging stopped: the task was cancelled or moved');
        return 'aborted';
      }
      const written = await work.applyResult(claimed.ref, judger, result);
      if (!written) log.info({ taskId: claimed.task.taskId }, 'result dropped: the claim moved on');
      return written ? 'written' : 'dropped';
    },
  };
  return work;
}
export type JudgingWork = ReturnType<typeof createJudgingWork>;

export interface RunOptions {
  judger: string;
  worker: JudgeWorker;
  leaseSeconds: number;
  log: FastifyBaseLogger;
  /** Told when the worker has answered, before the result is written (the embedded judge's next claim). */
  onJudged?: () => void;
}
