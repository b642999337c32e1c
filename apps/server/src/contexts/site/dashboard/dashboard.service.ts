import {
  DASHBOARD_CONTEST_DAYS,
  type DashboardContest,
  type DashboardInfo,
  type DashboardSession,
  type DashboardSessions,
} from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { contestStatus } from '../../contests/facts.ts';
import { createDashboardRepo } from './dashboard.repo.ts';

const DAY_MS = 86_400_000;

/**
 * Where the day that holds `nowMs` began, for a viewer `tzOffsetMinutes` behind UTC (`Date.getTimezoneOffset()`),
 * as an ISO UTC instant.
 */
export function dayStartUtc(nowMs: number, tzOffsetMinutes: number): string {
  const local = nowMs - tzOffsetMinutes * 60_000;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) + tzOffsetMinutes * 60_000).toISOString();
}

/** The counts and contests of the back office's home, and the caller's sign-ins (docs/api.md "Dashboard"). */
export function createDashboardService({ db, judgeCount }: { db: Db; judgeCount: () => Promise<number> }) {
  const repo = createDashboardRepo(db);

  return {
    async info(query: { tzOffset?: number }, nowMs = Date.now()): Promise<DashboardInfo> {
      const now = new Date(nowMs).toISOString();
      const dayStart = dayStartUtc(nowMs, query.tzOffset ?? new Date(nowMs).getTimezoneOffset());
      const from = new Date(nowMs - DASHBOARD_CONTEST_DAYS * DAY_MS).toISOString();
      const until = new Date(nowMs + DASHBOARD_CONTEST_DAYS * DAY_MS).toISOString();
      const [userNum, today, contests, recent, judgeNum] = await Promise.all([
        repo.userCount(),
        repo.submissionsSince(dayStart),
        repo.contestCounts(now, until),
        repo.contestsBetween(from, until),
        judgeCount(),
      ]);
      return {
        userNum,
        recentContestNum: contests.upcoming,
        todayJudgeNum: today.made,
        todayJudgedNum: today.judged,
        runningContestNum: contests.running,
        judgeNum,
        dayStart,
        recentContests: recent.map((contest): DashboardContest => ({
          ...contest,
          visible: contest.visible === 1,
          status: contestStatus(now, contest.startTime, contest.endTime),
        })),
      };
    },

    /** The reference's answer (the previous sign-in, else this one) with the latest sign-ins beside it. */
    async sessions(actor: Actor, nowMs = Date.now()): Promise<DashboardSessions> {
      const now = new Date(nowMs).toISOString();
      const recent = (await repo.sessionsOf(actor.uid)).map((session): DashboardSession => ({
        ip: session.ip,
        userAgent: session.userAgent,
        gmtCreate: session.createdAt,
        gmtModified: session.createdAt,
        current: session.id === actor.sessionId,
        active: session.revokedAt === null && session.expiresAt > now,
      }));
      // The caller's own session exists (it made this call), so `recent` is never empty.
      return { ...(recent.length > 1 ? recent[1] : recent[0]), recent };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
