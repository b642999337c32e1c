import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { gidQuery, type GroupView } from '@judge/contract';
import { parseInput } from '../../http/route.ts';
import { randomToken } from '../../lib/random.ts';
import type { Actor } from '../../plugins/auth.plugin.ts';
import { PUBLIC_IMG_PREFIX } from '../platform/index.ts';
import { readUploadedImage } from '../platform/facts.ts';
import { removeAvatarFile } from './disband-group.ts';
import { presentGroup, type GroupsDeps } from './groups.deps.ts';

/**
 * POST /api/file/upload-group-avatar (the group's roots; spec 3 "Group setting screen"): multipart `image` (gif,
 * jpg, jpeg, png, bmp or webp by its name and its bytes, at most 2 MB, as a user's avatar) and `gid`, before or
 * after the file (the reference's client sends it after). The web crops to a 200x200 PNG first. Answers the group.
 */
export async function uploadGroupAvatar(
  deps: GroupsDeps,
  actor: Actor,
  request: FastifyRequest,
  queryGid: number | undefined,
): Promise<GroupView> {
  const { content, type, fields } = await readUploadedImage(request, 'image');
  // The form's field first: the reference's client sends it after the file.
  const { gid } = parseInput(gidQuery, { gid: fields.gid ?? queryGid });
  const { group } = await deps.gate.forRoot(actor, gid);
  await fs.mkdir(deps.avatarDir, { recursive: true });
  const name = `${gid}-${randomToken(12)}.${type}`;
  await fs.writeFile(path.join(deps.avatarDir, name), content);
  const avatar = `${PUBLIC_IMG_PREFIX}group-avatar/${name}`;
  await deps.repo.update(gid, { avatar });
  // The previous picture was the group's alone.
  await removeAvatarFile(deps, group.avatar);
  return presentGroup({ ...group, avatar }, await deps.repo.memberCount(gid), true);
}
