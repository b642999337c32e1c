import { JudgeStatus, nextBalloonColor, Role, type PageQuery } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import type { ChangeReactions } from '../../../lib/change-reactions.ts';
import { nowIso } from '../../../lib/time.ts';
import { addableProblems, contestProblemPage } from './contest-problem-admin-lists.ts';
import { SUBMISSION_ROW_COLUMNS } from '../../judging/facts.ts';
import { createContestProblemCountsRepo, NOT_JUDGED } from './contest-problem-counts.repo.ts';
import { createOwnSubmissionsRepo } from './contest-own-submissions.repo.ts';
import { madeBeforeSeal, type SealCut } from './seal-cut.ts';

export interface ContestSubmissionFilter {
  cid: number;
  /** Only these accounts' (the caller's, or the caller's team's). */
  uids?: number[];
  username?: string;
  displayId?: string;
  status?: number;
  /**
   * The seal for this viewer (seal-cut.ts): a status filter must not find others' submissions made at or after
   * it, whose results are hidden, so it matches only the viewer's own (`ownUids`: theirs, or their team's) and
   * earlier ones.
   */
  sealedFrom?: SealCut;
  ownUids?: number[];
}

/** Which code of a contest the AC download takes. */
export interface AcceptedCodeScope {
  cid: number;
  startTime: string;
  endTime: string;
  /** OI: every judged submission with a score (the download keeps each user's latest per problem). */
  scored: boolean;
  /** Leave out the contest admins: this author uid, and root. */
  excludeAdminsOf?: number;
}

