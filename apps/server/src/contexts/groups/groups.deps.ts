import path from 'node:path';
import type { GroupAuth, GroupView, SwitchConfig } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import type { RemovalReactions } from '../../lib/removal-reactions.ts';
import type { GroupGate } from './group-gate.ts';
import type { MineNotice, SendMineNotices } from './group-notices.ts';
import { createGroupsRepo, type GroupRecord, type GroupsRepo } from './groups.repo.ts';

/** What the group calls work with: their repo, the gate, the site's settings and the removal reactions. */
export interface GroupsDeps {
  db: Db;
  repo: GroupsRepo;
  gate: GroupGate;
  /** The site's switches (the group-creation gates): the site context's, handed in by the composition root. */
  siteConfig: { switches(): Promise<SwitchConfig> };
  /** Emits 'group/dissolve' when a group goes: each context removes its own rows of it. */
  removal: Pick<RemovalReactions, 'emit'>;
  /** DATA_DIR/public/img/group-avatar: the groups' pictures. */
  avatarDir: string;
  /** Tells members of their group's affairs (welcome, removal, applications, dissolution). */
  sendMineNotices: SendMineNotices;
  /** Who hears that notices arrived, after they are written (the live updates' unread counts). */
  notices?: { inboxChanged(uids: readonly number[]): void };
}

/** Sends a notice outside any transaction and tells its recipients' open pages (their unread counts). */
export async function tellMembers(deps: GroupsDeps, uids: readonly number[], notice: MineNotice) {
  await deps.sendMineNotices(deps.db, uids, notice);
  deps.notices?.inboxChanged(uids);
}

export const groupsDeps = (
  db: Db,
  shared: Pick<GroupsDeps, 'gate' | 'siteConfig' | 'removal' | 'sendMineNotices' | 'notices'>,
  dataDir: string,
): GroupsDeps => ({
  ...shared,
  db,
  repo: createGroupsRepo(db),
  avatarDir: path.join(dataDir, 'public', 'img', 'group-avatar'),
});

/** The reference's Group / GroupVO of a stored group; the code only for those who may know it. */
export function presentGroup(
  group: Omit<GroupRecord, 'code'> & { code?: string | null },
  memberCount: number,
  showCode: boolean,
): GroupView {
  return {
    id: group.id,
    avatar: group.avatar,
    name: group.name,
    shortName: group.shortName,
    brief: group.brief,
    description: group.description,
    owner: group.owner,
    uid: group.uid,
    auth: group.auth as GroupAuth,
    code: showCode ? (group.code ?? null) : null,
    visible: group.visible === 1,
    memberCount,
    gmtCreate: group.gmtCreate,
    gmtModified: group.gmtModified,
  };
}
