import { sql } from 'kysely';
import { JudgeStatus } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import type { Dialect } from '../../../db/dialect.ts';
import { isoAfterSeconds, nowIso } from '../../../lib/time.ts';

export const QUEUE_PRIORITY = { contest: 3, normal: 2, rejudge: 1 } as const;
const WAITING = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING];

/** A task nobody holds, or whose holder's lease ran out: the claim's UPDATE repeats it, so of two claimers one wins. */
const claimable = (now: string) => sql<boolean>`(claimed_by is null or lease_expires_at < ${now})`;

/**
 * The judge queue is the submissions table itself. Claiming is one UPDATE whose WHERE repeats the
 * "free" condition, so of two servers racing for a row only one gets it (PostgreSQL re-checks the
 * condition on the locked row; SQLite has one writer). SKIP LOCKED lets PostgreSQL claimers pass
 * each other instead of queueing on the same row.
 */
export function createQueueRepo(db: Db, dialect: Dialect) {
  return {
    /** `languages`: only work in these (a remote judge may lack some toolchains); all when absent. */
    async claimSubmission(
      judger: string,
      leaseSeconds: number,
      languages?: string[],
    ): Promise<{ id: number; version: number } | undefined> {
      const now = nowIso();
      const lease = isoAfterSeconds(leaseSeconds);
      // Fair across users within a priority: a submission's rank is how many of its author's own
      // submissions were already queued when it was made (still waiting, or finished after it was
      // made), so a user's 2nd goes after everyone's 1st however many they send at once.
      const pick = sql`select s.id from submissions s
        where s.status in (${sql.join(WAITING)}) and ${claimable(now)}
          ${languageFilter('s.language', languages)}
        order by s.priority desc,
          (select count(*) from submissions o where o.uid = s.uid and o.priority = s.priority and o.id < s.id
            and (o.status in (${sql.join(WAITING)}) or o.updated_at >= s.created_at)),
          s.id
        limit 1 ${dialect === 'postgres' ? sql`for update skip locked` : sql``}`;
      // Built, not raw SQL: the write counter (write-epoch.ts) then knows it changed these columns of submissions
      // alone; a raw statement counts as a change of every table, and each claim emptied every cache this server
      // keeps (sessions, registrations: each contestant's next call read them again).
      return db
        .updateTable('submissions')
        .set((eb) => ({
          claimedBy: judger,
          leaseExpiresAt: lease,
          status: JudgeStatus.COMPILING,
          version: eb('version', '+', 1),
          progressDone: 0,
          progressTotal: 0,
          updatedAt: now,
        }))
        .where('id', '=', sql<number>`(${pick})`)
        .where(claimable(now))
        .returning(['id', 'version'])
        .executeTakeFirst();
    },

    /**
     * Gives back every claim one judge still holds (a daemon that leaves, an embedded judge whose process
     * died): submissions go back to pending with their version unchanged, so the next claim moves it on and
     * a late write of the old claimant changes nothing. Returns how many tasks went back.
     */
    async releaseAllOf(judger: string): Promise<number> {
      const submissions = await db
        .updateTable('submissions')
        .set({
          claimedBy: null,
          leaseExpiresAt: null,
          status: JudgeStatus.PENDING,
          progressDone: 0,
          progressTotal: 0,
        })
        .where('claimedBy', '=', judger)
        .where('status', 'in', WAITING)
        .executeTakeFirst();
      const testRuns = await db
        .updateTable('testRuns')
        .set({ claimedBy: null, leaseExpiresAt: null })
        .where('claimedBy', '=', judger)
        .where('status', '=', JudgeStatus.PENDING)
        .executeTakeFirst();
      return Number(submissions.numUpdatedRows) + Number(testRuns.numUpdatedRows);
    },

    /** Every judge that holds unfinished work (few: one name per judge process). */
    async claimants(): Promise<string[]> {
      const [submissions, testRuns] = await Promise.all([
        db
          .selectFrom('submissions')
          .select('claimedBy')
          .distinct()
          .where('claimedBy', 'is not', null)
          .where('status', 'in', WAITING)
          .execute(),
        db
          .selectFrom('testRuns')
          .select('claimedBy')
          .distinct()
          .where('claimedBy', 'is not', null)
          .where('status', '=', JudgeStatus.PENDING)
          .execute(),
      ]);
      const names = [...submissions, ...testRuns].map((row) => row.claimedBy);
      return [...new Set(names.filter((name): name is string => name !== null))];
    },

    /** How many unfinished tasks (submissions and test runs) each claimant holds now (the dashboard's load). */
    async claimedCounts(): Promise<Map<string, number>> {
      const [submissions, testRuns] = await Promise.all([
        db
          .selectFrom('submissions')
          .select((eb) => ['claimedBy', eb.fn.countAll<number>().as('n')])
          .where('claimedBy', 'is not', null)
          .where('status', 'in', WAITING)
          .groupBy('claimedBy')
          .execute(),
        db
          .selectFrom('testRuns')
          .select((eb) => ['claimedBy', eb.fn.countAll<number>().as('n')])
          .where('claimedBy', 'is not', null)
          .where('status', '=', JudgeStatus.PENDING)
          .groupBy('claimedBy')
          .execute(),
      ]);
      const counts = new Map<string, number>();
      for (const row of [...submissions, ...testRuns])
        if (row.claimedBy) counts.set(row.claimedBy, (counts.get(row.claimedBy) ?? 0) + Number(row.n));
      return counts;
    },

    /** Languages of the work waiting for a judge, with how much and since when (the judge status page). */
    async waitingLanguages(): Promise<{ language: string; waiting: number; oldestCreatedAt: string }[]> {
      const [submissions, testRuns] = await Promise.all([
        db
          .selectFrom('submissions')
          .select((eb) => [
            'language',
            eb.fn.countAll<number | string>().as('waiting'),
            eb.fn.min('createdAt').as('oldest'),
          ])
          .where('status', 'in', WAITING)
          .groupBy('language')
          .execute(),
        db
          .selectFrom('testRuns')
          .select((eb) => [
            'language',
            eb.fn.countAll<number | string>().as('waiting'),
            eb.fn.min('createdAt').as('oldest'),
          ])
          .where('status', '=', JudgeStatus.PENDING)
          .groupBy('language')
          .execute(),
      ]);
      const byLanguage = new Map<string, { language: string; waiting: number; oldestCreatedAt: string }>();
      for (const row of [...submissions, ...testRuns]) {
        const seen = byLanguage.get(row.language);
        const oldest = String(row.oldest);
        if (!seen)
          byLanguage.set(row.language, {
            language: row.language,
            waiting: Number(row.waiting),
            oldestCreatedAt: oldest,
          });
        else {
          seen.waiting += Number(row.waiting);
          if (oldest < seen.oldestCreatedAt) seen.oldestCreatedAt = oldest;
        }
      }
      return [...byLanguage.values()].sort((a, b) => a.language.localeCompare(b.language));
    },

    async claimTestRun(
      judger: string,
      leaseSeconds: number,
      languages?: string[],
    ): Promise<{ runKey: string } | undefined> {
      const now = nowIso();
      const pick = sql`select run_key from test_runs
        where status = ${JudgeStatus.PENDING} and ${claimable(now)}
          ${languageFilter('language', languages)}
        order by created_at limit 1 ${dialect === 'postgres' ? sql`for update skip locked` : sql``}`;
      return db
        .updateTable('testRuns')
        .set({ claimedBy: judger, leaseExpiresAt: isoAfterSeconds(leaseSeconds) })
        .where('runKey', '=', sql<string>`(${pick})`)
        .where(claimable(now))
        .returning('runKey')
        .executeTakeFirst();
    },

    /**
     * Renews a claim if it is still this judge's and still the same judging (the version moves on a
     * rejudge, cancel or manual verdict). False tells the judge to stop: the work is no longer its own.
     */
    async renewSubmissionLease(id: number, version: number, judger: string, leaseSeconds: number) {
      const result = await db
        .updateTable('submissions')
        .set({ leaseExpiresAt: isoAfterSeconds(leaseSeconds) })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('claimedBy', '=', judger)
        .where('status', 'in', WAITING)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async renewTestRunLease(runKey: string, judger: string, leaseSeconds: number) {
      const result = await db
        .updateTable('testRuns')
        .set({ leaseExpiresAt: isoAfterSeconds(leaseSeconds) })
        .where('runKey', '=', runKey)
        .where('claimedBy', '=', judger)
        .where('status', '=', JudgeStatus.PENDING)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** A stopping judge gives one unfinished claim back, so it is judged again without waiting for the lease. */
    async releaseSubmission(id: number, version: number, judger: string) {
      const result = await db
        .updateTable('submissions')
        .set({
          claimedBy: null,
          leaseExpiresAt: null,
          status: JudgeStatus.PENDING,
          progressDone: 0,
          progressTotal: 0,
        })
        .where('id', '=', id)
        .where('version', '=', version)
        .where('claimedBy', '=', judger)
        .where('status', 'in', WAITING)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async releaseTestRun(runKey: string, judger: string) {
      const result = await db
        .updateTable('testRuns')
        .set({ claimedBy: null, leaseExpiresAt: null })
        .where('runKey', '=', runKey)
        .where('claimedBy', '=', judger)
        .where('status', '=', JudgeStatus.PENDING)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },
  };
}

function languageFilter(column: string, languages: string[] | undefined) {
  if (!languages) return sql``;
  if (languages.length === 0) return sql`and 1 = 0`;
  return sql`and ${sql.ref(column)} in (${sql.join(languages)})`;
}
export type QueueRepo = ReturnType<typeof createQueueRepo>;
