import { sql } from 'kysely';
import { JudgeStatus, Role, type AcInfoRow } from '@judge/contract';
import type { Db } from '../../../db/database.ts';
import { nowIso } from '../../../lib/time.ts';
import { teamInRooms } from '../contest-volunteers/contest-volunteers.repo.ts';

/** Who the AC helper leaves out: the contest's admins (its author, and root), whose submissions never count. */
export interface BalloonScope {
  cid: number;
  authorUid: number;
  /** Star (unofficial) accounts, lower-cased: they get balloons but never first blood. */
  starNames: string[];
  /**
   * Only the balloons of accounts whose team sits in one of these rooms (docs/contest-volunteers.md "Rooms");
   * null or left out: every balloon. First blood stays the contest's.
   */
  rooms?: readonly string[] | null;
}

/**
 * Every query of the AC helper. A balloon is a contestant's first accepted submission of a problem that is
 * in the contest; only its delivery (`checked`) is stored, in contest_balloons.
 */
export function createContestBalloonsRepo(db: Db) {
  /**
   * Each contestant's first accepted submission of each of the contest's problems, with its submitter. In a team
   * contest the contestant is the team the submission recorded (docs/contest-teams.md): one balloon per team and
   * problem, whichever member solved it first (a team's key is the negative of its id, never a uid).
   */
  const firsts = (scope: BalloonScope) =>
    db
      .selectFrom(
        db
          .selectFrom('submissions as s')
          .innerJoin('users as u', 'u.uid', 's.uid')
          .innerJoin('contestProblems as cp', (join) =>
            join.onRef('cp.pid', '=', 's.pid').on('cp.cid', '=', scope.cid),
          )
          .select(['s.pid', (eb) => eb.fn.min<number>('s.id').as('id')])
          .where('s.cid', '=', scope.cid)
          .where('s.status', '=', JudgeStatus.ACCEPTED)
          .where('s.uid', '!=', scope.authorUid)
          .where('u.role', '!=', Role.ROOT)
          .groupBy([sql`coalesce(-${sql.ref('s.teamId')}, ${sql.ref('s.uid')})`, 's.pid'])
          .as('g'),
      )
      .innerJoin('submissions as w', 'w.id', 'g.id')
      .select(['w.uid', 'g.pid', 'g.id']);

  return {
    /** One page: balloons still to deliver first, then by AC time (the order a runner works them). */
    async page(scope: BalloonScope, offset: number, limit: number) {
      const inRooms = await teamInRooms(db, scope.cid, scope.rooms ?? null);
      const all = db.with('f', () => firsts(scope)).selectFrom('f');
      const base = inRooms ? all.where(inRooms('f.uid')) : all;
      const [rows, count] = await Promise.all([
        base
          .innerJoin('submissions as s', 's.id', 'f.id')
          .innerJoin('users as u', 'u.uid', 'f.uid')
          .innerJoin('contestProblems as cp', (join) =>
            join.onRef('cp.pid', '=', 'f.pid').on('cp.cid', '=', scope.cid),
          )
          .leftJoin('contestBalloons as b', (join) =>
            join.onRef('b.uid', '=', 'f.uid').onRef('b.pid', '=', 'f.pid').on('b.cid', '=', scope.cid),
          )
          .select([
            'f.id',
            'f.uid',
            'f.pid',
            'u.username',
            'u.realname',
            'cp.displayId',
            'cp.color',
            's.createdAt as submitTime',
            sql<number>`coalesce(${sql.ref('b.checked')}, 0)`.as('checked'),
          ])
          .orderBy(sql`coalesce(${sql.ref('b.checked')}, 0)`)
          .orderBy('s.createdAt')
          .orderBy('f.id')
          .offset(offset)
          .limit(limit)
          .execute(),
        base.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.count) };
    },

    /** Per problem, the submission that drew first blood: the earliest first AC of a ranked contestant. */
    async firstBloods(scope: BalloonScope): Promise<Map<number, number>> {
      let query = db
        .with('f', () => firsts(scope))
        .selectFrom('f')
        .innerJoin('users as u', 'u.uid', 'f.uid')
        .select(['f.pid', (eb) => eb.fn.min<number>('f.id').as('id')])
        .groupBy('f.pid');
      if (scope.starNames.length > 0)
        query = query.where(sql`lower(${sql.ref('u.username')})`, 'not in', scope.starNames);
      const rows = await query.execute();
      return new Map(rows.map((row) => [row.pid, Number(row.id)]));
    },

    /** An accepted submission of the contest: the balloon a 'Check It' names. */
    acceptedSubmission: (cid: number, id: number) =>
      db
        .selectFrom('submissions')
        .select(['id', 'uid', 'pid'])
        .where('id', '=', id)
        .where('cid', '=', cid)
        .where('status', '=', JudgeStatus.ACCEPTED)
        .executeTakeFirst(),

    /** Whether that balloon was marked delivered. */
    isChecked: async (balloon: { cid: number; uid: number; pid: number }) =>
      (
        await db
          .selectFrom('contestBalloons')
          .select('checked')
          .where('cid', '=', balloon.cid)
          .where('uid', '=', balloon.uid)
          .where('pid', '=', balloon.pid)
          .executeTakeFirst()
      )?.checked === 1,

    setChecked: async (balloon: { cid: number; uid: number; pid: number }, checked: boolean) => {
      const values = { checked: checked ? 1 : 0, gmtModified: nowIso() };
      await db
        .insertInto('contestBalloons')
        .values({ ...balloon, ...values })
        .onConflict((oc) => oc.columns(['cid', 'uid', 'pid']).doUpdateSet(values))
        .execute();
    },
  };
}
export type ContestBalloonsRepo = ReturnType<typeof createContestBalloonsRepo>;

/** A page row as the contract names it, given which submissions drew first blood. */
export function presentBalloon(
  row: Awaited<ReturnType<ContestBalloonsRepo['page']>>['rows'][number],
  cid: number,
  firstBloods: Map<number, number>,
): AcInfoRow {
  return {
    id: Number(row.id),
    cid,
    pid: row.pid,
    uid: row.uid,
    username: row.username,
    realname: row.realname,
    displayId: row.displayId,
    color: row.color,
    submitTime: row.submitTime,
    firstBlood: firstBloods.get(row.pid) === Number(row.id),
    checked: Number(row.checked) === 1,
  };
}
