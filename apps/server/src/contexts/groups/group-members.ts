import {
  GROUP_MEMBER_LEVELS,
  makePage,
  type GroupMemberLevel,
  type GroupMemberListQuery,
  type GroupMemberView,
  type Page,
} from '@judge/contract';
import type { Actor } from '../../plugins/auth.plugin.ts';
import type { GroupsDeps } from './groups.deps.ts';
import { MEMBER_LEVELS } from './groups.repo.ts';

async function memberPage(
  deps: GroupsDeps,
  levels: readonly number[],
  query: GroupMemberListQuery,
): Promise<Page<GroupMemberView>> {
  const { records, total } = await deps.repo.members(
    query.gid,
    {
      levels: query.auth === undefined ? levels : levels.filter((level) => level === query.auth),
      keyword: query.keyword,
    },
    query,
  );
  return makePage(
    records.map((row) => ({
      id: row.id,
      gid: row.gid,
      uid: row.uid,
      username: row.username,
      avatar: row.avatar,
      auth: row.auth as GroupMemberLevel,
      reason: row.reason,
      gmtCreate: row.gmtCreate,
      gmtModify: row.gmtModified,
    })),
    total,
    query,
  );
}

/** GET /api/group/get-member-list (the group's members): members, admins and roots, newest first. */
export async function memberList(deps: GroupsDeps, actor: Actor, query: GroupMemberListQuery) {
  await deps.gate.forMember(actor, query.gid);
  return memberPage(deps, MEMBER_LEVELS, query);
}

/**
 * GET /api/group/get-apply-list (the group's admins; spec 3 "Admin mode lists applicants with reasons"): every
 * row, applicants and refused ones too, with their reasons.
 */
export async function applyList(deps: GroupsDeps, actor: Actor, query: GroupMemberListQuery) {
  await deps.gate.forAdmin(actor, query.gid);
  return memberPage(deps, GROUP_MEMBER_LEVELS, query);
}
