import { z } from 'zod';
import { idField } from './fields.ts';

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

/**
 * The group of an upload (a Markdown picture or file, a test-case zip, a group's avatar): in the query string, or
 * a form field before or after the file (read with the same schema once the file is read).
 */
export const uploadGroupQuery = z.object({ gid: idField('gid').optional() });

export const deleteMdImageQuery = z.object({ fileId: idField('fileId') });
