import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import { changeStampOf } from '../../../db/change-watch.ts';
import type { Db } from '../../../db/database.ts';
import { keptReads } from '../../../db/kept-reads.ts';
import type { RemovalReactions } from '../../../lib/removal-reactions.ts';
import type { ContestsTable, Database } from '../../../db/schema.ts';
import { containsIgnoringCase } from '../../../lib/sql.ts';
import { nowIso } from '../../../lib/time.ts';
import { createParticipationRepo } from './contest-participation.repo.ts';

/** A contest row as written by the service (every column but id and the timestamps). */
/** A contest's columns as the form writes them; the penalty unit is kept (or defaulted) when not given. */
export type ContestValues = Omit<
  ContestsTable,
  | 'id'
  | 'gmtCreate'
  | 'gmtModified'
  | 'penaltyUnit'
  | 'scoringRule'
  | 'ruleSettings'
  | 'hallSettings'
  | 'teamContest'
  | 'maxTeamSize'
> & {
  /** Team contests' settings (migration 050): saved by the teams page, copied by a clone. */
  teamContest?: number;
  maxTeamSize?: number;
  penaltyUnit?: string;
  scoringRule?: string | null;
  ruleSettings?: string | null;
  hallSettings?: string | null;
};
export type ContestRow = Selectable<ContestsTable> & { author: string | null; count: number };
/** A contest row as kept in memory: its author's name is read apart (keptById). */
export type KeptContestRow = Omit<ContestRow, 'author'>;
type ContestScope = ExpressionBuilder<Database & { c: ContestsTable }, 'c'>;

/** Registered users of the row's contest. */
const registeredCount = (eb: ContestScope) =>
  eb
    .selectFrom('contestRegisters as r')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('r.cid', '=', 'c.id')
    .as('count');

const authorName = (eb: ContestScope) =>
  eb.selectFrom('users as u').select('u.username').whereRef('u.uid', '=', 'c.uid').as('author');

/**
 * The status as SQL, from the stored times and `now` (ISO strings sort as text): 0 running,
 * 1 scheduled, 2 ended — the order of the public list.
 */
const statusOrder = (now: string) =>
  sql<number>`case when ${sql.ref('c.startTime')} <= ${now} and ${sql.ref('c.endTime')} > ${now} then 0 when ${sql.ref('c.startTime')} > ${now} then 1 else 2 end`;

