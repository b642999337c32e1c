// Daemon mode: a judge on its own machine that works for a server over the remote judge protocol
// (contract: REMOTE_JUDGE_PREFIX calls). N claimers long-poll the server for tasks, a heartbeat renews the
// leases of running tasks and learns which to abort, and test data comes over HTTP into the local cache.
// The server is the only judge of who owns a task: a daemon that dies or stays away past its lease loses
// its tasks to others, and the server refuses its late writes, so every submission gets exactly one result.
import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import type { z } from 'zod';
import {
  claimResponseSchema,
  heartbeatResponseSchema,
  JUDGE_KEY_HEADER,
  judgerNameSchema,
  leaveResponseSchema,
  MAX_CLAIM_WAIT_MS,
  releaseResponseSchema,
  REMOTE_JUDGE_PREFIX,
  verdictAbbreviation,
  writeResponseSchema,
  type ClaimRequest,
  type HeartbeatRequest,
  type JudgeProgress,
  type JudgeResult,
  type JudgeTask,
} from '@judge/contract';
import { createJudgeWorker, type JudgeWorker } from './worker.ts';

export interface JudgeDaemonOptions {
  /** The server's base URL, e.g. http://judge.example.org:8080 */
  serverUrl: string;
  /** The server's judge key (JUDGE_KEY, or the generated one root reads at GET /api/admin/judge/key). */
  key: string;
  /** Tasks judged at once. Default: the number of cores. */
  concurrency?: number;
  /** This judge's name on the server (the submissions' judger). Default: host, process and a random tag. */
  name?: string;
  cacheDir?: string;
  allowUnsafe?: boolean;
  /** On stop, how long running tasks may take to finish before they are given back to the queue. */
  drainMs?: number;
  log?: (line: string) => void;
  /** A worker to use instead of starting one (the daemon then leaves closing it to the caller). */
  worker?: JudgeWorker;
}

export interface JudgeDaemon {
  readonly name: string;
  readonly worker: JudgeWorker;
  /** Stops claiming, lets running tasks finish for up to drainMs, gives back the rest. A second call hurries. */
  stop(): Promise<void>;
  /** Settles when the daemon has stopped: rejects when the server refused it (wrong key, wrong URL). */
  readonly finished: Promise<void>;
}

/** The server answered, but no: a wrong key or a server that does not speak this protocol. Not retried. */
export class ServerRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const REQUEST_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MS = 30_000;
/** A stopping daemon does not wait long for a server that is away: its leases cover that case. */
const LEAVE_TIMEOUT_MS = 5_000;

/** A name the server accepts, unique per start (a restarted daemon must not pass for its previous life). */
export function defaultJudgerName(): string {
  const host =
    hostname()
      .replace(/[^A-Za-z0-9._-]/g, '-')
      .slice(0, 40) || 'judge';
  return `${host}#${process.pid}.${randomBytes(3).toString('hex')}`;
}

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener('abort', done);
      resolve();
    }
    signal?.addEventListener('abort', done);
  });

