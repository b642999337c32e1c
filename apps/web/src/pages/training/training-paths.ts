/**
 * Where a training's pages live (spec 3 "Group details": training/{trainingID}/ with problems,
 * problem/{problemID}/ and rank): a group's training inside its group, so its members never leave the group's
 * pages; the site's under /training.
 */
export const trainingBase = (tid: number, gid?: number | null) =>
  gid ? `/group/${gid}/training/${tid}` : `/training/${tid}`;

export const trainingProblemPath = (tid: number, problemId: string, gid?: number | null) =>
  `${trainingBase(tid, gid)}/problem/${encodeURIComponent(problemId)}`;

/**
 * The address a training page should be at: a group's training reached through the site's /training (an old
 * link, another page) moves into its group; null when it is where it belongs.
 */
export function trainingAddressFix(pathname: string, tid: number, gid: number | null | undefined) {
  if (!gid || pathname.startsWith('/group/')) return null;
  const site = `/training/${tid}`;
  return pathname.startsWith(site) ? `${trainingBase(tid, gid)}${pathname.slice(site.length)}` : null;
}
