import { hostname } from 'node:os';
import { JudgeStatus, type JudgeResult, type JudgeTask } from '@judge/contract';
import type { JudgeWorker } from '@judge/judge';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/database.ts';
import type { Dialect } from '../../db/dialect.ts';
import { createProblemsRepo } from '../problems/problems.repo.ts';
import { createSubmissionsRepo } from '../submissions/submissions.repo.ts';
import { createTestRunsRepo } from '../submissions/test-runs.repo.ts';
import { createQueueRepo } from './queue.repo.ts';
import { submissionTask, testRunTask } from './task-builder.ts';

export interface EmbeddedJudgeOptions {
  db: Db;
  dialect: Dialect;
  worker: JudgeWorker;
  log: FastifyBaseLogger;
  /** A claim lapses this long after the judge last extended it (a dead judge's work returns to the queue). */
  leaseSeconds?: number;
  /** How often the queue is looked at when nothing wakes the judge up. */
  pollMs?: number;
}

/**
 * The judge inside the server process: claims work from the database queue, runs it on the
 * judge worker, and writes progress and the one final result back. Remote judges (daemon mode)
 * use the same queue, so an embedded and several remote judges can share it.
 */
export function createEmbeddedJudge({
  db,
  dialect,
  worker,
  log,
  leaseSeconds = 30,
  pollMs = 1000,
}: EmbeddedJudgeOptions) {
  const judgerPrefix = `embedded@${hostname()}`;
  const judger = `${judgerPrefix}#${process.pid}`;
  const queue = createQueueRepo(db, dialect);
  const submissions = createSubmissionsRepo(db);
  const testRuns = createTestRunsRepo(db);
  const problems = createProblemsRepo(db);
  let running = true;
  let active = 0;
  let wake: (() => void) | null = null;
  const inFlight = new Set<Promise<void>>();

  async function withLease<T>(extend: () => Promise<void>, work: () => Promise<T>): Promise<T> {
    const timer = setInterval(
      () => void extend().catch((error) => log.warn({ err: error }, 'lease extension failed')),
      (leaseSeconds * 1000) / 3,
    );
    try {
      return await work();
    } finally {
      clearInterval(timer);
    }
  }

  async function judgeSubmission(id: number, version: number) {
    const submission = await submissions.findById(id);
    const problem = submission && (await problems.findById(submission.pid));
    if (!submission || !problem) return;
    const claim = { judger, version };
    const cases = await problems.cases(problem.id);
    let result: JudgeResult;
    try {
      const task: JudgeTask = submissionTask({ ...submission, version }, problem, cases);
      result = await withLease(
        () => queue.extendLease(id, judger, leaseSeconds),
        () =>
          worker.judge(task, (progress) => {
            void submissions
              .recordProgress(id, judger, version, {
                status: progress.phase === 'compiling' ? JudgeStatus.COMPILING : JudgeStatus.JUDGING,
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
                      userOutput: progress.case.userOutput ?? null,
                      message: progress.case.message ?? null,
                    }
                  : undefined,
              })
              .catch((error) => log.warn({ err: error, submission: id }, 'progress not recorded'));
          }),
      );
    } catch (error) {
      log.error({ err: error, submission: id }, 'judging failed');
      result = {
        type: 'result',
        taskId: '',
        status: JudgeStatus.SYSTEM_ERROR,
        score: 0,
        oiRankScore: 0,
        timeMs: 0,
        memoryKb: 0,
        errorMessage: 'The judge failed on this submission; an administrator can rejudge it.',
        judgeCaseMode: 'default',
        cases: [],
        subtasks: [],
        unsafe: worker.unsafe,
        judger,
      };
    }
    const written = await submissions.complete(
      id,
      claim,
      {
        status: result.status,
        score: Math.round(result.score),
        oiRankScore: result.oiRankScore,
        time: result.timeMs,
        memory: result.memoryKb,
        errorMessage: result.errorMessage ?? null,
        judger: result.judger || judger,
        unsafe: result.unsafe ? 1 : 0,
        subtaskResults: result.subtasks.length > 0 ? JSON.stringify(result.subtasks) : null,
      },
      result.cases.map((c) => ({
        position: c.index,
        status: c.status,
        time: c.timeMs,
        memory: c.memoryKb,
        score: Math.round(c.score),
        groupNum: c.groupNum ?? null,
        inputName: cases[c.index]?.inputName ?? null,
        outputName: cases[c.index]?.outputName ?? null,
        userOutput: c.userOutput ?? null,
        message: c.message ?? null,
      })),
    );
    if (!written) log.info({ submission: id }, 'result dropped: the claim moved to another judging');
  }

  async function judgeTestRun(runKey: string) {
    const run = await testRuns.find(runKey);
    const problem = run && (await problems.findById(run.pid));
    if (!run || !problem) return;
    const result = await withLease(
      () => testRuns.extendLease(runKey, judger, leaseSeconds),
      () => worker.judge(testRunTask(run, problem)),
    ).catch((error: unknown) => {
      log.error({ err: error, runKey }, 'test run failed');
      return null;
    });
    await testRuns.complete(runKey, judger, run.expectedOutput, result);
  }

  function track(promise: Promise<void>) {
    active += 1;
    const tracked = promise
      .catch((error) => log.error({ err: error }, 'judge task crashed'))
      .finally(() => {
        active -= 1;
        inFlight.delete(tracked);
        wake?.();
      });
    inFlight.add(tracked);
  }

  async function fillSlots() {
    while (running && active < worker.concurrency) {
      const submission = await queue.claimSubmission(judger, leaseSeconds);
      if (submission) {
        track(judgeSubmission(submission.id, submission.version));
        continue;
      }
      const run = await queue.claimTestRun(judger, leaseSeconds);
      if (run) {
        track(judgeTestRun(run.runKey));
        continue;
      }
      return;
    }
  }

  async function loop() {
    // Work claimed by this host's previous run of the server is ours to redo at once.
    await queue.releaseClaimsOf(judgerPrefix);
    while (running) {
      try {
        await fillSlots();
      } catch (error) {
        log.error({ err: error }, 'judge queue unavailable');
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, pollMs);
        wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      wake = null;
    }
  }

  const loopDone = loop();
  return {
    judger,
    /** Called after a submit so the judge doesn't wait for its next poll. */
    poke: () => wake?.(),
    async stop() {
      running = false;
      wake?.();
      await loopDone;
      await Promise.allSettled([...inFlight]);
    },
  };
}
export type EmbeddedJudge = ReturnType<typeof createEmbeddedJudge>;