/** Every query of contest problems and of a contest's submissions. */
export function createContestProblemsRepo(db: Db, changes: Pick<ChangeReactions, 'emit'>) {
  const findByDisplayId = (cid: number, displayId: string) =>
    db
      .selectFrom('contestProblems')
      .selectAll()
      .where('cid', '=', cid)
      .where('displayId', '=', displayId)
      .executeTakeFirst();
  const list = (cid: number) =>
    db
      .selectFrom('contestProblems')
      .selectAll()
      .where('cid', '=', cid)
      .orderBy('displayId')
      .orderBy('id')
      .execute();
  // The contest's problem list and a problem's page are opened by every contestant at its start: the links are kept
  // until a link of any contest is written (another server's writes within a second). Writes read them unkept.
  const linksStamp = changeStampOf(db, ['contest_problems'], { inserts: true, trustMs: 1_000 });
  const keptLinks = keptReads<Awaited<ReturnType<typeof findByDisplayId>> | null>(linksStamp, 1_024);
  const keptLists = keptReads<Awaited<ReturnType<typeof list>>>(linksStamp, 256);
  const repo = {
    ...createContestProblemCountsRepo(db),
    ...createOwnSubmissionsRepo(db),
    /** The contest's problem links in display order for its pages (kept: callers must not change them). */
    listForPage: (cid: number) => keptLists(String(cid), () => list(cid)),
    /** A contest problem's link by its display id for its page (kept: callers must not change it). */
    linkForPage: async (cid: number, displayId: string) =>
      (await keptLinks(`${cid}/${displayId}`, async () => (await findByDisplayId(cid, displayId)) ?? null)) ??
      undefined,
    list,

    /** Each contest problem's time limit (ms) and number of test cases (the CLICS export says them). */
    judgeFacts: (cid: number) =>
      db
        .selectFrom('contestProblems as cp')
        .innerJoin('problems as p', 'p.id', 'cp.pid')
        .select((eb) => [
          'cp.pid',
          'p.timeLimit',
          eb
            .selectFrom('problemCases as pc')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('pc.pid', '=', 'cp.pid')
            .as('testDataCount'),
        ])
        .where('cp.cid', '=', cid)
        .execute(),

    find: (cid: number, pid: number) =>
      db
        .selectFrom('contestProblems')
        .selectAll()
        .where('cid', '=', cid)
        .where('pid', '=', pid)
        .executeTakeFirst(),

    /** The contests a problem is linked into. */
    contestsOf: async (pid: number) =>
      (
        await db.selectFrom('contestProblems').select('cid').where('pid', '=', pid).orderBy('cid').execute()
      ).map((row) => row.cid),

    findByDisplayId,

    /** The back office's lists: the contest's problems, and the bank problems it may take (contest-problem-admin-lists.ts). */
    adminAddable: (
      contest: { cid: number; gid: number | null },
      filter: { problemType: number; keyword?: string },
      page: PageQuery,
    ) => addableProblems(db, contest, filter, page),
    adminPage: (cid: number, keyword: string | undefined, page: PageQuery) =>
      contestProblemPage(db, cid, keyword, page),

    /**
     * A new link; `executor` is the transaction it belongs to when it is written with other rows. Without a
     * `color` (undefined) the problem gets the contest's next default balloon colour; null means none.
     */
    async insert(
      values: { cid: number; pid: number; displayId: string; displayTitle: string; color?: string | null },
      executor: Db = db,
    ) {
      const now = nowIso();
      const color =
        values.color !== undefined
          ? values.color
          : nextBalloonColor(
              (
                await executor
                  .selectFrom('contestProblems')
                  .select('color')
                  .where('cid', '=', values.cid)
                  .execute()
              ).map((link) => link.color),
            );
      const row = await executor
        .insertInto('contestProblems')
        .values({ ...values, color, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * Edits the link; a new display id goes to the contest's submissions of that problem (they carry it as their
     * displayPid, written by the judging on 'contest-problem/rename'), in one transaction (the caller's, when it
     * gives one).
     */
    async update(
      cid: number,
      pid: number,
      values: { displayId: string; displayTitle: string; color: string | null },
      executor?: Db,
    ) {
      const write = async (trx: Db) => {
        await trx
          .updateTable('contestProblems')
          .set({ ...values, gmtModified: nowIso() })
          .where('cid', '=', cid)
          .where('pid', '=', pid)
          .execute();
        await changes.emit(trx, 'contest-problem/rename', { cid, pid, displayId: values.displayId });
      };
      if (executor) await write(executor);
      else await db.transaction().execute(write);
    },

    async remove(cid: number, pid: number) {
      const result = await db
        .deleteFrom('contestProblems')
        .where('cid', '=', cid)
        .where('pid', '=', pid)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** The caller's submissions in the contest (their team's: `uids`), newest first (for myStatus and score). */
    async submissionPage(filter: ContestSubmissionFilter, page: PageQuery) {
      let query = db
        .selectFrom('submissions')
        .innerJoin('problems', 'problems.id', 'submissions.pid')
        .leftJoin('contestProblems', (join) =>
          join
            .onRef('contestProblems.cid', '=', 'submissions.cid')
            .onRef('contestProblems.pid', '=', 'submissions.pid'),
        )
        .where('submissions.cid', '=', filter.cid);
      if (filter.uids !== undefined) query = query.where('submissions.uid', 'in', filter.uids);
      if (filter.username) query = query.where('submissions.username', '=', filter.username);
      const { status, sealedFrom, ownUids } = filter;
      if (status !== undefined) query = query.where('submissions.status', '=', status);
      if (status !== undefined && sealedFrom !== undefined)
        query = query.where((eb) =>
          eb.or([madeBeforeSeal(sealedFrom), eb('submissions.uid', 'in', ownUids ?? [-1])]),
        );
      if (filter.displayId) query = query.where('submissions.displayPid', '=', filter.displayId);
      const [records, total] = await Promise.all([
        query
          .select([
            ...SUBMISSION_ROW_COLUMNS,
            'submissions.teamId',
            'problems.title as bankTitle',
            'contestProblems.displayTitle',
          ])
          .orderBy('submissions.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /**
     * The code of a contest's finished submissions made from its start up to (not including) its end, on
     * problems still in the contest: accepted ones (ACM) or those with a score (OI), newest first.
     */
    acceptedCode(scope: AcceptedCodeScope) {
      let query = db
        .selectFrom('submissions as s')
        .innerJoin('users as u', 'u.uid', 's.uid')
        .innerJoin('contestProblems as cp', (join) =>
          join.onRef('cp.pid', '=', 's.pid').on('cp.cid', '=', scope.cid),
        )
        .select(['s.id', 's.uid', 'u.username', 's.pid', 'cp.displayId', 's.language', 's.code', 's.score'])
        .where('s.cid', '=', scope.cid)
        .where('s.createdAt', '>=', scope.startTime)
        .where('s.createdAt', '<', scope.endTime);
      query = scope.scored
        ? query.where('s.score', 'is not', null).where('s.status', 'not in', NOT_JUDGED)
        : query.where('s.status', '=', JudgeStatus.ACCEPTED);
      if (scope.excludeAdminsOf !== undefined)
        query = query.where('s.uid', '<>', scope.excludeAdminsOf).where('u.role', '<>', Role.ROOT);
      return query.orderBy('s.id', 'desc').execute();
    },

    submissionStatuses: (cid: number, ids: number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('submissions')
            .select([
              'id',
              'uid',
              'teamId',
              'createdAt',
              'status',
              'score',
              'time',
              'memory',
              'oiRankScore',
              'progressDone',
              'progressTotal',
            ])
            .where('cid', '=', cid)
            .where('id', 'in', ids)
            .execute(),
  };
  return repo;
}
export type ContestProblemsRepo = ReturnType<typeof createContestProblemsRepo>;
