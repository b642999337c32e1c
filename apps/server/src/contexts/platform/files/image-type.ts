import type { FastifyRequest } from 'fastify';
import { LIMITS } from '@judge/contract';
import { invalidField, say } from '../../../errors.ts';
import { readUploadedFile } from '../../../http/uploaded-file.ts';

/**
 * Recognises an image by its first bytes, never by the name or the browser's claimed type, so a
 * script renamed to .png is refused. Returns the extension to store it under.
 */
export function sniffImageType(head: Buffer): 'png' | 'jpg' | 'gif' | 'bmp' | 'webp' | null {
  if (
    head.length >= 8 &&
    head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  if (head.length >= 6 && ['GIF87a', 'GIF89a'].includes(head.subarray(0, 6).toString('latin1'))) return 'gif';
  if (head.length >= 2 && head.subarray(0, 2).toString('latin1') === 'BM') return 'bmp';
  if (
    head.length >= 12 &&
    head.subarray(0, 4).toString('latin1') === 'RIFF' &&
    head.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  return null;
}

export type ImageType = NonNullable<ReturnType<typeof sniffImageType>>;

/** What an image upload accepts: the names' extensions, the sniffed types, and the size. */
export interface ImageRules {
  extensions: readonly string[];
  types: readonly ImageType[];
  maxBytes: number;
  maxLabel: string;
}

/** Spec 3 "Avatar": gif, jpg, jpeg, png, bmp or webp, at most 2 MB. */
export const AVATAR_RULES: ImageRules = {
  extensions: ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'],
  types: ['gif', 'jpg', 'png', 'bmp', 'webp'],
  maxBytes: LIMITS.avatarMaxBytes,
  maxLabel: '2 MB',
};

/**
 * Reads the multipart image of an upload form field under the given rules: the name's extension first, then the
 * size, then the bytes must really be such an image.
 */
export async function readUploadedImage(request: FastifyRequest, field: string, rules = AVATAR_RULES) {
  const { filename, content, fields } = await readUploadedFile(request, {
    field,
    maxBytes: rules.maxBytes,
    maxLabel: rules.maxLabel,
    extensions: rules.extensions,
  });
  const type = sniffImageType(content);
  if (!type || !rules.types.includes(type))
    throw invalidField(
      field,
      say('File type not supported: the file is not a {{types}} image', { types: rules.types.join(', ') }),
    );
  return { filename, content, type, fields };
}
