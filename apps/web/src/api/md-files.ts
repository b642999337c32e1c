import type { MdFileUpload, MdImageUpload } from '@judge/contract';
import { request } from './request';

/** The Markdown editor's uploads (spec 1-core §7.7; docs/api.md "Markdown uploads"). */
const upload = <T>(url: string, field: 'image' | 'file', file: File) => {
  const form = new FormData();
  form.append(field, file);
  return request<T>(url, { method: 'POST', body: form });
};

export const mdFilesApi = {
  uploadImage: (file: File) => upload<MdImageUpload>('/api/file/upload-md-img', 'image', file),
  /** Admin roles only. */
  uploadFile: (file: File) => upload<MdFileUpload>('/api/file/upload-md-file', 'file', file),
  deleteImage: (fileId: number) => request<null>('/api/file/delete-md-img', { params: { fileId } }),
};
