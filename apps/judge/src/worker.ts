// The judge as a library: what the server embeds, and what the daemon and the CLI drive.
import { availableParallelism, hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { JudgeHeartbeat, JudgeProgress, JudgeResult, JudgeTask } from '@judge/contract';
import { detectLanguages, type LanguageRegistry } from './languages/index.ts';
import { createSandbox, type JudgeSandbox } from './sandbox/index.ts';
import { TestDataCache, type TestDataFetcher } from './testdata/cache.ts';
import { judgeTask } from './judge/judge-task.ts';
import { publicCase, publicFailureMessage, publicResult } from './judge/public-failure.ts';

export interface JudgeWorkerOptions {
  /** Submissions judged at the same time. Default: the number of cores. */
  concurrency?: number;
  /** Development only: judge without a sandbox when the host cannot provide one (results marked unsafe). */
  allowUnsafe?: boolean;
  /** Test data cache directory. Default: <tmp>/judge-testdata-cache. */
  cacheDir?: string;
  cacheMaxBytes?: number;
  /** Fetches hash-addressed test data the cache lacks. */
  fetchTestData?: TestDataFetcher;
  /** This judge's name in results and heartbeats. */
  judger?: string;
  log?: (line: string) => void;
}

export interface JudgeWorker {
  readonly languages: LanguageRegistry;
  readonly unsafe: boolean;
  readonly concurrency: number;
  readonly testData: TestDataCache;
  /** Judges one task; resolves with exactly one final result (System Error if the judge itself fails). */
  judge(
    task: JudgeTask,
    onProgress?: (progress: JudgeProgress) => void,
    signal?: AbortSignal,
  ): Promise<JudgeResult>;
  heartbeat(): JudgeHeartbeat;
  close(): Promise<void>;
}

export async function createJudgeWorker(options: JudgeWorkerOptions = {}): Promise<JudgeWorker> {
  const log = options.log ?? ((line: string) => console.log(line));
  const concurrency = options.concurrency ?? availableParallelism();
  // Each submission may hold two boxes at once (program + checker, or program + interactor).
  const sandbox: JudgeSandbox = await createSandbox({
    slots: concurrency * 2,
    allowUnsafe: options.allowUnsafe,
    log,
  });
  const languages = detectLanguages();
  for (const entry of languages.all)
    if (!entry.enabled) log(`language disabled: ${entry.language.name}: ${entry.reason}`);
  const testData = new TestDataCache({
    dir: options.cacheDir ?? join(tmpdir(), 'judge-testdata-cache'),
    fetch: options.fetchTestData,
    maxBytes: options.cacheMaxBytes,
  });
  const judger = options.judger ?? hostname();
  const running = new Set<string>();
  const queue: (() => void)[] = [];
  let active = 0;

  const acquire = () =>
    new Promise<void>((resolve) => {
      if (active < concurrency) {
        active++;
        resolve();
      } else queue.push(resolve);
    });
  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active--;
  };

  return {
    languages,
    unsafe: sandbox.unsafe,
    concurrency,
    testData,
    async judge(task, onProgress, signal) {
      await acquire();
      running.add(task.taskId);
      // Results and progress go to the submitter: their System Error texts lose the judge's host details.
      const report = (progress: JudgeProgress) =>
        onProgress?.(progress.case ? { ...progress, case: publicCase(progress.case) } : progress);
      try {
        return publicResult(await judgeTask({ sandbox, languages, testData, judger }, task, report, signal));
      } catch (error) {
        // The whole error, paths and all, is for the judge's operator.
        log(
          `judge failure on ${task.taskId}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        );
        return {
          type: 'result',
          taskId: task.taskId,
          status: 4,
          score: 0,
          oiRankScore: 0,
          timeMs: 0,
          memoryKb: 0,
          errorMessage: `judge failure: ${publicFailureMessage(error)}`,
          judgeCaseMode: task.problem.judgeCaseMode ?? 'default',
          cases: [],
          subtasks: [],
          unsafe: sandbox.unsafe,
          judger,
        };
      } finally {
        running.delete(task.taskId);
        release();
      }
    },
    heartbeat() {
      return {
        type: 'heartbeat',
        judger,
        capacity: concurrency,
        runningTaskIds: [...running],
        languages: languages.enabled.map((language) => language.name),
        unsafe: sandbox.unsafe,
      };
    },
    async close() {
      await sandbox.close();
    },
  };
}
