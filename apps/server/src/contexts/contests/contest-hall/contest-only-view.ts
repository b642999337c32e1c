import type { FastifyRequest } from 'fastify';

/**
 * The contest-only view (issue 25, docs/contest-hall.md): while a running hall contest holds a contestant, the
 * pages outside the contest are refused them. One entry per area, each naming its calls by route pattern; a
 * contest's own calls (problems, submissions, board, Q&A, announcements, prints), the caller's own account and
 * the site's settings stay open.
 */
interface OutsideArea {
  area: string;
  /** Whether the call (its route pattern, its query) belongs to the area. */
  holds(url: string, request: FastifyRequest): boolean;
}

const named =
  (...urls: string[]) =>
  (url: string) =>
    urls.includes(url);
const under =
  (...prefixes: string[]) =>
  (url: string) =>
    prefixes.some((prefix) => url.startsWith(prefix));

const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

/** A user page asked about someone else (a uid or username that is not the caller's). */
function othersPage(request: FastifyRequest): boolean {
  const { uid, username } = queryOf(request);
  const actor = request.actor;
  if (!actor) return false;
  if (uid !== undefined && uid !== '' && String(uid) !== String(actor.uid)) return true;
  return (
    typeof username === 'string' && username !== '' && username.toLowerCase() !== actor.username.toLowerCase()
  );
}

export const OUTSIDE_THE_CONTEST: readonly OutsideArea[] = [
  {
    area: 'problem bank',
    holds: named(
      '/api/get-problem-list',
      '/api/get-problem-detail',
      '/api/get-random-problem',
      '/api/get-recent-updated-problem',
      '/api/get-problem-tags-and-classification',
      '/api/get-all-problem-tags',
      '/api/get-problem-tags',
      '/api/get-submission-list',
      '/api/get-last-week-submission-statistics',
    ),
  },
  {
    area: 'trainings',
    holds: (url) =>
      under('/api/get-training')(url) ||
      named('/api/register-training', '/api/get-user-training-progress')(url),
  },
  {
    area: 'discussions',
    holds: (url, request) =>
      under(
        '/api/get-discussion',
        '/api/discussion',
        '/api/group/discussion',
        '/api/group/get-discussion',
      )(url) ||
      // A discussion's comments; a contest's Q&A names its cid and stays open.
      (url === '/api/comments' && queryOf(request).cid === undefined),
  },
  // The messages themselves; their unread counts (the top bar's badge, asked on every page) tell nothing more.
  { area: 'messages', holds: (url) => under('/api/msg/')(url) && url !== '/api/msg/unread' },
  { area: 'notes', holds: under('/api/note/') },
  { area: 'groups', holds: (url) => under('/api/group', '/api/get-group')(url) },
  { area: 'rankings', holds: named('/api/get-rank-list', '/api/get-recent-seven-ac-rank') },
  {
    area: "other users' pages",
    holds: (url, request) =>
      named('/api/get-user-home-info', '/api/get-user-calendar-heatmap')(url) && othersPage(request),
  },
];

/** The area outside the contest a call belongs to, or null for a call the contest-only view lets through. */
export function outsideAreaOf(request: FastifyRequest): string | null {
  const url = request.routeOptions.url ?? '';
  return OUTSIDE_THE_CONTEST.find((entry) => entry.holds(url, request))?.area ?? null;
}
