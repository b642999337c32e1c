import { createHash } from 'node:crypto';
import path from 'node:path';
import type { FastifyRequest } from 'fastify';
import {
  isAdminRole,
  LIMITS,
  MD_FILE_PREFIX,
  MD_IMAGE_EXTENSIONS,
  MD_IMAGE_PREFIX,
  uploadGroupQuery,
  type MdFileUpload,
  type MdImageUpload,
} from '@judge/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db/database.ts';
import type { Database } from '../../../db/schema.ts';
import { AppError, say } from '../../../errors.ts';
import { readUploadedFile } from '../../../http/uploaded-file.ts';
import { parseInput } from '../../../http/route.ts';
import type { Actor } from '../../../plugins/auth.plugin.ts';
import { readUploadedImage, sniffImageType, type ImageRules, type ImageType } from './image-type.ts';
import { createMdFilesRepo, insertMdUpload } from './md-files.repo.ts';

/** The reference's picture rules for the Markdown editor: jpg, jpeg, gif, png or webp, at most 4 MB. */
const MD_IMAGE_RULES: ImageRules = {
  extensions: MD_IMAGE_EXTENSIONS,
  types: ['jpg', 'gif', 'png', 'webp'],
  maxBytes: LIMITS.mdImageMaxBytes,
  maxLabel: '4 MB',
};

export const IMAGE_MEDIA_TYPES: Record<ImageType, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};
const NOT_A_PICTURE = 'application/octet-stream';

const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

/** A file's stored type: the picture its bytes are (so the picture path may show it), else plain bytes. */
function fileMediaType(content: Buffer): string {
  const detectedImage = sniffImageType(content);
  return detectedImage ? IMAGE_MEDIA_TYPES[detectedImage] : NOT_A_PICTURE;
}

/** An attachment carried from HOJ: its bytes, the name it had there, who owns it and when it came. */
export interface CarriedAttachment {
  uid: number;
  name: string;
  content: Buffer;
  createdAt: string;
}

/**
 * A name safe to show in a link and a download: the last path segment, without control characters or the
 * characters that would end a Markdown link, at most 100 characters; 'file' when nothing is left.
 */
export function safeFileName(name: string): string {
  const base = path.basename(name.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f()[\]<>"]/g, '').trim();
  return cleaned.slice(-100) || 'file';
}

/** The gid of an upload: the query's (parsed by the route), or a form field's (before or after the file). */
function uploadGroup(queryGid: number | undefined, fields: Record<string, string>): number | null {
  return queryGid ?? parseInput(uploadGroupQuery, { gid: fields.gid }).gid ?? null;
}

/**
 * Stores an attachment HOJ kept as the editor's file uploads are, inside the caller's transaction so the
 * migration's ledger row comes with it: the upload's id.
 */
export function storeCarriedAttachment(
  trx: Kysely<Database>,
  attachment: CarriedAttachment,
): Promise<number> {
  const { uid, name, content, createdAt } = attachment;
  return insertMdUpload(trx, {
    uid,
    gid: null,
    kind: 'file',
    hash: sha256(content),
    name: safeFileName(name),
    mediaType: fileMediaType(content),
    content,
    createdAt,
  });
}

/** Who administers a group: the groups context's policy, handed in by the composition root (it throws when not). */
export interface UploadAccess {
  groupAdmin(actor: Actor, gid: number): Promise<unknown>;
}

/**
 * The Markdown editor's uploads (spec 1-core §2.12, §7.7; spec 1-core "the image-link toolbar is enabled for
 * admins or group admins"): pictures and files for the admin roles, and for a group's admins with its gid; both
 * stored by content in the database (migration 022) and linked under the reference's paths.
 */
export function createMdFilesService(db: Db, access: UploadAccess) {
  const repo = createMdFilesRepo(db);

  /** The admin roles upload anywhere; others only for a group they administer (403 without a gid). */
  async function assertMayUpload(actor: Actor, gid: number | null) {
    if (isAdminRole(actor.role)) return;
    if (gid === null) throw new AppError('FORBIDDEN');
    await access.groupAdmin(actor, gid);
  }

  return {
    async uploadImage(actor: Actor, request: FastifyRequest, queryGid?: number): Promise<MdImageUpload> {
      const { filename, content, type, fields } = await readUploadedImage(request, 'image', MD_IMAGE_RULES);
      const gid = uploadGroup(queryGid, fields);
      await assertMayUpload(actor, gid);
      const hash = sha256(content);
      const fileId = await repo.add({
        uid: actor.uid,
        gid,
        kind: 'img',
        hash,
        name: safeFileName(filename),
        mediaType: IMAGE_MEDIA_TYPES[type],
        content,
      });
      return { link: `${MD_IMAGE_PREFIX}${hash}.${type}`, fileId };
    },

    /**
     * A picture that comes with an imported statement (a Polygon package's `\includegraphics`), stored as the
     * editor's uploads are: its link, or null when its bytes are not a picture the editor takes or it is too big.
     */
    async storeImage(uid: number, name: string, content: Buffer): Promise<string | null> {
      const type = sniffImageType(content);
      if (!type || !MD_IMAGE_RULES.types.includes(type) || content.length > MD_IMAGE_RULES.maxBytes)
        return null;
      const hash = sha256(content);
      await repo.add({
        uid,
        gid: null,
        kind: 'img',
        hash,
        name: safeFileName(name),
        mediaType: IMAGE_MEDIA_TYPES[type],
        content,
      });
      return `${MD_IMAGE_PREFIX}${hash}.${type}`;
    },

    async uploadFile(actor: Actor, request: FastifyRequest, queryGid?: number): Promise<MdFileUpload> {
      const { filename, content, fields } = await readUploadedFile(request, {
        field: 'file',
        maxBytes: LIMITS.mdFileMaxBytes,
        maxLabel: '32 MB',
      });
      const gid = uploadGroup(queryGid, fields);
      await assertMayUpload(actor, gid);
      const hash = sha256(content);
      const name = safeFileName(filename);
      await repo.add({
        uid: actor.uid,
        gid,
        kind: 'file',
        hash,
        name,
        mediaType: fileMediaType(content),
        content,
      });
      return { link: `${MD_FILE_PREFIX}${hash}/${encodeURIComponent(name)}` };
    },

    /** The uploader, or an admin role (root, admin, problem admin), deletes an uploaded picture. */
    async deleteImage(actor: Actor, fileId: number): Promise<void> {
      const upload = await repo.findUpload(fileId, 'img');
      if (!upload) throw new AppError('NOT_FOUND', 'The picture does not exist');
      if (upload.uid !== actor.uid && !isAdminRole(actor.role))
        throw new AppError('FORBIDDEN', say("You may not delete another user's picture"));
      await repo.remove(upload.id, upload.hash);
    },

    findBlob: (hash: string) => repo.findBlob(hash),
    findHojAttachment: (hojName: string) => repo.findHojAttachment(hojName),
  };
}
export type MdFilesService = ReturnType<typeof createMdFilesService>;
