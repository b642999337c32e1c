import { sql } from 'kysely';
import { GROUP_LEVEL, JudgeStatus, type GroupAuth, type PageQuery } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { containsIgnoringCase } from '../../lib/sql.ts';
import { nowIso } from '../../lib/time.ts';

/** The levels that make a member (spec 3 §6: member is auth 3 or higher). */
const MEMBER_LEVELS = [GROUP_LEVEL.MEMBER, GROUP_LEVEL.ADMIN, GROUP_LEVEL.ROOT];

/** What a group shows (with its owner's username); the invitation code is read apart, for its roots. */
const LISTED_COLUMNS = [
  'g.id',
  'g.name',
  'g.shortName',
  'g.brief',
  'g.description',
  'g.avatar',
  'g.auth',
  'g.visible',
  'g.uid',
  'u.username as owner',
  'g.gmtCreate',
  'g.gmtModified',
] as const;

export interface GroupListFilter {
  keyword?: string;
  auth?: GroupAuth;
  /** The caller: hidden groups are listed to their members; null for a guest. */
  viewerUid: number | null;
  /** The site's root sees every group. */
  viewerIsRoot: boolean;
  onlyMine: boolean;
}

export interface GroupValues {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  code: string | null;
  visible: number;
}

export interface MemberFilter {
  levels: readonly number[];
  keyword?: string;
}

