import { changeStampOf, onKeyedInsert } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';

/** A caller's own submission as their problem list and problem page show it. */
export interface OwnSubmissionRow {
  id: number;
  pid: number;
  status: number;
  score: number | null;
}

/** As PostgreSQL names an inserted submission's contest and user to the other servers (migration 061). */
const submitterKey = (cid: number, uid: number) => `${cid}:${uid}`;

/**
 * A contestant's own submissions in a contest, newest first, read by their problem list and every problem page.
 * That a contestant has none is kept (at a contest's start every contestant opens those pages within seconds,
 * and none has submitted yet) until they submit: an insert forgets the contestant it names (this server's at once,
 * read from the statement by write-epoch.ts, or every kept contestant where it cannot be read; another server's
 * when PostgreSQL names it, migration 061); a submission moved to another contest or user, or deleted, forgets them
 * all. While nobody has submitted in the contest, one read of the contest answers every contestant. Those who have
 * submitted are read every time: their statuses change with each verdict.
 */
export function createOwnSubmissionsRepo(db: Db) {
  const stamp = changeStampOf(db, ['submissions(cid,uid)'], { inserts: 'own', trustMs: 1_000 });
  const keptNone = keptReads<boolean>(stamp, 8_192);
  // That nobody has submitted in a contest yet, by contest: at its start every contestant's list is made at once
  // (the start's push, each reader's own, platform/live), and one read answers all of them instead of one each.
  const keptContestEmpty = keptReads<boolean>(stamp, 256);
  onKeyedInsert(db, 'submissions', (key) => {
    keptNone.forget(key);
    keptContestEmpty.forget(key.slice(0, key.indexOf(':')));
  });
  // Contests found to hold a submission are not asked again (each insert forgets the kept answer): a contest that
  // has been submitted in stays so, and should its submissions be deleted, a contestant's list reads their own.
  const submittedIn = new Set<number>();
  const contestEmpty = async (cid: number) => {
    if (submittedIn.has(cid)) return false;
    const empty = await keptContestEmpty(String(cid), async () => {
      const any = await db.selectFrom('submissions').select('id').where('cid', '=', cid).limit(1).execute();
      return any.length === 0;
    });
    if (!empty) submittedIn.add(cid);
    return empty;
  };

  const read = (cid: number, uids: number[], pids?: number[]) => {
    let query = db
      .selectFrom('submissions')
      .select(['id', 'pid', 'status', 'score'])
      .where('cid', '=', cid)
      .where('uid', 'in', uids);
    if (pids) query = query.where('pid', 'in', pids);
    return query.orderBy('id', 'desc').execute();
  };

  return {
    /** Those of these accounts (the caller, or the caller's team) in the contest, on these problems if given. */
    async userSubmissions(cid: number, uids: number[], pids?: number[]): Promise<OwnSubmissionRow[]> {
      if (uids.length !== 1) return read(cid, uids, pids);
      let rows: OwnSubmissionRow[] | undefined;
      const none = await keptNone(submitterKey(cid, uids[0]), async () => {
        if (await contestEmpty(cid)) return true;
        rows = await read(cid, uids);
        return rows.length === 0;
      });
      if (none) return [];
      // This call's own read has them all; a kept "has some" (or a read shared with another call) reads again.
      if (rows) return pids ? rows.filter((row) => pids.includes(row.pid)) : rows;
      return read(cid, uids, pids);
    },
  };
}
