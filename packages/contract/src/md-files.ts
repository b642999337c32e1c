import { z } from 'zod';
import { LIMITS } from './limits.ts';

/**
 * The Markdown editor's uploads (spec 1-core §7.7; docs/api.md "Markdown uploads"): the reference's calls,
 * fields and answers. Pictures are linked under /api/public/img/, files under /api/public/file/, as there.
 */
export const MD_IMAGE_PREFIX = '/api/public/img/md/';
export const MD_FILE_PREFIX = '/api/public/file/';

/** The picture types the editor takes (the reference's list), by extension; the server sniffs the bytes too. */
export const MD_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'gif', 'png', 'webp'] as const;

/** POST /api/file/upload-md-img: the link to put in the Markdown and the id delete-md-img takes. */
export interface MdImageUpload {
  link: string;
  fileId: number;
}

/** POST /api/file/upload-md-file (admin roles). */
export interface MdFileUpload {
  link: string;
}

const id = (field: string) =>
  z.coerce
    .number({ error: `${field} must be a number` })
    .int(`${field} must be an integer`)
    .min(1, `${field} must be at least 1`)
    .max(LIMITS.idMax, `${field} must be at most ${LIMITS.idMax}`);

/** The optional group of an upload (query string, or a form field sent before the file). */
export const mdUploadQuery = z.object({ gid: id('gid').optional() });

export const deleteMdImageQuery = z.object({ fileId: id('fileId') });
