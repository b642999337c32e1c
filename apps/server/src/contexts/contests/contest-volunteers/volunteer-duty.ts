import type { ContestVolunteer } from '@judge/contract';
import { AppError, invalidField, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { ContestVolunteerDeps } from './contest-volunteers.deps.ts';
import { distinctRooms } from './rooms.ts';

/** The contest admins' side: who has the balloon and print duty in their contest. */

/** GET /api/admin/contest/volunteers?cid= */
export async function listVolunteers(
  deps: ContestVolunteerDeps,
  actor: Actor,
  cid: number,
): Promise<ContestVolunteer[]> {
  await deps.gate.forContestAdmin(actor, cid);
  return deps.repo.list(cid);
}

/** POST /api/admin/contest/volunteer: gives the duty to the account of that username. */
export async function addVolunteer(
  deps: ContestVolunteerDeps,
  actor: Actor,
  body: { cid: number; username: string; rooms: string[] },
) {
  await deps.gate.forContestAdmin(actor, body.cid);
  const uid = await deps.repo.uidOfUsername(body.username);
  if (uid === undefined) throw invalidField('username', say('The username does not exist'));
  if (!(await deps.repo.add(body.cid, uid, distinctRooms(body.rooms))))
    throw invalidField(
      'username',
      say('{{username}} is a volunteer of this contest already', { username: body.username }),
    );
}

/**
 * DELETE /api/admin/contest/volunteer?cid=&uid=: the duty ends at the volunteer's next call (every call asks
 * the table), and what it had claimed but not delivered goes back to the queue.
 */
export async function removeVolunteer(
  deps: ContestVolunteerDeps,
  actor: Actor,
  query: { cid: number; uid: number },
) {
  await deps.gate.forContestAdmin(actor, query.cid);
  if (!(await deps.repo.isVolunteer(query.cid, query.uid)))
    throw new AppError('NOT_FOUND', 'The account is no volunteer of this contest');
  await deps.repo.remove(query.cid, query.uid);
}

/**
 * PUT /api/admin/contest/volunteer: the rooms the volunteer serves (docs/contest-volunteers.md "Rooms"); none,
 * every room. Its claims stand: a delivery it holds in another room it may still finish or release.
 */
export async function setVolunteerRooms(
  deps: ContestVolunteerDeps,
  actor: Actor,
  body: { cid: number; uid: number; rooms: string[] },
) {
  await deps.gate.forContestAdmin(actor, body.cid);
  if (!(await deps.repo.setRooms(body.cid, body.uid, distinctRooms(body.rooms))))
    throw new AppError('NOT_FOUND', 'The account is no volunteer of this contest');
}

/** GET /api/admin/contest/rooms?cid=: the rooms the contest's teams sit in, to pick a duty's rooms from. */
export async function contestRooms(deps: ContestVolunteerDeps, actor: Actor, cid: number): Promise<string[]> {
  await deps.gate.forContestAdmin(actor, cid);
  return deps.repo.contestRooms(cid);
}
