import type { z } from 'zod';
import {
  GROUP_LEVEL,
  type GroupAnnouncement,
  type groupAnnouncementCreateBody,
  type groupAnnouncementUpdateBody,
  type Page,
  type PageQuery,
} from '@judge/contract';
import { AppError, say } from '../../../errors.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import type { GroupGate } from '../../groups/policy.ts';
import type { AnnouncementsService } from './announcements.service.ts';

/** A group's announcements are the site's announcements with the group's gid, behind the group's gate. */
export interface GroupAnnouncementDeps {
  gate: GroupGate;
  announcements: AnnouncementsService;
}

type CreateBody = z.output<typeof groupAnnouncementCreateBody>;
type UpdateBody = z.output<typeof groupAnnouncementUpdateBody>;

async function page(deps: GroupAnnouncementDeps, gid: number, visibleOnly: boolean, query: PageQuery) {
  const found = await deps.announcements.inGroup.page(gid, visibleOnly, query);
  return {
    ...found,
    records: found.records.map((row) => ({ ...row, gid })),
  } satisfies Page<GroupAnnouncement>;
}

/**
 * The announcement acted on and the caller's standing in its group: its author (still a member) or a group root
 * edits, hides and deletes it (spec 3 §6). A gid sent along must be its group.
 */
async function forAuthorOrRoot(deps: GroupAnnouncementDeps, actor: Actor, aid: number, gid?: number) {
  const announcement = await deps.announcements.inGroup.find(aid);
  if (gid !== undefined && gid !== announcement.gid)
    throw new AppError('NOT_FOUND', say('The announcement does not exist'));
  const standing = await deps.gate.forMember(actor, announcement.gid);
  if (announcement.uid !== actor.uid && standing.level < GROUP_LEVEL.ROOT)
    throw new AppError('FORBIDDEN', say("Only the author or the group's roots may change this announcement"));
  return announcement;
}

/** GET /api/group/get-announcement-list (members): the visible ones, newest first. */
export async function groupAnnouncements(
  deps: GroupAnnouncementDeps,
  actor: Actor,
  query: PageQuery & { gid: number },
) {
  await deps.gate.forMember(actor, query.gid);
  return page(deps, query.gid, true, query);
}

/** GET /api/group/get-admin-announcement-list (the group's admins): hidden ones too. */
export async function adminGroupAnnouncements(
  deps: GroupAnnouncementDeps,
  actor: Actor,
  query: PageQuery & { gid: number },
) {
  await deps.gate.forAdmin(actor, query.gid);
  return page(deps, query.gid, false, query);
}

/** POST /api/group/announcement (the group's admins). */
export async function createGroupAnnouncement(deps: GroupAnnouncementDeps, actor: Actor, body: CreateBody) {
  await deps.gate.forAdmin(actor, body.gid);
  return { id: await deps.announcements.inGroup.create(actor, body.gid, body) };
}

/** PUT /api/group/announcement (its author or a group root; also the visible switch, which sends the row). */
export async function updateGroupAnnouncement(deps: GroupAnnouncementDeps, actor: Actor, body: UpdateBody) {
  const announcement = await forAuthorOrRoot(deps, actor, body.id, body.gid);
  await deps.announcements.inGroup.update(announcement.gid, body);
}

/** DELETE /api/group/announcement?aid= (its author or a group root). */
export async function removeGroupAnnouncement(deps: GroupAnnouncementDeps, actor: Actor, aid: number) {
  const announcement = await forAuthorOrRoot(deps, actor, aid);
  await deps.announcements.inGroup.remove(announcement.gid, aid);
}