/** The HTTP side of the protocol: JSON envelopes in, parsed payloads out, key in every request. */
function createServerClient(serverUrl: string, key: string) {
  const base = new URL(REMOTE_JUDGE_PREFIX, serverUrl).toString();

  async function request(path: string, init: RequestInit, signal?: AbortSignal): Promise<Response> {
    const timeout = AbortSignal.timeout(
      path === '/claim' ? MAX_CLAIM_WAIT_MS + REQUEST_TIMEOUT_MS : REQUEST_TIMEOUT_MS,
    );
    const response = await fetch(`${base}${path}`, {
      ...init,
      headers: { ...init.headers, [JUDGE_KEY_HEADER]: key },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    // 5xx (a restarting server, a proxy without upstream) is an outage: the caller retries.
    if (response.status >= 500) throw new Error(`server answered ${response.status}`);
    if (!response.ok) {
      const body = (await response.json().catch(() => null)) as { msg?: string } | null;
      throw new ServerRefusedError(
        response.status,
        `${path}: the server refused (${response.status}): ${body?.msg ?? response.statusText}`,
      );
    }
    return response;
  }

  async function post<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
    signal?: AbortSignal,
  ): Promise<z.output<S>> {
    const response = await request(
      path,
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      signal,
    );
    const envelope = (await response.json()) as { data: unknown };
    return schema.parse(envelope.data);
  }

  return {
    claim: (body: ClaimRequest, signal: AbortSignal) => post('/claim', body, claimResponseSchema, signal),
    progress: (judger: string, progress: JudgeProgress) =>
      post('/progress', { judger, progress }, writeResponseSchema),
    result: (judger: string, result: JudgeResult) => post('/result', { judger, result }, writeResponseSchema),
    heartbeat: (body: HeartbeatRequest) => post('/heartbeat', body, heartbeatResponseSchema),
    release: (judger: string, taskIds: string[]) =>
      post('/release', { judger, taskIds }, releaseResponseSchema),
    leave: (judger: string, signal: AbortSignal) => post('/leave', { judger }, leaveResponseSchema, signal),
    async testData(hash: string): Promise<Buffer> {
      const response = await request(`/testdata/${hash}`, { method: 'GET' });
      return Buffer.from(await response.arrayBuffer());
    },
  };
}

interface RunningTask {
  task: JudgeTask;
  abort: AbortController;
  /** Why it was aborted: the server cancelled it, or the daemon is stopping and gives it back. */
  stoppedBecause?: 'cancelled' | 'released';
  /** The worker is done; only the result is still on its way (a cancel now changes nothing). */
  judged?: boolean;
}

export async function startJudgeDaemon(options: JudgeDaemonOptions): Promise<JudgeDaemon> {
  const log = options.log ?? ((line: string) => console.log(line));
  const name = judgerNameSchema.parse(options.name ?? defaultJudgerName());
  const concurrency = options.concurrency ?? availableParallelism();
  const drainMs = options.drainMs ?? 30_000;
  const client = createServerClient(options.serverUrl, options.key);
  /** Set when the drain time is over (or a second stop came): give back what is left and stop retrying. */
  const hurrySignal = new AbortController();
  let stopHurried = false;

  /**
   * Test data over HTTP. An outage must not turn a submission into a System Error, so this waits for the
   * server (if the outage outlasts the lease, the server has given the task to another judge meanwhile and
   * answers the next heartbeat with a cancel). Only a stop that gives tasks back ends the wait.
   */
  async function fetchTestData(hash: string): Promise<Buffer> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await client.testData(hash);
      } catch (error) {
        if (error instanceof ServerRefusedError || stopHurried) throw error;
        await sleep(Math.min(MAX_BACKOFF_MS, 500 * 2 ** attempt), hurrySignal.signal);
      }
    }
  }

  const ownWorker = !options.worker;
  const worker =
    options.worker ??
    (await createJudgeWorker({
      concurrency,
      allowUnsafe: options.allowUnsafe,
      cacheDir: options.cacheDir,
      fetchTestData,
      judger: name,
      log,
    }));
  const languages = worker.languages.enabled.map((language) => language.name);
  const running = new Map<string, RunningTask>();
  const stopping = new AbortController();
  let leaseSeconds = 30;
  let fatal: Error | null = null;

  // One log line per change of the connection, not one per failed request.
  let connected: boolean | null = null;
  let failures = 0;
  const markUp = () => {
    failures = 0;
    if (connected !== true) log(`connected to ${options.serverUrl} as ${name} (${concurrency} slots)`);
    connected = true;
  };
  const markDown = (error: unknown) => {
    failures++;
    if (connected !== false)
      log(`server unreachable (${describe(error)}): retrying with backoff, running tasks go on`);
    connected = false;
  };
  const backoffMs = () => Math.min(MAX_BACKOFF_MS, 500 * 2 ** Math.min(failures, 6)) * (0.5 + Math.random());
  const refuse = (error: ServerRefusedError) => {
    if (!fatal) {
      fatal = error;
      log(error.status === 401 ? 'the server refused the judge key: check --key' : error.message);
    }
    void daemon.stop();
  };

  function cancelTask(taskId: string, reason: 'cancelled' | 'released') {
    const entry = running.get(taskId);
    if (!entry || entry.judged || entry.abort.signal.aborted) return;
    entry.stoppedBecause = reason;
    entry.abort.abort();
  }

  async function heartbeatOnce(): Promise<void> {
    const answer = await client.heartbeat({
      type: 'heartbeat',
      judger: name,
      capacity: concurrency,
      runningTaskIds: [...running.keys()],
      languages,
      unsafe: worker.unsafe,
    });
    leaseSeconds = answer.leaseSeconds;
    for (const taskId of answer.cancel) {
      const entry = running.get(taskId);
      if (entry && !entry.judged && !entry.abort.signal.aborted)
        log(`${taskId}: stopped, the server no longer wants it`);
      cancelTask(taskId, 'cancelled');
    }
  }

  // Heartbeats go on while stopping: tasks that are finishing keep their leases.
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let heartbeatsOn = true;
  /** The last heartbeat sent: a stopping daemon lets it land before it leaves (or it would count as back). */
  let heartbeatInFlight: Promise<void> = Promise.resolve();
  function scheduleHeartbeat() {
    if (!heartbeatsOn) return;
    heartbeatTimer = setTimeout(
      () => {
        heartbeatInFlight = heartbeatOnce().then(markUp, (error: unknown) =>
          error instanceof ServerRefusedError ? refuse(error) : markDown(error),
        );
        scheduleHeartbeat();
      },
      (leaseSeconds * 1000) / 3,
    );
  }

  /** Delivers the result until the server answers: a lost result would leave the task to lapse and rerun. */
  async function deliverResult(entry: RunningTask, result: JudgeResult) {
    for (;;) {
      try {
        const answer = await client.result(name, result);
        markUp();
        const verdict = verdictAbbreviation[result.status] ?? String(result.status);
        log(
          answer.accepted
            ? `${entry.task.taskId}: ${verdict} ${result.timeMs} ms ${result.memoryKb} KiB`
            : `${entry.task.taskId}: result refused, the task had moved on`,
        );
        return;
      } catch (error) {
        if (error instanceof ServerRefusedError) {
          log(`${entry.task.taskId}: result not accepted: ${error.message}`);
          return;
        }
        markDown(error);
        if (stopHurried) {
          // The lease lapses and another judge redoes the task: late, but never lost or doubled.
          log(`${entry.task.taskId}: result not delivered (server away): it returns when its lease lapses`);
          return;
        }
        await sleep(backoffMs(), hurrySignal.signal);
      }
    }
  }

  /** Judges a task and delivers its result; `onJudged` is told when the worker has answered (or failed). */
  async function judge(task: JudgeTask, onJudged: () => void) {
    const entry: RunningTask = { task, abort: new AbortController() };
    running.set(task.taskId, entry);
    try {
      // Progress goes out in order, one message at a time; it is best effort (the result is what counts).
      // After one failed message the rest are skipped, so an outage never holds back the result.
      let progressChain = Promise.resolve();
      let progressFailed = false;
      const onProgress = (progress: JudgeProgress) => {
        progressChain = progressChain.then(async () => {
          if (entry.abort.signal.aborted || progressFailed) return;
          try {
            const answer = await client.progress(name, progress);
            if (!answer.accepted && !entry.judged) {
              log(`${task.taskId}: stopped, the server no longer wants it`);
              cancelTask(task.taskId, 'cancelled');
            }
          } catch (error) {
            progressFailed = true;
            if (error instanceof ServerRefusedError)
              log(`${task.taskId}: progress refused: ${error.message}`);
          }
        });
      };
      const result = await worker.judge(task, onProgress, entry.abort.signal).finally(onJudged);
      entry.judged = true;
      await progressChain;
      if (entry.stoppedBecause === 'cancelled') return;
      if (entry.stoppedBecause === 'released') {
        await client
          .release(name, [task.taskId])
          .then(() => log(`${task.taskId}: given back to the queue`))
          .catch(() => log(`${task.taskId}: not given back (server away): it returns when its lease lapses`));
        return;
      }
      await deliverResult(entry, result);
    } finally {
      running.delete(task.taskId);
    }
  }

  /**
   * One of the daemon's `concurrency` claimers. It claims its next task as soon as the worker has answered the last
   * one, while that one's result is still on its way (the result's round trip is not added between tasks); it ends
   * once its deliveries have settled, so a stop still waits for every result.
   */
  async function claimer() {
    const delivering = new Set<Promise<void>>();
    let failure: unknown = null;
    try {
      await claimTasks((task) => {
        let judged!: () => void;
        const workerAnswered = new Promise<void>((resolve) => (judged = resolve));
        const delivery: Promise<void> = judge(task, judged)
          .catch((error: unknown) => {
            failure ??= error;
          })
          .finally(() => {
            judged();
            delivering.delete(delivery);
          });
        delivering.add(delivery);
        return workerAnswered;
      });
    } finally {
      await Promise.all(delivering);
    }
    if (failure !== null) throw failure;
  }

  async function claimTasks(judgeNext: (task: JudgeTask) => Promise<void>) {
    while (!stopping.signal.aborted) {
      let task: JudgeTask | null;
      const askedAt = Date.now();
      try {
        const answer = await client.claim(
          { judger: name, languages, waitMs: MAX_CLAIM_WAIT_MS },
          stopping.signal,
        );
        markUp();
        leaseSeconds = answer.leaseSeconds;
        task = answer.task;
      } catch (error) {
        if (stopping.signal.aborted) return;
        if (error instanceof ServerRefusedError) return refuse(error);
        markDown(error);
        await sleep(backoffMs(), stopping.signal);
        continue;
      }
      if (!task) {
        // An empty answer long before the wait was over: the server is closing. Don't ask in a tight loop.
        if (Date.now() - askedAt < 1000) await sleep(1000, stopping.signal);
        continue;
      }
      if (stopping.signal.aborted) {
        // Claimed just as the stop came: give it back rather than make it wait for its lease.
        await client.release(name, [task.taskId]).catch(() => undefined);
        return;
      }
      await judgeNext(task);
    }
  }

  // The first heartbeat checks the key and learns the lease before anything is claimed.
  for (;;) {
    try {
      await heartbeatOnce();
      markUp();
      break;
    } catch (error) {
      if (error instanceof ServerRefusedError) {
        if (ownWorker) await worker.close();
        log(error.status === 401 ? 'the server refused the judge key: check --key' : error.message);
        throw error;
      }
      markDown(error);
      await sleep(backoffMs());
    }
  }
  scheduleHeartbeat();
  // The cache keeps every problem's data it has seen: trim it to its budget now and then.
  const pruneTimer = setInterval(
    () =>
      void worker.testData.prune().catch((error: unknown) => log(`cache prune failed: ${describe(error)}`)),
    10 * 60_000,
  );
  pruneTimer.unref();
  const claimers = Promise.all(Array.from({ length: concurrency }, () => claimer()));

  let stopped: Promise<void> | null = null;
  let hurry: (() => void) | null = null;
  const daemon: JudgeDaemon = {
    name,
    worker,
    finished: null as unknown as Promise<void>,
    stop() {
      if (stopped) {
        hurry?.();
        return stopped;
      }
      stopping.abort();
      if (running.size > 0)
        log(
          `stopping: finishing ${running.size} running task(s) for up to ${Math.round(drainMs / 1000)} s (stop again to give them back now)`,
        );
      stopped = (async () => {
        const hurried = new Promise<void>((resolve) => {
          hurry = resolve;
          setTimeout(resolve, drainMs).unref();
        });
        const drained = await Promise.race([claimers.then(() => true), hurried.then(() => false)]);
        if (!drained) {
          stopHurried = true;
          hurrySignal.abort();
          for (const taskId of running.keys()) cancelTask(taskId, 'released');
        }
        await claimers;
        heartbeatsOn = false;
        clearTimeout(heartbeatTimer);
        const heartbeatWait = new AbortController();
        await Promise.race([heartbeatInFlight, sleep(LEAVE_TIMEOUT_MS, heartbeatWait.signal)]);
        heartbeatWait.abort();
        // Every request of ours has settled: whatever the server still counts as ours (a claim whose
        // answer was cut off by the stop, a task not given back) goes back to the queue now, not at its lease.
        if (!fatal)
          await client.leave(name, AbortSignal.timeout(LEAVE_TIMEOUT_MS)).then(
            ({ released }) => {
              if (released > 0) log(`left the server: ${released} more task(s) given back to the queue`);
            },
            (error: unknown) =>
              log(
                `could not tell the server we leave (${describe(error)}): our claims return when their leases lapse`,
              ),
          );
        clearInterval(pruneTimer);
        if (ownWorker) await worker.close();
        log('stopped');
      })();
      return stopped;
    },
  };
  (daemon as { finished: Promise<void> }).finished = claimers
    .then(() => stopped ?? daemon.stop())
    .then(() => {
      if (fatal) throw fatal;
    });
  // Callers that never wait for `finished` (tests, embedders that call stop) must not see an unhandled rejection.
  daemon.finished.catch(() => undefined);
  return daemon;
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const cause = (error as { cause?: { code?: string; message?: string } }).cause;
    return cause?.code ?? cause?.message ?? error.message;
  }
  return String(error);
}
