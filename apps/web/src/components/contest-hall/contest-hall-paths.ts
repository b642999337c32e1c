/**
 * The pages a contestant held by a running hall contest may open (docs/contest-hall.md): the contest's own, under
 * /contest/:id (its problems, submissions, board, Q&A, prints), and the sign-out page.
 */
export function openDuringContest(pathname: string, cid: number): boolean {
  const contest = `/contest/${cid}`;
  return pathname === contest || pathname.startsWith(`${contest}/`) || pathname === '/logout';
}
