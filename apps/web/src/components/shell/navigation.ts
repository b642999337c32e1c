/**
 * Which top-level menu entry a path belongs to (spec 1-core §2.1): submission details belong to
 * the status list, discussion details to the discussion list, everything else to its first segment.
 */
export function selectedNavKey(pathname: string): string {
  if (pathname.startsWith('/submission-detail')) return '/status';
  if (pathname.startsWith('/discussion-detail')) return '/discussion';
  if (pathname.startsWith('/problem')) return '/problem';
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? `/${first}` : '/home';
}

/** Badges stop counting at 99 (spec 1-core §2.1). */
export const UNREAD_BADGE_CAP = 99;

export function totalUnread(counts: {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}) {
  return counts.comment + counts.reply + counts.like + counts.sys + counts.mine;
}

export const MESSAGE_PATHS = {
  discuss: '/message/discuss',
  reply: '/message/reply',
  like: '/message/like',
  sys: '/message/sys',
  mine: '/message/mine',
} as const;

/** How many messages came since the last poll: none on the first count (those were there before), none when read. */
export const newSince = (previous: number | null, total: number) =>
  previous === null ? 0 : Math.max(0, total - previous);
