import { CONTEST_AUTH } from '@judge/contract';
import type { Db } from '../../../db/database.ts';

/**
 * The contests the Contest API lists (the clics context), with what its contest object shows: the public
 * site's open contests (visible, public, no group's), those `authorUid` wrote, or, for root, every one.
 */
export function createContestApiListing(db: Db) {
  return async function contestApiList(reader: { authorUid: number | null; everything: boolean }) {
    let query = db
      .selectFrom('contests as c')
      .select(['c.id', 'c.title', 'c.type', 'c.startTime', 'c.endTime', 'c.sealRank', 'c.sealRankTime']);
    if (!reader.everything)
      query = query.where((eb) =>
        eb.or([
          eb.and([eb('c.visible', '=', 1), eb('c.auth', '=', CONTEST_AUTH.PUBLIC), eb('c.gid', 'is', null)]),
          eb('c.uid', '=', reader.authorUid ?? -1),
        ]),
      );
    const rows = await query.orderBy('c.id').execute();
    return rows.map((row) => ({ ...row, cid: row.id, sealRank: row.sealRank === 1 }));
  };
}
