import type { MdFileUpload, MdImageUpload } from '@judge/contract';
import { request } from './request';

/** The Markdown editor's uploads (spec 1-core §7.7; docs/api.md "Markdown uploads"). */
/** `gid`: the group an upload is for (its admins may upload for it). */
const upload = <T>(url: string, field: 'image' | 'file', file: File, gid: number | null) => {
  const form = new FormData();
  if (gid !== null) form.append('gid', String(gid));
  form.append(field, file);
  return request<T>(url, { method: 'POST', body: form });
};

export const mdFilesApi = {
  /** Admin roles, or a group's admins with its gid. */
  uploadImage: (file: File, gid: number | null = null) =>
    upload<MdImageUpload>('/api/file/upload-md-img', 'image', file, gid),
  uploadFile: (file: File, gid: number | null = null) =>
    upload<MdFileUpload>('/api/file/upload-md-file', 'file', file, gid),
  deleteImage: (fileId: number) => request<null>('/api/file/delete-md-img', { params: { fileId } }),
};
