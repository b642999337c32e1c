/**
 * The type a carried attachment is sent with, by its name's extension (HOJ's links end in the uploaded file's
 * extension, and HOJ's server answered with the type that extension names). Only types a browser saves or hands
 * to another program: a page, script or picture type is never given here (the answer is a download anyway,
 * with nosniff and a sandbox), so everything else goes as bytes.
 */
const DOWNLOAD_TYPES: Readonly<Record<string, string>> = {
  zip: 'application/zip',
  '7z': 'application/x-7z-compressed',
  rar: 'application/vnd.rar',
  gz: 'application/gzip',
  tgz: 'application/gzip',
  tar: 'application/x-tar',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  in: 'text/plain; charset=utf-8',
  out: 'text/plain; charset=utf-8',
  ans: 'text/plain; charset=utf-8',
  md: 'text/markdown; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
};

const BYTES = 'application/octet-stream';

export function downloadType(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return BYTES;
  return DOWNLOAD_TYPES[fileName.slice(dot + 1).toLowerCase()] ?? BYTES;
}
