import fs from 'node:fs/promises';
import { userInfoResponse } from '@judge/contract';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { randomToken } from '../../../lib/random.ts';
import type { AccountsRepo } from '../../accounts/facts.ts';
import { presentUserInfo } from '../../accounts/facts.ts';
import { readUploadedImage } from './image-type.ts';

/** Public images (avatars) live under DATA_DIR/public/img and are served at /api/public/img/. */
export const PUBLIC_IMG_PREFIX = '/api/public/img/';

export function registerFileRoutes(
  app: FastifyInstance,
  { dataDir, accounts }: { dataDir: string; accounts: AccountsRepo },
) {
  const avatarDir = path.join(dataDir, 'public', 'img', 'avatar');

  defineRoute(
    app,
    { method: 'POST', url: '/api/file/upload-avatar', access: 'login', response: userInfoResponse },
    async ({ actor, request }) => {
      const { content, type } = await readUploadedImage(request, 'image');

      await fs.mkdir(avatarDir, { recursive: true });
      const name = `${actor.uid}-${randomToken(12)}.${type}`;
      await fs.writeFile(path.join(avatarDir, name), content);
      const user = await accounts.findByUid(actor.uid);
      if (!user) throw new AppError('UNAUTHENTICATED');
      const avatar = `${PUBLIC_IMG_PREFIX}avatar/${name}`;
      await accounts.update(actor.uid, { avatar });
      // The previous avatar file is ours alone: remove it so uploads don't pile up.
      if (user.avatar?.startsWith(`${PUBLIC_IMG_PREFIX}avatar/`)) {
        await fs.rm(path.join(avatarDir, path.basename(user.avatar)), { force: true });
      }
      return presentUserInfo({ ...user, avatar });
    },
  );
}
