import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  deleteMdImageQuery,
  MD_FILE_PREFIX,
  MD_IMAGE_PREFIX,
  mdFileUploadResponse,
  mdImageUploadResponse,
  noDataResponse,
  uploadGroupQuery,
} from '@judge/contract';
import { AppError } from '../../../errors.ts';
import { defineRoute, REPLY_SENT } from '../../../http/route.ts';
import { downloadType } from './download-types.ts';
import { IMAGE_MEDIA_TYPES, type MdFilesService } from './md-files.service.ts';

const IMAGE_NAME = /^([0-9a-f]{64})\.(png|jpg|gif|webp)$/;
const HASH = /^[0-9a-f]{64}$/;
const missing = () => new AppError('NOT_FOUND', 'The file does not exist');

/**
 * Sends stored bytes that never change under their name (the name holds their SHA-256): cached for a year,
 * and never read by a browser as another type than the one given (nosniff).
 */
function sendStored(
  request: FastifyRequest,
  reply: FastifyReply,
  hash: string,
  content: Buffer,
  headers: Record<string, string>,
) {
  const etag = `"${hash}"`;
  reply
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'public, max-age=31536000, immutable')
    .header('ETag', etag)
    .headers(headers);
  if (request.headers['if-none-match'] === etag) reply.status(304).send();
  else reply.send(content);
  return REPLY_SENT;
}

/** The Markdown editor's calls (the reference's MarkDownFileController) and the links they hand out. */
export function registerMdFileRoutes(app: FastifyInstance, mdFiles: MdFilesService) {
  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/file/upload-md-img',
      access: 'login',
      query: uploadGroupQuery,
      response: mdImageUploadResponse,
    },
    ({ actor, request, query }) => mdFiles.uploadImage(actor, request, query.gid),
  );

  defineRoute(
    app,
    {
      method: 'GET',
      url: '/api/file/delete-md-img',
      access: 'login',
      query: deleteMdImageQuery,
      response: noDataResponse,
    },
    async ({ actor, query }) => {
      await mdFiles.deleteImage(actor, query.fileId);
      return null;
    },
  );

  defineRoute(
    app,
    {
      method: 'POST',
      url: '/api/file/upload-md-file',
      // The admin roles, or a group's admins with its gid: the service asks (the gid comes with the file).
      access: 'login',
      query: uploadGroupQuery,
      response: mdFileUploadResponse,
    },
    ({ actor, request, query }) => mdFiles.uploadFile(actor, request, query.gid),
  );

  defineRoute(
    app,
    { method: 'GET', url: `${MD_IMAGE_PREFIX}:name`, access: 'public' },
    async ({ request, reply }) => {
      const match = IMAGE_NAME.exec((request.params as { name: string }).name);
      if (!match) throw missing();
      const [, hash, type] = match;
      const blob = await mdFiles.findBlob(hash);
      // A picture is served only as the type its bytes are: a file's bytes are never shown as an image.
      if (!blob || blob.mediaType !== IMAGE_MEDIA_TYPES[type as keyof typeof IMAGE_MEDIA_TYPES])
        throw missing();
      return sendStored(request, reply, hash, blob.content, { 'Content-Type': blob.mediaType });
    },
  );

  defineRoute(
    app,
    { method: 'GET', url: `${MD_FILE_PREFIX}:hash/:name`, access: 'public' },
    async ({ request, reply }) => {
      const { hash, name } = request.params as { hash: string; name: string };
      if (!HASH.test(hash)) throw missing();
      const blob = await mdFiles.findBlob(hash);
      if (!blob) throw missing();
      // Always a download, never a page of this site: an uploaded HTML file runs nothing here.
      return sendStored(request, reply, hash, blob.content, {
        'Content-Type': 'application/octet-stream',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(name)}`,
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    },
  );
  // HOJ's links to its Markdown attachments (`/api/public/file/<uuid>.<ext>`, one segment): the carried file,
  // found through the migration's ledger, sent as a download with the type its extension names.
  defineRoute(
    app,
    // Fastify keeps one parameter name per path position: this segment is `hash` as in the route above, but
    // what it holds is HOJ's file name.
    { method: 'GET', url: `${MD_FILE_PREFIX}:hash`, access: 'public' },
    async ({ request, reply }) => {
      const { hash: name } = request.params as { hash: string };
      const carried = await mdFiles.findHojAttachment(name);
      if (!carried) throw missing();
      return sendStored(request, reply, carried.hash, carried.content, {
        'Content-Type': downloadType(name),
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(carried.name)}`,
        'Content-Security-Policy': "default-src 'none'; sandbox",
      });
    },
  );
}
