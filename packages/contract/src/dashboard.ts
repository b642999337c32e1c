import { z } from 'zod';

/**
 * The back office's home (spec 3 "Admin area: dashboard (default redirect; recent-14-days contests shown)";
 * the reference's DashboardController and ConfigController service/judge info). docs/api.md "Back office:
 * dashboard". Every number is read from the running system at the call.
 */

/** Days around now whose contests the dashboard lists (the reference's "recent 14 days"). */
export const DASHBOARD_CONTEST_DAYS = 14;
/** The most sessions `get-sessions` lists in `recent`. */
export const DASHBOARD_SESSIONS_MAX = 10;

/**
 * GET /api/admin/dashboard/get-dashboard-info. `tzOffset` is the viewer's `Date.getTimezoneOffset()` (minutes
 * behind UTC), so "today" starts at the viewer's midnight; without it, at the server's.
 */
export const dashboardInfoQuery = z.object({
  tzOffset: z.coerce
    .number({ error: 'tzOffset must be a number of minutes' })
    .int('tzOffset must be an integer')
    .min(-840, 'tzOffset must be -840 to 840 minutes')
    .max(840, 'tzOffset must be -840 to 840 minutes')
    .optional(),
});

/** A contest of the dashboard's window (ended, running or coming within DASHBOARD_CONTEST_DAYS). */
export interface DashboardContest {
  id: number;
  title: string;
  /** 0 ACM, 1 OI. */
  type: number;
  /** 0 public, 1 private, 2 protected. */
  auth: number;
  startTime: string;
  endTime: string;
  /** -1 scheduled, 0 running, 1 ended. */
  status: number;
  visible: boolean;
}

export interface DashboardInfo {
  /** Accounts on the site (the reference's name). */
  userNum: number;
  /** Contests running or starting within 14 days (the reference's count). */
  recentContestNum: number;
  /** Submissions made today (the reference's name: every submission is a judge task). */
  todayJudgeNum: number;
  /** Of today's submissions, those with a final verdict. */
  todayJudgedNum: number;
  runningContestNum: number;
  /** Judges connected now (embedded and remote). */
  judgeNum: number;
  /** Where "today" began, ISO UTC. */
  dayStart: string;
  /** Contests ended in the last 14 days, running, or starting in the next 14, newest start first. */
  recentContests: DashboardContest[];
}

/** One sign-in of the caller, as the reference's Session (its id stays on the server). */
export interface DashboardSession {
  ip: string | null;
  userAgent: string | null;
  gmtCreate: string;
  gmtModified: string;
  /** The session this call was made with. */
  current: boolean;
  /** Not signed out, revoked or expired. */
  active: boolean;
}

/**
 * POST /api/admin/dashboard/get-sessions: the reference's answer (the caller's previous sign-in, or the
 * current one when it is the first) plus `recent`, the caller's latest sign-ins, newest first.
 */
export type DashboardSessions = DashboardSession & { recent: DashboardSession[] };

/** GET /api/admin/config/get-service-info: this server's process and machine, read at the call. */
export interface ServiceInfo {
  /** The reference's keys: CPU cores, CPU and memory use as "12.34%", and the service list. */
  backupCores: number;
  backupPercentCpuLoad: string;
  backupPercentMemoryLoad: string;
  /** metadata['nacos.healthy'] is the reference dashboard's health tag: 'true', since this server answered. */
  backupService: {
    serviceId: string;
    host: string;
    port: number;
    secure: boolean;
    metadata: { 'nacos.healthy': 'true' };
  }[];
  /**
   * The reference's service registry (Nacos) health, read by its dashboard as nacos.status. This server keeps
   * its own list of services (backupService), so its registry is up whenever it answers.
   */
  nacos: { status: 'UP' };
  version: string;
  nodeVersion: string;
  platform: string;
  hostname: string;
  /** Seconds this server process has run. */
  uptimeSeconds: number;
  systemUptimeSeconds: number;
  /** 1, 5 and 15 minute load averages of the machine. */
  loadAverage: [number, number, number];
  /** CPU busy share (0-100) since the previous call (since boot for the first). */
  cpuPercent: number;
  memory: { totalBytes: number; freeBytes: number; usedPercent: number };
  processMemory: { rssBytes: number; heapUsedBytes: number };
  database: { kind: DatabaseKind; sizeBytes: number | null };
}

export type DatabaseKind = 'sqlite' | 'postgres';

/** GET /api/admin/config/get-judge-service-info: one entry per connected judge. */
export interface JudgeServiceInfo {
  name: string;
  kind: 'embedded' | 'remote';
  languages: string[];
  /** Tasks it may run at once (null: a remote judge that has not sent a heartbeat yet). */
  capacity: number | null;
  /** Tasks it holds now (claimed submissions and test runs). */
  running: number;
  lastSeenAt: string;
  /** The reference's service record, so its client's table renders (host and port are not known here). */
  service: { serviceId: string; metadata: { judgeName: string; 'nacos.healthy': 'true' } };
}