export function createContestsRepo(db: Db, removal: Pick<RemovalReactions, 'emit'>) {
  const base = () => db.selectFrom('contests as c').selectAll('c').select([registeredCount, authorName]);
  // Every contestant's page load reads the contest (the contest gate's view): kept until this server writes a
  // contest or registration row (another server's writes within a second). Each caller of findById gets a copy.
  const keptContests = keptReads<KeptContestRow | null>(
    changeStampOf(db, ['contests', 'contest_registers'], { inserts: true, trustMs: 1_000 }),
    256,
  );
  // Its author's name apart: a user row is written at every sign-in (the login time), which must not drop
  // every kept contest at the start of a contest, when everyone signs in; a name is one read by key.
  const keptAuthors = keptReads<string | null>(changeStampOf(db, ['users'], { trustMs: 1_000 }), 1_024);
  const keptContest = (id: number) =>
    keptContests(String(id), async () => {
      const found = await db
        .selectFrom('contests as c')
        .selectAll('c')
        .select(registeredCount)
        .where('c.id', '=', id)
        .executeTakeFirst();
      return found ? { ...found, count: Number(found.count) } : null;
    });
  const authorOf = (uid: number) =>
    keptAuthors(String(uid), async () => {
      const user = await db.selectFrom('users').select('username').where('uid', '=', uid).executeTakeFirst();
      return user?.username ?? null;
    });

  return {
    /** Which of the names are accounts (lower-cased; usernames are unique ignoring case). */
    async existingUsernames(names: string[]): Promise<Set<string>> {
      const lower = [...new Set(names.map((name) => name.toLowerCase()))];
      const found = await db
        .selectFrom('users')
        .select('username')
        .where((eb) => eb(eb.fn('lower', ['username']), 'in', lower))
        .execute();
      return new Set(found.map((row) => row.username.toLowerCase()));
    },

    async findById(id: number): Promise<ContestRow | undefined> {
      const row = await keptContest(id);
      return row ? { ...row, author: await authorOf(row.uid) } : undefined;
    },

    /**
     * The kept row itself, without its author: shared with every caller, who must not change it. The board's gate
     * reads a few of its fields on every refresh of every contestant, where a copy with the author cost more
     * than the rest of the gate.
     */
    keptById: async (id: number): Promise<Readonly<KeptContestRow> | undefined> =>
      (await keptContest(id)) ?? undefined,

    insert: async (values: ContestValues) => {
      const now = nowIso();
      const row = await db
        .insertInto('contests')
        .values({ ...values, gmtCreate: now, gmtModified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },

    update: async (id: number, values: Partial<ContestValues>) =>
      Number(
        (
          await db
            .updateTable('contests')
            .set({ ...values, gmtModified: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    /**
     * The contest, its registrations, its problem list and its Q&A go together (the community removes the
     * comments, which name their source without a foreign key, on 'contest/remove'; announcements, prints and
     * balloons follow the contest by cascade).
     */
    delete: (id: number) =>
      db.transaction().execute(async (trx) => {
        await removal.emit(trx, 'contest/remove', { cids: [id] });
        await trx.deleteFrom('contestRegisters').where('cid', '=', id).execute();
        await trx.deleteFrom('contestProblems').where('cid', '=', id).execute();
        const result = await trx.deleteFrom('contests').where('id', '=', id).executeTakeFirst();
        return Number(result.numDeletedRows);
      }),

    /** A copy of the contest (given values) with the source's problem list, in one transaction. */
    clone: (sourceId: number, values: ContestValues) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const { id } = await trx
          .insertInto('contests')
          .values({ ...values, gmtCreate: now, gmtModified: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        const problems = await trx
          .selectFrom('contestProblems')
          .select(['pid', 'displayId', 'displayTitle', 'color'])
          .where('cid', '=', sourceId)
          .orderBy('id')
          .execute();
        if (problems.length > 0)
          await trx
            .insertInto('contestProblems')
            .values(problems.map((p) => ({ ...p, cid: id, gmtCreate: now, gmtModified: now })))
            .execute();
        return id;
      }),

    /** The contests (every scope) whose start falls in [from, to): the live stream's start events (docs/live-updates.md). */
    startingBetween: (from: string, to: string) =>
      db
        .selectFrom('contests')
        .select(['id', 'startTime'])
        .where('startTime', '>=', from)
        .where('startTime', '<', to)
        .execute(),

    /** Back office list: public-site contests (gid null) or one group's, newest start first. */
    async adminList(options: { gid: number | null; keyword?: string; offset: number; limit: number }) {
      let query = db
        .selectFrom('contests as c')
        .where('c.gid', options.gid === null ? 'is' : '=', options.gid);
      const keyword = options.keyword;
      if (keyword) {
        const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : null;
        query = query.where((eb) =>
          id === null
            ? containsIgnoringCase('c.title', keyword)
            : eb.or([containsIgnoringCase('c.title', keyword), eb('c.id', '=', id)]),
        );
      }
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('c')
        .select([registeredCount, authorName])
        .orderBy('c.startTime', 'desc')
        .orderBy('c.id', 'desc')
        .offset(options.offset)
        .limit(options.limit)
        .execute();
      return { total: Number(total.n), rows: rows.map((r) => ({ ...r, count: Number(r.count) })) };
    },

    /**
     * Public list: visible public-site contests; status filtered by comparing the times with `now`;
     * running first, then scheduled, then ended, each newest start first.
     */
    async publicList(options: {
      /** null: the public site's; a group's otherwise. */
      gid: number | null;
      now: string;
      status?: number;
      type?: number;
      keyword?: string;
      offset: number;
      limit: number;
    }) {
      const { now } = options;
      let query = db
        .selectFrom('contests as c')
        .where('c.visible', '=', 1)
        .where('c.gid', options.gid === null ? 'is' : '=', options.gid);
      if (options.status === -1) query = query.where('c.startTime', '>', now);
      if (options.status === 0) query = query.where('c.startTime', '<=', now).where('c.endTime', '>', now);
      if (options.status === 1) query = query.where('c.endTime', '<=', now);
      if (options.type !== undefined) query = query.where('c.type', '=', options.type);
      if (options.keyword) query = query.where(containsIgnoringCase('c.title', options.keyword));
      const total = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
      const rows = await query
        .selectAll('c')
        .select([registeredCount, authorName])
        .orderBy(statusOrder(now))
        .orderBy('c.startTime', 'desc')
        .orderBy('c.id', 'desc')
        .offset(options.offset)
        .limit(options.limit)
        .execute();
      return { total: Number(total.n), rows: rows.map((r) => ({ ...r, count: Number(r.count) })) };
    },

    /** Visible public-site contests not yet ended that start by `until`, soonest first, with descriptions. */
    async recent(options: { now: string; until: string; limit: number }) {
      const rows = await base()
        .select('c.description')
        .where('c.visible', '=', 1)
        .where('c.gid', 'is', null)
        .where('c.endTime', '>', options.now)
        .where('c.startTime', '<=', options.until)
        .orderBy('c.startTime', 'asc')
        .orderBy('c.id', 'asc')
        .limit(options.limit)
        .execute();
      return rows.map((r) => ({ ...r, count: Number(r.count) }));
    },

    setVisible: async (id: number, visible: boolean) =>
      Number(
        (
          await db
            .updateTable('contests')
            .set({ visible: visible ? 1 : 0, gmtModified: nowIso() })
            .where('id', '=', id)
            .executeTakeFirst()
        ).numUpdatedRows,
      ),

    ...createParticipationRepo(db),
  };
}

/** A disbanded group's contests (in its dissolution's transaction, 'group/dissolve'), as `delete` removes one. */
export async function removeGroupContests(trx: Db, gid: number, removal: Pick<RemovalReactions, 'emit'>) {
  const ids = (await trx.selectFrom('contests').select('id').where('gid', '=', gid).execute()).map(
    (r) => r.id,
  );
  if (ids.length === 0) return;
  await removal.emit(trx, 'contest/remove', { cids: ids });
  await trx.deleteFrom('contestRegisters').where('cid', 'in', ids).execute();
  await trx.deleteFrom('contestProblems').where('cid', 'in', ids).execute();
  await trx.deleteFrom('contests').where('id', 'in', ids).execute();
}
export type ContestsRepo = ReturnType<typeof createContestsRepo>;
