import { BlockList, isIPv6 } from 'node:net';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { verdictAbbreviation } from '@judge/contract';

/**
 * The server's Prometheus metrics (issue 21 part 3), one registry per app so that tests and several apps in one
 * process never mix their counts. prom-client writes the text format; we only say what is counted and when.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'judge_' });
  return {
    registry,
    httpRequests: new Histogram({
      name: 'judge_http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, with their latency',
      labelNames: ['route', 'method', 'status'] as const,
      // From a cached read (about 1 ms) to a slow board or zip (10 s).
      buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    judgings: new Counter({
      name: 'judge_judgings_total',
      help: 'Submissions judged to a final verdict, by language and verdict',
      labelNames: ['language', 'verdict'] as const,
      registers: [registry],
    }),
    scoreboardRebuilds: new Counter({
      name: 'judge_scoreboard_rebuilds_total',
      help: 'Contest boards computed from the submissions (a cached board served again is not counted)',
      registers: [registry],
    }),
    pushConnections: new Gauge({
      name: 'judge_push_connections',
      help: 'Live update streams (Server-Sent Events, GET /api/live) open on this server',
      registers: [registry],
    }),
  };
}
export type Metrics = ReturnType<typeof createMetrics>;

/** What the gauges read when Prometheus scrapes: asked then, so a scrape shows the state at that moment. */
export interface MetricsSources {
  queue: () => Promise<{ language: string; waiting: number; oldestCreatedAt: string }[]>;
  judges: () => Promise<{ name: string; kind: string; capacity: number | null; running: number }[]>;
  /** PostgreSQL's pool; SQLite has none. */
  pool?: () => { total: number; idle: number; waiting: number };
  now?: () => number;
}

/** The gauges read at scrape time: the judge queue's depth and age, connected judges, the database pool. */
export function watchSources(metrics: Metrics, sources: MetricsSources): void {
  const registers = [metrics.registry];
  const now = sources.now ?? Date.now;
  new Gauge({
    name: 'judge_queue_waiting',
    help: 'Submissions waiting for a judge, by language',
    labelNames: ['language'] as const,
    registers,
    async collect() {
      this.reset();
      for (const entry of await sources.queue()) this.set({ language: entry.language }, entry.waiting);
    },
  });
  new Gauge({
    name: 'judge_queue_oldest_age_seconds',
    help: 'How long the oldest waiting submission has waited, by language',
    labelNames: ['language'] as const,
    registers,
    async collect() {
      this.reset();
      for (const entry of await sources.queue())
        this.set(
          { language: entry.language },
          Math.max(0, (now() - Date.parse(entry.oldestCreatedAt)) / 1000),
        );
    },
  });
  new Gauge({
    name: 'judge_judges_connected',
    help: 'Judges connected to this server (embedded and remote), with their slots and running tasks',
    labelNames: ['kind'] as const,
    registers,
    async collect() {
      this.reset();
      for (const judge of await sources.judges()) this.inc({ kind: judge.kind });
    },
  });
  new Gauge({
    name: 'judge_judge_slots',
    help: 'Judging slots of the connected judges, and how many are running a task now',
    labelNames: ['state'] as const,
    registers,
    async collect() {
      const judges = await sources.judges();
      this.set(
        { state: 'total' },
        judges.reduce((sum, judge) => sum + (judge.capacity ?? 0), 0),
      );
      this.set(
        { state: 'running' },
        judges.reduce((sum, judge) => sum + judge.running, 0),
      );
    },
  });
  const pool = sources.pool;
  if (pool)
    new Gauge({
      name: 'judge_db_pool_connections',
      help: 'PostgreSQL pool: connections open, idle, and queries waiting for one',
      labelNames: ['state'] as const,
      registers,
      collect() {
        const stats = pool();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
}

/** The verdict's short name as the judge's reports write it (AC, WA, ...), its code otherwise. */
export const verdictLabel = (status: number): string => verdictAbbreviation[status] ?? String(status);

/**
 * The addresses allowed to read /metrics without a token (METRICS_ALLOW: addresses and CIDR ranges, comma
 * separated; e.g. the Prometheus server's). Malformed entries are refused at start by the config.
 */
export function addressList(entries: string[]): BlockList {
  const list = new BlockList();
  for (const entry of entries) {
    const [address, bits] = entry.split('/');
    const type = isIPv6(address!) ? 'ipv6' : 'ipv4';
    if (bits === undefined) list.addAddress(address!, type);
    else list.addSubnet(address!, Number(bits), type);
  }
  return list;
}
