import type { AddressInfo } from 'node:net';
import {
  createSseReader,
  JudgeStatus,
  LIVE_PATH,
  liveEventSchema,
  REMOTE_JUDGE_PREFIX,
  type JudgeResult,
  type LiveEvent,
  type ParsedJudgeTask,
} from '@judge/contract';
import type { BuiltApp } from '../src/app.ts';
import type { TestApp } from './test-app.ts';

/** A test's client of the push stream: what it received, and a wait for the event a test expects. */
export interface LiveClient {
  events: LiveEvent[];
  /** The id the stream last gave (its Last-Event-ID on a reconnect). */
  lastId(): string | undefined;
  /** The first event received (already, or from now on) that matches. */
  next(matches: (event: LiveEvent) => boolean): Promise<LiveEvent>;
  /** Resolves once the stream has sent its first id (it is subscribed). */
  opened: Promise<void>;
  close(): void;
}

/** Listens on a free port of 127.0.0.1 (once per app) and answers its base URL. */
export async function listeningUrl(app: BuiltApp['app']): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** Opens GET /api/live on a listening app as the token's user, as our web client does (fetch, a header). */
export async function openLive(
  app: BuiltApp['app'],
  token: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<LiveClient & { status: number }> {
  const abort = new AbortController();
  const headers: Record<string, string> = { authorization: token };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const url = `${await listeningUrl(app)}${LIVE_PATH}${options.query ?? ''}`;
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: LiveEvent[] = [];
  const waiters: { matches: (event: LiveEvent) => boolean; resolve: (event: LiveEvent) => void }[] = [];
  let lastId: string | undefined;
  let markOpened: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (markOpened = resolve));
  const read = createSseReader((message) => {
    if (message.id !== undefined) lastId = message.id;
    markOpened();
    if (message.data === undefined) return;
    const event = liveEventSchema.parse(JSON.parse(message.data));
    events.push(event);
    for (const waiter of [...waiters])
      if (waiter.matches(event)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(event);
      }
  });
  if (response.ok && response.body) {
    const decoder = new TextDecoder();
    void (async () => {
      try {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
          read(decoder.decode(chunk, { stream: true }));
      } catch {
        // aborted by close()
      }
    })();
  } else markOpened();
  return {
    status: response.status,
    events,
    lastId: () => lastId,
    opened,
    next(matches) {
      const seen = events.find(matches);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve) => waiters.push({ matches, resolve }));
    },
    close: () => abort.abort(),
  };
}

/**
 * Plays a remote judge through its calls (no judge runs in the server tests): `judge(id, status)` claims work until
 * it holds that submission, writes one case's progress and the final verdict; other claimed work is accepted.
 */
export function playedJudge(app: TestApp) {
  const key = app.services.remoteJudges.keyInfo().key;
  const call = (path: string, body: unknown) =>
    app.request({
      method: 'POST',
      url: `${REMOTE_JUDGE_PREFIX}/${path}`,
      body,
      headers: { 'x-judge-key': key },
    });
  const result = (task: ParsedJudgeTask, status: JudgeResult['status']): JudgeResult => ({
    type: 'result',
    taskId: task.taskId,
    status,
    score: status === JudgeStatus.ACCEPTED ? 100 : 0,
    oiRankScore: 0,
    timeMs: 3,
    memoryKb: 4,
    judgeCaseMode: 'default',
    cases: [],
    subtasks: [],
    unsafe: false,
    judger: 'live-test',
  });
  return {
    async judge(id: number, status: JudgeResult['status'] = JudgeStatus.ACCEPTED) {
      for (let i = 0; i < 20; i++) {
        const claimed = await call('claim', { judger: 'live-test', languages: ['C++'], waitMs: 0 });
        const task = claimed.body.data.task as ParsedJudgeTask | null;
        if (!task) break;
        if (task.submissionId !== id) {
          await call('result', { judger: 'live-test', result: result(task, JudgeStatus.ACCEPTED) });
          continue;
        }
        const progress = { type: 'progress', taskId: task.taskId, phase: 'judging', done: 1, total: 1 };
        await call('progress', { judger: 'live-test', progress });
        await call('result', { judger: 'live-test', result: result(task, status) });
        return;
      }
      throw new Error(`submission ${id} was not claimed`);
    },
  };
}
