import fs from 'node:fs/promises';
import path from 'node:path';
import { GROUP_LEVEL } from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { groupNoticeTexts } from './group-notices.ts';
import type { GroupsDeps } from './groups.deps.ts';
import type { GroupRecord } from './groups.repo.ts';

/**
 * Dissolves a group in one transaction: each context removes its rows of the group ('group/dissolve': its
 * discussions with their comments, its contests, trainings and problems; the problems made public stay in the
 * bank), then the group goes (its members and announcements follow by foreign key), and a notice to each member
 * but the one who disbanded it (spec 3 §8). Its picture goes afterwards.
 */
export async function dissolveGroup(deps: GroupsDeps, actor: Actor, group: GroupRecord) {
  const members = await deps.repo.uidsAt(group.id, [GROUP_LEVEL.MEMBER, GROUP_LEVEL.ADMIN, GROUP_LEVEL.ROOT]);
  const told = members.filter((uid) => uid !== actor.uid);
  await deps.db.transaction().execute(async (trx) => {
    await deps.removal.emit(trx, 'group/dissolve', { gid: group.id });
    await deps.repo.remove(trx, group.id);
    await deps.sendMineNotices(trx, told, groupNoticeTexts.disbanded(group, actor.username));
  });
  // After the commit: their counts are read then.
  deps.notices?.inboxChanged(told);
  await removeAvatarFile(deps, group.avatar);
}

/** A group's picture file, when it is one of ours (the folder is the groups' alone). */
export async function removeAvatarFile(deps: GroupsDeps, avatar: string | null) {
  if (avatar) await fs.rm(path.join(deps.avatarDir, path.basename(avatar)), { force: true });
}

/** DELETE /api/group?gid= (spec 3 §6 "Disband: owner or super admin"). */
export async function disbandGroup(deps: GroupsDeps, actor: Actor, gid: number) {
  const { group } = await deps.gate.forOwner(actor, gid);
  await dissolveGroup(deps, actor, group);
}
