import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import { AppError, say } from '../../../errors.ts';
import { randomToken } from '../../../lib/random.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { PUBLIC_IMG_PREFIX } from '../../platform/index.ts';
import { readUploadedImage } from '../../platform/facts.ts';
import { forTeamAdmin, type ContestTeamsDeps } from './contest-teams.deps.ts';

/** Where schools' logos are written: DATA_DIR/public/img/affiliation-logo, served as the other public images. */
export interface LogoUploads {
  logoDir: string;
}

export const logoUploads = (dataDir: string): LogoUploads => ({
  logoDir: path.join(dataDir, 'public', 'img', 'affiliation-logo'),
});

/**
 * POST /api/admin/contest/affiliation/logo?cid=&id= (the contest's admins): multipart `image`, checked as an
 * avatar is (its name's extension, at most 2 MB, and its bytes really such an image). Answers the logo's path.
 */
export async function uploadAffiliationLogo(
  deps: ContestTeamsDeps,
  uploads: LogoUploads,
  actor: Actor,
  query: { cid: number; id: number },
  request: FastifyRequest,
) {
  await forTeamAdmin(deps, actor, query.cid);
  const { content, type } = await readUploadedImage(request, 'image');
  const known = (await deps.repo.affiliations(query.cid)).find((school) => school.id === query.id);
  if (!known) throw new AppError('NOT_FOUND', say('The school does not exist'));
  await fs.mkdir(uploads.logoDir, { recursive: true });
  const name = `${query.cid}-${query.id}-${randomToken(9)}.${type}`;
  await fs.writeFile(path.join(uploads.logoDir, name), content);
  const logo = `${PUBLIC_IMG_PREFIX}affiliation-logo/${name}`;
  await deps.repo.setLogo(query.cid, query.id, logo);
  // The previous logo was this school's alone.
  if (known.logo?.startsWith(`${PUBLIC_IMG_PREFIX}affiliation-logo/`))
    await fs.rm(path.join(uploads.logoDir, path.basename(known.logo)), { force: true });
  return { logo };
}
