import type { ClicsCaller } from '../basic-auth.ts';
import type { ClicsService } from '../clics.service.ts';
import type { Notification } from '../contest-view.ts';
import { placeOf } from '../event-tokens.ts';
import { notificationsSince } from '../feed-stream.ts';
import type { WebhookRow, WebhooksRepo } from './webhooks.repo.ts';

/** The worker's clock and limits (injectable). */
export interface WebhookTiming {
  pollMs: number;
  /** A receiver that has not answered in this long failed this attempt. */
  answerMs: number;
  /** The first retry's wait; each further failure doubles it, up to maxBackoffMs. */
  backoffMs: number;
  maxBackoffMs: number;
  /** A webhook failing this long is made inactive (the spec: "assumed deactivated"). */
  giveUpMs: number;
  now(): number;
}

export const REAL_WEBHOOK_TIMING: WebhookTiming = {
  pollMs: 1000,
  answerMs: 10_000,
  backoffMs: 1000,
  maxBackoffMs: 5 * 60_000,
  giveUpMs: 60 * 60_000,
  now: Date.now,
};

/** What the worker asks of the rest: whose view a webhook reads, which contests "all" means, the HTTP POST. */
export interface WebhookWorkerPorts {
  callerOf(row: WebhookRow): Promise<ClicsCaller | null>;
  everyContest(caller: ClicsCaller): Promise<number[]>;
  /** POSTs the JSON with the token; answers the status, 0 when no answer came (refused, timed out). */
  post(url: string, token: string, json: string, signal: AbortSignal): Promise<number>;
}

/** The live notifications after a token (the configuration is not sent again: changes only). */
function liveSince(view: Awaited<ReturnType<ClicsService['view']>>, token: string) {
  const place = token === '' ? null : placeOf(token);
  const configCount = view.feed.length - view.live.length;
  const all = notificationsSince(view, place);
  return all.slice(configCount);
}

/**
 * Delivers each active webhook's notifications (Contest_API.md "Webhooks"): every poll, each webhook that is due
 * and not already being served gets, for each of its contests in turn, the notifications after its cursor as one
 * `{"contest_id", "notifications"}` POST with `Webhook-Token`; a 2xx moves the cursor, anything else (no answer
 * within answerMs included) leaves it and retries later with a doubling wait, so the next payload may hold more.
 * Each webhook is served on its own, so a slow receiver delays only itself.
 */
export function createWebhookWorker(
  repo: WebhooksRepo,
  service: ClicsService,
  ports: WebhookWorkerPorts,
  timing: WebhookTiming = REAL_WEBHOOK_TIMING,
) {
  const busy = new Map<number, Promise<void>>();
  let running = false;
  // Stopping cuts the callbacks in flight, so the server closes without waiting for a slow receiver.
  let stopping = new AbortController();
  let timer: NodeJS.Timeout | null = null;

  async function deliverContest(
    row: WebhookRow,
    caller: ClicsCaller,
    cid: number,
    cursors: Record<string, string>,
  ) {
    const view = await service.polledView(caller, cid);
    const live = liveSince(view, cursors[cid] ?? '');
    const endpoints = JSON.parse(row.endpoints) as string[];
    if (cursors[cid] === undefined) {
      // A contest met for the first time (a root webhook for all): changes from now on.
      cursors[cid] = live.at(-1)?.token ?? '';
      return;
    }
    if (live.length === 0) return;
    const wanted = live.filter((n: Notification) => endpoints.length === 0 || endpoints.includes(n.type));
    if (wanted.length > 0) {
      const json = JSON.stringify({ contest_id: String(cid), notifications: wanted });
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(timing.answerMs)]);
      const status = await ports.post(row.url, row.token, json, signal);
      if (status < 200 || status >= 300) throw new Error(`answered ${status}`);
    }
    cursors[cid] = live.at(-1)!.token;
  }

  async function deliver(row: WebhookRow) {
    const cursors = JSON.parse(row.cursors) as Record<string, string>;
    try {
      const caller = await ports.callerOf(row);
      if (!caller) throw new Error('its owner can no longer sign in');
      const named = (JSON.parse(row.contestIds) as string[]).map(Number);
      const contests = named.length > 0 ? named : await ports.everyContest(caller);
      for (const cid of contests) await deliverContest(row, caller, cid, cursors);
      if (!running) return;
      const at = new Date(timing.now()).toISOString();
      await repo.record(row.id, {
        cursors: JSON.stringify(cursors),
        failures: 0,
        failingSince: null,
        nextAttemptAt: at,
        active: 1,
      });
    } catch {
      if (!running) return;
      const failures = row.failures + 1;
      const failingSince = row.failingSince ?? new Date(timing.now()).toISOString();
      const wait = Math.min(timing.maxBackoffMs, timing.backoffMs * 2 ** (failures - 1));
      const givenUp = timing.now() - Date.parse(failingSince) >= timing.giveUpMs;
      await repo.record(row.id, {
        // What was delivered before the failing contest stays delivered.
        cursors: JSON.stringify(cursors),
        failures,
        failingSince,
        nextAttemptAt: new Date(timing.now() + wait).toISOString(),
        active: givenUp ? 0 : 1,
      });
    }
  }

  async function tick() {
    for (const row of await repo.active()) {
      if (busy.has(row.id) || Date.parse(row.nextAttemptAt) > timing.now()) continue;
      const delivery = deliver(row)
        .catch(() => undefined)
        .finally(() => busy.delete(row.id));
      busy.set(row.id, delivery);
    }
  }

  const loop = () => {
    if (!running) return;
    tick()
      .catch(() => undefined)
      .finally(() => {
        if (!running) return;
        timer = setTimeout(loop, timing.pollMs);
        timer.unref();
      });
  };

  return {
    start() {
      if (running) return;
      running = true;
      stopping = new AbortController();
      loop();
    },
    /** Stops polling, cuts the callbacks in flight and waits for their deliveries to end (writing nothing). */
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      stopping.abort();
      await Promise.all(busy.values());
    },
  };
}
export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
