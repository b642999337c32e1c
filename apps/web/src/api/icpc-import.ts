import type { IcpcImportReport } from '@judge/contract';
import { request } from './request';

/** A file picked with its folder (antd's directory upload): the browser's path inside the chosen folder. */
type FolderFile = File & { webkitRelativePath?: string };

/**
 * POST /api/admin/problem/import-icpc with a folder instead of a zip: each file goes after a `path` field holding
 * its place in the folder (docs/api.md, "Problem import and export").
 */
export function importIcpcFolder(files: FolderFile[]): Promise<IcpcImportReport> {
  const form = new FormData();
  for (const file of files) {
    form.append('path', file.webkitRelativePath || file.name);
    form.append('file', file, file.name);
  }
  return request<IcpcImportReport>('/api/admin/problem/import-icpc', {
    method: 'POST',
    body: form,
    quiet: ['VALIDATION_FAILED'],
  });
}
