import type { JudgeServerStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

type JudgeEntry = JudgeServerStatus['judges'][number];
type WaitingLanguage = { language: string; waiting: number; oldestCreatedAt: string };

/** How long the answer to "can a connected judge run this language?" is reused (submission pages poll it). */
const CAN_RUN_CACHE_MS = 2_000;
/** Rows of judges silent for this long are removed (they are long out of the window anyway). */
const FORGET_AFTER_MS = 24 * 3600_000;

/**
 * The judges every server knows, kept in the `judges` table: this server's embedded judge (refreshed by
 * `refreshEmbedded`, removed by `close`) and the remote judges whose claims and heartbeats reached any
 * server (claims and heartbeats carry the languages a judge can run). A judge counts as connected while its
 * last call is at most `seenWindowSeconds` old, so behind a proxy each server sees the others' judges too.
 */
export function createJudgeRoster({ db, seenWindowSeconds }: { db: Db; seenWindowSeconds: number }) {
  let embedded: { name: string; languages: string[]; capacity: number } | null = null;
  // A daemon calls many times per window (every long poll, every heartbeat): its row is rewritten when what
  // it says changes, or when the last write from this server is older than a sixth of the window.
  const lastWrites = new Map<string, { atMs: number; said: string }>();
  let canRunCache: { atMs: number; languages: Set<string> } | null = null;

  /**
   * Upserts a judge's row. A claim says only the languages (capacity and running tasks stay as the last
   * heartbeat, perhaps to another server, said); a heartbeat and the embedded judge say everything.
   */
  async function write(
    name: string,
    said: {
      kind: JudgeEntry['kind'];
      languages: string[];
      capacity?: number | null;
      runningTasks?: number | null;
    },
    nowMs: number,
  ) {
    const throttleKey = `${name}|${said.capacity === undefined ? 'languages' : 'all'}`;
    const fingerprint = JSON.stringify(said);
    const last = lastWrites.get(throttleKey);
    if (last && last.said === fingerprint && nowMs - last.atMs < (seenWindowSeconds * 1000) / 6) return;
    lastWrites.set(throttleKey, { atMs: nowMs, said: fingerprint });
    const update = {
      kind: said.kind,
      languages: JSON.stringify(said.languages),
      lastSeenAt: new Date(nowMs).toISOString(),
      ...(said.capacity === undefined
        ? {}
        : { capacity: said.capacity, runningTasks: said.runningTasks ?? null }),
    };
    await db
      .insertInto('judges')
      .values({ name, capacity: null, runningTasks: null, ...update })
      .onConflict((oc) => oc.column('name').doUpdateSet(update))
      .execute();
    canRunCache = null;
  }

  async function forget(name: string) {
    lastWrites.delete(`${name}|languages`);
    lastWrites.delete(`${name}|all`);
    canRunCache = null;
    await db.deleteFrom('judges').where('name', '=', name).execute();
  }

  async function connected(nowMs = Date.now()): Promise<JudgeEntry[]> {
    const since = new Date(nowMs - seenWindowSeconds * 1000).toISOString();
    const rows = await db
      .selectFrom('judges')
      .selectAll()
      .where('lastSeenAt', '>=', since)
      .orderBy('name')
      .execute();
    return rows.map((row) => ({
      name: row.name,
      kind: row.kind === 'embedded' ? 'embedded' : 'remote',
      languages: JSON.parse(row.languages) as string[],
      capacity: row.capacity,
      runningTasks: row.runningTasks,
      lastSeenAt: row.lastSeenAt,
    }));
  }

  return {
    seenWindowSeconds,

    /** This server's own judge: listed while the server runs (kept fresh by `refreshEmbedded`). */
    async setEmbedded(name: string, languages: string[], capacity: number) {
      embedded = { name, languages: [...languages], capacity };
      await write(
        name,
        { kind: 'embedded', languages: embedded.languages, capacity, runningTasks: null },
        Date.now(),
      );
    },

    /** Keeps the embedded judge's row fresh and clears rows of judges silent for a day. */
    async refreshEmbedded(nowMs = Date.now()) {
      if (embedded)
        await write(
          embedded.name,
          {
            kind: 'embedded',
            languages: embedded.languages,
            capacity: embedded.capacity,
            runningTasks: null,
          },
          nowMs,
        );
      await db
        .deleteFrom('judges')
        .where('lastSeenAt', '<', new Date(nowMs - FORGET_AFTER_MS).toISOString())
        .execute();
    },

    /** A remote judge called: a claim (languages only) or a heartbeat (also capacity and running tasks). */
    async seen(name: string, languages: string[], heartbeat?: { capacity: number; runningTasks: number }) {
      await write(name, { kind: 'remote', languages: [...languages], ...(heartbeat ?? {}) }, Date.now());
    },

    /** A judge that leaves is gone from every server's list at once. */
    left: forget,

    connected,

    /** Whether a connected judge can run the language (answered from a cache of a couple of seconds). */
    async canRun(language: string, nowMs = Date.now()): Promise<boolean> {
      if (!canRunCache || nowMs - canRunCache.atMs > CAN_RUN_CACHE_MS) {
        const judges = await connected(nowMs);
        canRunCache = { atMs: nowMs, languages: new Set(judges.flatMap((judge) => judge.languages)) };
      }
      return canRunCache.languages.has(language);
    },

    /** The status root sees: every connected judge, and each waiting language with whether one can run it. */
    async status(waiting: WaitingLanguage[]): Promise<JudgeServerStatus> {
      const judges = await connected();
      const runnable = new Set(judges.flatMap((judge) => judge.languages));
      const queue = waiting.map((entry) => ({ ...entry, runnable: runnable.has(entry.language) }));
      return {
        seenWindowSeconds,
        judges,
        queue,
        unservedLanguages: queue.filter((entry) => !entry.runnable).map((entry) => entry.language),
      };
    },

    /** The server stops: its embedded judge is no longer there to judge. */
    async close() {
      if (embedded) await forget(embedded.name);
      embedded = null;
    },
  };
}
export type JudgeRoster = ReturnType<typeof createJudgeRoster>;
