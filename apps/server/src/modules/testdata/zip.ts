import { unzipSync, zipSync } from 'fflate';
import { AppError, invalidField } from '../../errors.ts';

/** Limits that stop a zip bomb before it is inflated: the sizes come from the zip's own directory. */
export const ZIP_LIMITS = {
  maxFiles: 2000,
  maxTotalBytes: 512 * 1024 * 1024,
  maxFileBytes: 256 * 1024 * 1024,
};

/**
 * Reads the files of a zip (folders flattened away when every file sits in one folder, as many
 * tools add one). Throws a 400 naming the field for a broken or oversized archive.
 */
export function readZip(content: Buffer, field = 'file'): Map<string, Buffer> {
  let declaredTotal = 0;
  let count = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(content, {
      filter: (file) => {
        if (file.name.endsWith('/')) return false;
        count += 1;
        declaredTotal += file.originalSize;
        if (count > ZIP_LIMITS.maxFiles)
          throw invalidField(field, `the zip holds more than ${ZIP_LIMITS.maxFiles} files`);
        if (file.originalSize > ZIP_LIMITS.maxFileBytes || declaredTotal > ZIP_LIMITS.maxTotalBytes) {
          throw invalidField(field, 'Exceed max size limit: the zip unpacks to more than 512 MB');
        }
        return true;
      },
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalidField(field, 'the file is not a readable zip archive');
  }
  const files = new Map<string, Buffer>();
  for (const [name, data] of Object.entries(entries)) {
    if (name.startsWith('__MACOSX/') || name.split('/').pop()!.startsWith('.')) continue;
    files.set(name, Buffer.from(data));
  }
  return files;
}

export function writeZip(files: Map<string, Buffer | string>): Buffer {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of files)
    entries[name] = typeof content === 'string' ? Buffer.from(content) : content;
  return Buffer.from(zipSync(entries, { level: 6 }));
}
