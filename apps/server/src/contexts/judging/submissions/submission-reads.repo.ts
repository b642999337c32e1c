import { sql } from 'kysely';
import { JudgeStatus, type PageQuery } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { SUBMISSION_ROW_COLUMNS, type ListFilter } from './submission-rows.ts';

/** The submissions' reads: one submission, the lists and the statuses a caller polls. */
export function createSubmissionReads(db: Db) {
  return {
    /** `executor`: a transaction that wrote the submission and reads it back before committing. */
    findById: (id: number, executor: Db = db) =>
      executor.selectFrom('submissions').selectAll().where('id', '=', id).executeTakeFirst(),

    /**
     * A submission with the few facts of its problem its detail shows (title, type, code sharing), in one
     * round trip: the detail is polled every two seconds while a submission is judged, and reading the
     * problem's whole row (statement, samples) apart cost two more. Null problem columns: a removed problem.
     */
    findWithProblem: (id: number) =>
      db
        .selectFrom('submissions')
        .leftJoin('problems', 'problems.id', 'submissions.pid')
        .selectAll('submissions')
        .select([
          'problems.title as problemTitle',
          'problems.type as problemType',
          'problems.codeShare as problemCodeShare',
        ])
        .where('submissions.id', '=', id)
        .executeTakeFirst(),

    lastSubmitTime: async (uid: number) =>
      (
        await db
          .selectFrom('submissions')
          .select('createdAt')
          .where('uid', '=', uid)
          .where('cid', '=', 0)
          .orderBy('id', 'desc')
          .limit(1)
          .executeTakeFirst()
      )?.createdAt,

    /** The user's latest accepted submission of a problem, in a contest (cid) or outside them (cid 0). */
    lastAccepted: (uid: number, pid: number, cid: number) =>
      db
        .selectFrom('submissions')
        .select(['id', 'language', 'code'])
        .where('uid', '=', uid)
        .where('pid', '=', pid)
        .where('cid', '=', cid)
        .where('status', '=', JudgeStatus.ACCEPTED)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst(),

    async page(filter: ListFilter, page: PageQuery) {
      let query = db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .where('submissions.cid', '=', filter.cid);
      query =
        filter.gid === undefined
          ? query.where('submissions.gid', 'is', null)
          : query.where('submissions.gid', '=', filter.gid);
      if (filter.uid !== undefined) query = query.where('submissions.uid', '=', filter.uid);
      if (filter.username) query = query.where('submissions.username', '=', filter.username);
      if (filter.status !== undefined) query = query.where('submissions.status', '=', filter.status);
      if (filter.problemId) {
        query = filter.exactProblemId
          ? query.where('submissions.displayPid', '=', filter.problemId)
          : query.where(
              sql<boolean>`lower(submissions.display_pid) like ${`%${filter.problemId.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
            );
      }
      const [records, total] = await Promise.all([
        query
          .select([...SUBMISSION_ROW_COLUMNS, 'problems.title'])
          .orderBy('submissions.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    statuses: (ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('submissions')
            .select([
              'id',
              'status',
              'score',
              'time',
              'memory',
              'oiRankScore',
              'progressDone',
              'progressTotal',
              'uid',
              'cid',
              'gid',
              'teamId',
              'createdAt',
            ])
            .where('id', 'in', ids)
            .execute(),

    cases: (submissionId: number, version: number) =>
      db
        .selectFrom('judgeCases')
        .selectAll()
        .where('submissionId', '=', submissionId)
        .where('version', '=', version)
        .orderBy('position')
        .execute(),

    /** Per problem: 0 if the user ever got AC, else the latest final (or in-progress) status. */
    async userStatuses(
      uid: number,
      pids: number[],
    ): Promise<Map<number, { status: number; score: number | null }>> {
      const result = new Map<number, { status: number; score: number | null }>();
      if (pids.length === 0) return result;
      const rows = await db
        .selectFrom('submissions')
        .select(['pid', 'status', 'score', 'id'])
        .where('uid', '=', uid)
        .where('pid', 'in', pids)
        .where('cid', '=', 0)
        .orderBy('id', 'desc')
        .execute();
      for (const row of rows) {
        const known = result.get(row.pid);
        if (!known) result.set(row.pid, { status: row.status, score: row.score });
        else if (row.status === JudgeStatus.ACCEPTED && known.status !== JudgeStatus.ACCEPTED)
          result.set(row.pid, { status: 0, score: row.score });
      }
      return result;
    },

    /** Every submission of one problem in one contest, oldest first (a contest problem's rejudge). */
    contestProblemSubmissionIds: async (cid: number, pid: number) =>
      (
        await db
          .selectFrom('submissions')
          .select('id')
          .where('cid', '=', cid)
          .where('pid', '=', pid)
          .orderBy('id')
          .execute()
      ).map((row) => row.id),
  };
}
