import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@judge/contract';
import type { Db } from '../../db/database.ts';
import { AppError, invalidField } from '../../errors.ts';
import { defineRoute } from '../../http/route.ts';
import { randomToken } from '../../lib/random.ts';
import { createAccountsRepo } from '../accounts/accounts.repo.ts';
import { presentUserInfo } from '../accounts/accounts.presenter.ts';
import { AVATAR_EXTENSIONS, sniffImageType } from './image-type.ts';

/** Public images (avatars) live under DATA_DIR/public/img and are served at /api/public/img/. */
export const PUBLIC_IMG_PREFIX = '/api/public/img/';

export function registerFileRoutes(app: FastifyInstance, { db, dataDir }: { db: Db; dataDir: string }) {
  const accounts = createAccountsRepo(db);
  const avatarDir = path.join(dataDir, 'public', 'img', 'avatar');

  defineRoute(
    app,
    { method: 'POST', url: '/api/file/upload-avatar', access: 'login' },
    async ({ actor, request }) => {
      if (!request.isMultipart())
        throw invalidField('image', 'send the image as multipart/form-data in the field "image"');
      const file = await request.file({ limits: { fileSize: LIMITS.avatarMaxBytes, files: 1 } });
      if (!file) throw invalidField('image', 'image is required');
      const extension = path.extname(file.filename).slice(1).toLowerCase();
      if (!(AVATAR_EXTENSIONS as readonly string[]).includes(extension)) {
        file.file.resume();
        throw invalidField('image', `File type not supported: use ${AVATAR_EXTENSIONS.join(', ')}`);
      }
      const content = await file.toBuffer().catch((error: { code?: string }) => {
        if (error.code === 'FST_REQ_FILE_TOO_LARGE')
          throw invalidField('image', 'Exceed max size limit: at most 2 MB');
        throw error;
      });
      const type = sniffImageType(content);
      if (!type)
        throw invalidField(
          'image',
          'File type not supported: the file is not a gif, jpg, png, bmp or webp image',
        );

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
