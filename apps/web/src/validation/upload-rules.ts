/** Why the browser refuses a file before uploading it (spec 1-core §8.2: file type not supported, size limit). */
export type UploadProblem = 'fileTypeNotSupported' | 'exceedMaxSize';

/**
 * What the browser can tell before an upload: the name's extension (when the call takes only some types) and
 * the size. The server checks both again, and the bytes.
 */
export function uploadProblem(
  file: { name: string; size: number },
  rules: { extensions?: readonly string[]; maxBytes: number },
): UploadProblem | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  if (rules.extensions && !rules.extensions.includes(extension)) return 'fileTypeNotSupported';
  if (file.size > rules.maxBytes) return 'exceedMaxSize';
  return null;
}

/** The accept attribute of a file input for these extensions. */
export const acceptExtensions = (extensions: readonly string[]) =>
  extensions.map((extension) => `.${extension}`).join(',');
