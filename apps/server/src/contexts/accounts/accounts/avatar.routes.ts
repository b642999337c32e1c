import fs from 'node:fs/promises';
import { userInfoResponse } from '@judge/contract';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../../errors.ts';
import { defineRoute } from '../../../http/route.ts';
import { randomToken } from '../../../lib/random.ts';
import { readUploadedImage } from '../../platform/facts.ts';
import { PUBLIC_IMG_PREFIX } from '../../platform/index.ts';
import type { AccountsRepo } from './accounts.repo.ts';
import { presentUserInfo } from './accounts.presenter.ts';

/** POST /api/file/upload-avatar: the user's own picture, under DATA_DIR/public/img/avatar (served by the platform). */
export function registerAvatarRoutes(
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
