import { READ_ANNOUNCEMENT_LIST_MAX } from '@judge/contract';

/**
 * The contest announcements this browser has already notified (spec 2 §3 "read announcement ids per user and
 * contest"), kept in localStorage so a reload or a second tab does not announce them again. The shell sends
 * them with every get-contest-not-read-announcement.
 */

const keyOf = (uid: number, cid: number) => `contestReadAnnouncements:${uid}:${cid}`;

export function readAnnouncementIds(uid: number, cid: number): number[] {
  try {
    const parsed: unknown = JSON.parse(globalThis.localStorage?.getItem(keyOf(uid, cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
  } catch {
    return [];
  }
}

/** Adds ids to the read ones; past the server's limit the oldest (smallest) ids are forgotten first. */
export function rememberAnnouncementsRead(uid: number, cid: number, ids: number[]) {
  const all = [...new Set([...readAnnouncementIds(uid, cid), ...ids])].sort((a, b) => a - b);
  try {
    globalThis.localStorage?.setItem(keyOf(uid, cid), JSON.stringify(all.slice(-READ_ANNOUNCEMENT_LIST_MAX)));
  } catch {
    // Storage full or refused: the announcement may be notified once more, nothing worse.
  }
}

/** A pushed announcement as get-contest-not-read-announcement would answer it: itself, unless already read. */
export function unreadPushed<Announcement extends { id: number }>(
  announcement: Announcement,
  readIds: readonly number[],
): Announcement[] {
  return readIds.includes(announcement.id) ? [] : [announcement];
}
