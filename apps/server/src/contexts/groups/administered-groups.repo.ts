import { GROUP_LEVEL } from '@judge/contract';
import type { Db } from '../../db/database.ts';

/**
 * The groups a user administers and their members: what a teacher's pages ask (their group homework, their
 * students beside their classes').
 */
export function createAdministeredGroupsRepo(db: Db) {
  return {
    /** Owned, or held at group admin (4) or root (5) level; by name. */
    administeredBy: (uid: number) =>
      db
        .selectFrom('groups as g')
        .select(['g.id', 'g.name', 'g.shortName'])
        .where((eb) =>
          eb.or([
            eb('g.uid', '=', uid),
            eb.exists(
              eb
                .selectFrom('groupMembers as m')
                .select('m.uid')
                .whereRef('m.gid', '=', 'g.id')
                .where('m.uid', '=', uid)
                .where('m.auth', '>=', GROUP_LEVEL.ADMIN),
            ),
          ]),
        )
        .orderBy('g.name')
        .execute(),

    /** The members (levels 3 to 5) of the groups in `gids`, once each. */
    async memberUidsOf(gids: number[]) {
      if (gids.length === 0) return [];
      const rows = await db
        .selectFrom('groupMembers')
        .select('uid')
        .distinct()
        .where('gid', 'in', gids)
        .where('auth', '>=', GROUP_LEVEL.MEMBER)
        .execute();
      return rows.map((row) => row.uid);
    },
  };
}