/** Every query of the groups and their members. */
export function createGroupsRepo(db: Db) {
  /** Members (levels 3 to 5) of a group, counted beside each row. */
  const memberCount = sql<
    number | string
  >`(select count(*) from group_members m where m.gid = g.id and m.auth >= ${GROUP_LEVEL.MEMBER})`;
  const isMemberOf = (uid: number) =>
    sql<boolean>`exists (select 1 from group_members m where m.gid = g.id and m.uid = ${uid} and m.auth >= ${GROUP_LEVEL.MEMBER})`;

  const withOwner = () =>
    db
      .selectFrom('groups as g')
      .leftJoin('users as u', 'u.uid', 'g.uid')
      .select([...LISTED_COLUMNS, 'g.code']);

  function listed(filter: GroupListFilter) {
    let query = db.selectFrom('groups as g').leftJoin('users as u', 'u.uid', 'g.uid');
    if (!filter.viewerIsRoot) {
      const viewer = filter.viewerUid;
      query =
        viewer === null
          ? query.where('g.visible', '=', 1)
          : query.where((eb) => eb.or([eb('g.visible', '=', 1), isMemberOf(viewer)]));
    }
    if (filter.onlyMine && filter.viewerUid !== null) query = query.where(isMemberOf(filter.viewerUid));
    if (filter.auth !== undefined) query = query.where('g.auth', '=', filter.auth);
    const keyword = filter.keyword;
    if (keyword)
      query = query.where((eb) =>
        eb.or([
          containsIgnoringCase('g.name', keyword),
          containsIgnoringCase('g.shortName', keyword),
          containsIgnoringCase('u.username', keyword),
        ]),
      );
    return query;
  }

  return {
    /** A group with its owner's username, or undefined. */
    find: (gid: number) => withOwner().where('g.id', '=', gid).executeTakeFirst(),

    async memberCount(gid: number) {
      const row = await db
        .selectFrom('groupMembers')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('gid', '=', gid)
        .where('auth', 'in', MEMBER_LEVELS)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** One page of the list, oldest group first (the reference's order), with member counts. */
    async page(filter: GroupListFilter, page: PageQuery) {
      const [records, total] = await Promise.all([
        listed(filter)
          .select([...LISTED_COLUMNS, memberCount.as('memberCount')])
          .orderBy('g.id')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        listed(filter)
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** Another group already named so (ignoring case), or with that short name. */
    async nameTaken(field: 'name' | 'shortName', value: string, exceptId?: number) {
      const column = field === 'name' ? 'g.name' : 'g.shortName';
      let query = db
        .selectFrom('groups as g')
        .select('g.id')
        .where(sql<boolean>`lower(${sql.ref(column)}) = ${value.toLowerCase()}`);
      if (exceptId !== undefined) query = query.where('g.id', '<>', exceptId);
      return Boolean(await query.executeTakeFirst());
    },

    /** Groups a user owns, all of them or those created since a moment. */
    async countOwned(uid: number, sinceIso?: string) {
      let query = db
        .selectFrom('groups')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('uid', '=', uid);
      if (sinceIso) query = query.where('gmtCreate', '>=', sinceIso);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    /** Distinct problems the user solved outside contests (the reference's user_acproblem count). */
    async solvedProblems(uid: number) {
      const row = await db
        .selectFrom('submissions')
        .select((eb) => eb.fn.count<number | string>('pid').distinct().as('count'))
        .where('uid', '=', uid)
        .where('status', '=', JudgeStatus.ACCEPTED)
        .where('cid', '=', 0)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** The group and its owner's root membership, in one transaction. */
    insert: (owner: number, values: GroupValues) =>
      db.transaction().execute(async (trx) => {
        const now = nowIso();
        const { id } = await trx
          .insertInto('groups')
          .values({ ...values, avatar: null, uid: owner, gmtCreate: now, gmtModified: now })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('groupMembers')
          .values({
            gid: id,
            uid: owner,
            auth: GROUP_LEVEL.ROOT,
            reason: null,
            gmtCreate: now,
            gmtModified: now,
          })
          .execute();
        return id;
      }),

    update: (gid: number, values: Partial<GroupValues> & { avatar?: string | null }) =>
      db
        .updateTable('groups')
        .set({ ...values, gmtModified: nowIso() })
        .where('id', '=', gid)
        .execute(),

    /** Deletes the group; its members and announcements follow by foreign key. */
    remove: (executor: Db, gid: number) => executor.deleteFrom('groups').where('id', '=', gid).execute(),

    memberRow: (gid: number, uid: number) =>
      db
        .selectFrom('groupMembers')
        .select(['id', 'gid', 'uid', 'auth', 'reason'])
        .where('gid', '=', gid)
        .where('uid', '=', uid)
        .executeTakeFirst(),

    /** A page of a group's rows of some levels with their usernames, newest first (the reference's order). */
    async members(gid: number, filter: MemberFilter, page: PageQuery) {
      let query = db
        .selectFrom('groupMembers as m')
        .innerJoin('users as u', 'u.uid', 'm.uid')
        .where('m.gid', '=', gid)
        .where('m.auth', 'in', [...filter.levels]);
      const keyword = filter.keyword;
      if (keyword) query = query.where(containsIgnoringCase('u.username', keyword));
      const [records, total] = await Promise.all([
        query
          .select([
            'm.id',
            'm.gid',
            'm.uid',
            'u.username',
            'u.avatar',
            'm.auth',
            'm.reason',
            'm.gmtCreate',
            'm.gmtModified',
          ])
          .orderBy('m.gmtCreate', 'desc')
          .orderBy('m.id', 'desc')
          .limit(page.limit)
          .offset((page.currentPage - 1) * page.limit)
          .execute(),
        query.select((eb) => eb.fn.countAll<number | string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { records, total: Number(total.count) };
    },

    /** A new row, or a refused applicant's row made an application again. */
    async saveApplication(gid: number, uid: number, auth: number, reason: string | null) {
      const now = nowIso();
      await db
        .insertInto('groupMembers')
        .values({ gid, uid, auth, reason, gmtCreate: now, gmtModified: now })
        .onConflict((oc) => oc.columns(['gid', 'uid']).doUpdateSet({ auth, reason, gmtModified: now }))
        .execute();
    },

    /** Sets a row's level when it still has the level the caller's decision was based on (a race leaves it). */
    async setLevel(gid: number, uid: number, from: number, to: number) {
      const result = await db
        .updateTable('groupMembers')
        .set({ auth: to, gmtModified: nowIso() })
        .where('gid', '=', gid)
        .where('uid', '=', uid)
        .where('auth', '=', from)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async removeMember(gid: number, uid: number) {
      const result = await db
        .deleteFrom('groupMembers')
        .where('gid', '=', gid)
        .where('uid', '=', uid)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /** The uids of a group's rows of these levels. */
    async uidsAt(gid: number, levels: readonly number[]) {
      const rows = await db
        .selectFrom('groupMembers')
        .select('uid')
        .where('gid', '=', gid)
        .where('auth', 'in', [...levels])
        .execute();
      return rows.map((row) => row.uid);
    },
  };
}
export type GroupsRepo = ReturnType<typeof createGroupsRepo>;
export type GroupRecord = NonNullable<Awaited<ReturnType<GroupsRepo['find']>>>;
export { MEMBER_LEVELS };
