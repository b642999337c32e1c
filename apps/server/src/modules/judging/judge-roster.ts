import type { JudgeServerStatus } from '@judge/contract';

type JudgeEntry = JudgeServerStatus['judges'][number];
type WaitingLanguage = { language: string; waiting: number; oldestCreatedAt: string };

/**
 * The judges this server process knows: its embedded judge, and the remote judges whose calls reached it
 * within the window (claims and heartbeats carry the languages a judge can run). Kept in memory: behind a
 * proxy each server sees every daemon's heartbeats and claims in turn, which the window allows for.
 */
export function createJudgeRoster({ seenWindowSeconds }: { seenWindowSeconds: number }) {
  const remote = new Map<string, JudgeEntry & { seenAtMs: number }>();
  let embedded: JudgeEntry | null = null;

  const connected = (nowMs = Date.now()): JudgeEntry[] => {
    const judges: JudgeEntry[] = embedded ? [{ ...embedded, lastSeenAt: new Date(nowMs).toISOString() }] : [];
    for (const [name, entry] of remote) {
      if (nowMs - entry.seenAtMs > seenWindowSeconds * 1000) {
        remote.delete(name);
        continue;
      }
      const { seenAtMs: _seenAtMs, ...shown } = entry;
      judges.push(shown);
    }
    return judges.sort((a, b) => a.name.localeCompare(b.name));
  };

  return {
    seenWindowSeconds,

    setEmbedded(name: string, languages: string[], capacity: number) {
      embedded = {
        name,
        kind: 'embedded',
        languages: [...languages],
        capacity,
        runningTasks: null,
        lastSeenAt: '',
      };
    },

    /** A remote judge called: a claim (languages only) or a heartbeat (also capacity and running tasks). */
    seen(name: string, languages: string[], heartbeat?: { capacity: number; runningTasks: number }) {
      const nowMs = Date.now();
      const previous = remote.get(name);
      remote.set(name, {
        name,
        kind: 'remote',
        languages: [...languages],
        capacity: heartbeat?.capacity ?? previous?.capacity ?? null,
        runningTasks: heartbeat?.runningTasks ?? previous?.runningTasks ?? null,
        lastSeenAt: new Date(nowMs).toISOString(),
        seenAtMs: nowMs,
      });
    },

    left(name: string) {
      remote.delete(name);
    },

    connected,

    /** The status root sees: every connected judge, and each waiting language with whether one can run it. */
    status(waiting: WaitingLanguage[]): JudgeServerStatus {
      const judges = connected();
      const runnable = new Set(judges.flatMap((judge) => judge.languages));
      const queue = waiting.map((entry) => ({ ...entry, runnable: runnable.has(entry.language) }));
      return {
        seenWindowSeconds,
        judges,
        queue,
        unservedLanguages: queue.filter((entry) => !entry.runnable).map((entry) => entry.language),
      };
    },
  };
}
export type JudgeRoster = ReturnType<typeof createJudgeRoster>;
