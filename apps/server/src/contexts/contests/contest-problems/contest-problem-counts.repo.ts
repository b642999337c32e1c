import { JudgeStatus } from '@judge/contract';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import { IN_PROGRESS } from '../../judging/facts.ts';
import { madeBeforeSeal, sealCutKey, type SealCut } from './seal-cut.ts';
import { sql, type SqlBool } from 'kysely';

/** Statuses that are not (yet) a verdict: they count in no AC/total. */
export const NOT_JUDGED: number[] = [...IN_PROGRESS, JudgeStatus.SUBMITTING];

/**
 * The contest's verdict counts as the seal lets a viewer read them. `sealedFrom` (null for none) is the seal's
 * moment (a windowed row's own, seal-cut.ts): a submission made at or after it is a try whose result is hidden,
 * as the sealed board shows it (a pending try): it counts in a problem's total whatever its state, never in its
 * verdicts.
 *
 * Every contestant opens the problem list within seconds of a contest's start: the counts are kept per contest
 * and seal until a submission is written (by this server; another server's within a second), one read answering
 * every caller meanwhile.
 */
export function createContestProblemCountsRepo(db: Db) {
  const keptCounts = keptReads<Map<number, { total: number; ac: number }>>(
    changeStampOf(db, ['submissions'], { inserts: true, trustMs: 1_000 }),
    64,
  );
  const keptStatusCounts = keptReads<{ status: number; count: number }[]>(
    changeStampOf(db, ['submissions'], { inserts: true, trustMs: 1_000 }),
    256,
  );
  /** Submissions whose verdict the viewer may read: judged, and made before the seal if there is one. */
  const readable = (cid: number, sealedFrom: SealCut | null) => {
    let query = db.selectFrom('submissions').where('cid', '=', cid).where('status', 'not in', NOT_JUDGED);
    if (sealedFrom !== null) query = query.where(madeBeforeSeal(sealedFrom));
    return query;
  };
  /** Submissions made at or after the seal (none without one), per problem. */
  async function sealedTries(cid: number, sealedFrom: SealCut | null, pid?: number) {
    if (sealedFrom === null) return new Map<number, number>();
    let query = db
      .selectFrom('submissions')
      .select((eb) => ['pid', eb.fn.countAll<number>().as('count')])
      .where('cid', '=', cid)
      .where(sql<SqlBool>`not ${madeBeforeSeal(sealedFrom)}`);
    if (pid !== undefined) query = query.where('pid', '=', pid);
    const rows = await query.groupBy('pid').execute();
    return new Map(rows.map((row) => [row.pid, Number(row.count)]));
  }

  return {
    /** Per problem of the contest: accepted submissions and tries (the problem list's counts). */
    counts: (cid: number, sealedFrom: SealCut | null) =>
      keptCounts(`${cid}|${sealCutKey(sealedFrom)}`, () => readCounts(cid, sealedFrom)),

    /**
     * One problem's verdicts in the contest (the details' pie chart); the tries the seal hides come as
     * 'submitted' (-5), which the chart counts in the total only.
     */
    statusCounts: (cid: number, pid: number, sealedFrom: SealCut | null) =>
      keptStatusCounts(`${cid}|${pid}|${sealCutKey(sealedFrom)}`, () =>
        readStatusCounts(cid, pid, sealedFrom),
      ),
  };

  async function readCounts(cid: number, sealedFrom: SealCut | null) {
    const [rows, hidden] = await Promise.all([
      readable(cid, sealedFrom)
        .select((eb) => [
          'pid',
          eb.fn.countAll<number>().as('total'),
          eb.fn
            .sum<number>(eb.case().when('status', '=', JudgeStatus.ACCEPTED).then(1).else(0).end())
            .as('ac'),
        ])
        .groupBy('pid')
        .execute(),
      sealedTries(cid, sealedFrom),
    ]);
    const counts = new Map<number, { total: number; ac: number }>();
    for (const row of rows) counts.set(row.pid, { total: Number(row.total), ac: Number(row.ac ?? 0) });
    for (const [pid, tries] of hidden) {
      const known = counts.get(pid) ?? { total: 0, ac: 0 };
      counts.set(pid, { ...known, total: known.total + tries });
    }
    return counts;
  }

  async function readStatusCounts(cid: number, pid: number, sealedFrom: SealCut | null) {
    const [rows, hidden] = await Promise.all([
      readable(cid, sealedFrom)
        .select((eb) => ['status', eb.fn.countAll<number>().as('count')])
        .where('pid', '=', pid)
        .groupBy('status')
        .execute(),
      sealedTries(cid, sealedFrom, pid),
    ]);
    const tries = hidden.get(pid) ?? 0;
    const verdicts = rows.map((row) => ({ status: row.status, count: Number(row.count) }));
    return tries > 0 ? [...verdicts, { status: JudgeStatus.SUBMITTED_UNKNOWN, count: tries }] : verdicts;
  }
}
