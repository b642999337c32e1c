import { GROUP_LEVEL, type GroupMemberUpdateBody } from '@judge/contract';
import { AppError, say } from '../../errors.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { dissolveGroup } from './disband-group.ts';
import type { GroupStanding } from './group-gate.ts';
import { groupNoticeTexts } from './group-notices.ts';
import { tellMembers, type GroupsDeps } from './groups.deps.ts';
import { levelChangeRefusal, removalRefusal, type GroupActing as Acting } from '@judge/contract';

const notInGroup = () => new AppError('NOT_FOUND', say('The user is not in the group'));
const acting = (actor: Actor, standing: GroupStanding): Acting => ({
  uid: actor.uid,
  level: standing.level,
  owner: standing.owner,
  siteRoot: standing.siteRoot,
});

/** The row acted on, with whether it is the owner's. */
async function targetRow(deps: GroupsDeps, standing: GroupStanding, uid: number) {
  const row = await deps.repo.memberRow(standing.group.id, uid);
  if (!row) throw notInGroup();
  return { uid, level: row.auth, owner: uid === standing.group.uid };
}

/**
 * PUT /api/group/member (the group's admins; spec 3 §4 "Member auth"): approve (3), refuse (2), promote or
 * demote, under the contract's group-member-rules.ts. An applicant made a member is welcomed (spec 3 §8).
 */
export async function changeMemberLevel(deps: GroupsDeps, actor: Actor, body: GroupMemberUpdateBody) {
  const standing = await deps.gate.forAdmin(actor, body.gid);
  const target = await targetRow(deps, standing, body.uid);
  const refusal = levelChangeRefusal(acting(actor, standing), target, body.auth);
  if (refusal) throw new AppError('FORBIDDEN', say(refusal));
  if (target.level === body.auth) return;
  // The row must still hold the level the rules were checked against (a second admin may have acted meanwhile).
  if (!(await deps.repo.setLevel(standing.group.id, body.uid, target.level, body.auth)))
    throw new AppError('BAD_REQUEST', say("The member's level changed meanwhile: reload and try again"));
  if (target.level < GROUP_LEVEL.MEMBER && body.auth >= GROUP_LEVEL.MEMBER)
    await tellMembers(deps, [body.uid], groupNoticeTexts.welcome(standing.group));
}

/**
 * DELETE /api/group/member?uid=&gid= (the group's admins): removes an applicant or a member under
 * the contract's group-member-rules.ts; a removed member is told who removed them. The site's root removing the owner disbands the
 * group (spec 3 §4).
 */
export async function removeMember(deps: GroupsDeps, actor: Actor, gid: number, uid: number) {
  const standing = await deps.gate.forAdmin(actor, gid);
  const target = await targetRow(deps, standing, uid);
  const refusal = removalRefusal(acting(actor, standing), target);
  if (refusal) throw new AppError('FORBIDDEN', say(refusal));
  if (target.owner) return dissolveGroup(deps, actor, standing.group);
  if (!(await deps.repo.removeMember(gid, uid))) throw notInGroup();
  if (target.level >= GROUP_LEVEL.MEMBER)
    await tellMembers(deps, [uid], groupNoticeTexts.removed(standing.group, actor.username));
}

/** DELETE /api/group/member/exit?gid= (a member; spec 3 §4): leaves the group; its owner disbands it instead. */
export async function exitGroup(deps: GroupsDeps, actor: Actor, gid: number) {
  const { group } = await deps.gate.standing(actor, gid);
  if (group.uid === actor.uid)
    throw new AppError('FORBIDDEN', say('The owner cannot leave the group: disband it instead'));
  const row = await deps.repo.memberRow(gid, actor.uid);
  if (!row || row.auth < GROUP_LEVEL.MEMBER)
    throw new AppError('FORBIDDEN', say('You are not a member of this group'));
  await deps.repo.removeMember(gid, actor.uid);
}
