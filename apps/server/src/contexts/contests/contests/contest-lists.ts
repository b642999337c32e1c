import {
  CONTEST_AUTH,
  makePage,
  RECENT_CONTEST_DAYS,
  RECENT_CONTEST_MAX,
  type ContestListRow,
  type PageQuery,
} from '@judge/contract';
import { nowIso } from '../../../lib/time.ts';
import { type ContestsDeps, listRow } from './contests.deps.ts';

/** The visible contests of the public site, or with `gid` of a group (GET /api/group/get-contest-list). */
export async function publicList(
  deps: ContestsDeps,
  query: PageQuery & { status?: number; type?: number; keyword?: string },
  gid: number | null = null,
) {
  const { repo } = deps;
  const now = nowIso();
  const { total, rows } = await repo.publicList({
    gid,
    now,
    status: query.status,
    type: query.type,
    keyword: query.keyword,
    offset: (query.currentPage - 1) * query.limit,
    limit: query.limit,
  });
  return makePage(
    rows.map((row) => listRow(row, now)),
    total,
    query,
  );
}

/**
 * The home page's contests; the reference's Home.vue renders each one's description in its carousel. A
 * private contest's stays hidden (empty) here, as get-contest-info hides it until the caller has access.
 */
export async function recent(deps: ContestsDeps): Promise<(ContestListRow & { description: string })[]> {
  const { repo } = deps;
  const now = nowIso();
  const until = new Date(Date.parse(now) + RECENT_CONTEST_DAYS * 86_400_000).toISOString();
  const rows = await repo.recent({ now, until, limit: RECENT_CONTEST_MAX });
  return rows.map((row) => ({
    ...listRow(row, now),
    description: row.auth === CONTEST_AUTH.PRIVATE ? '' : (row.description ?? ''),
  }));
}
