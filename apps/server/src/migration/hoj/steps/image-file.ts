import fs from 'node:fs';
import path from 'node:path';
import { sniffImageType } from '../../../contexts/platform/index.ts';

/** HOJ's container root, which its `file.file_path` values start with. */
const HOJ_CONTAINER_ROOT = '/hoj/';

/** Where HOJ's Markdown editor keeps its uploads (its Constants.File.MARKDOWN_FILE_FOLDER), under HOJ_ROOT. */
export const HOJ_MD_FOLDER = 'file/md';

/** A `file.file_path` made relative to HOJ's root (`/hoj/file/md/x.png` -> `file/md/x.png`). */
export const relativeToHojRoot = (stored: string): string =>
  stored.startsWith(HOJ_CONTAINER_ROOT) ? stored.slice(HOJ_CONTAINER_ROOT.length) : stored;

/** Whether the file's bytes are the picture its name's extension says (what /api/public/img/ serves). */
export function isImageOfItsName(file: string): boolean {
  const head = Buffer.alloc(16);
  const fd = fs.openSync(file, 'r');
  const read = fs.readSync(fd, head, 0, 16, 0);
  fs.closeSync(fd);
  const sniffed = sniffImageType(head.subarray(0, read));
  const extension = path.extname(file).slice(1).toLowerCase();
  return sniffed !== null && (extension === sniffed || (sniffed === 'jpg' && extension === 'jpeg'));
}
