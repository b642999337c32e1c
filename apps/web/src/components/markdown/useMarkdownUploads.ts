import { useContext, useRef, useState } from 'react';
import { LIMITS, MD_IMAGE_EXTENSIONS } from '@judge/contract';
import { useTranslation } from 'react-i18next';
import { mdFilesApi } from '../../api/md-files';
import { useSession } from '../../state/session';
import { uploadProblem } from '../../validation/upload-rules';
import { toast } from '../feedback';
import { uploadMarkdown } from './markdown-edits';
import { MarkdownUploadGroup } from './upload-group';

export interface UploadedImage {
  fileId: number;
  name: string;
  link: string;
}

/**
 * The editor's uploads (spec 1-core §2.12, §6): pictures and files for the admin roles, and for a group's admins
 * on its pages (sent with its gid; the server checks both). Each
 * upload is checked by type and size first; what went up is handed back as Markdown to insert at the cursor.
 * The pictures of this editing session are listed so their writer can delete one (delete-md-img).
 */
export function useMarkdownUploads(insert: (markdown: string) => void) {
  const { t } = useTranslation();
  const session = useSession();
  const group = useContext(MarkdownUploadGroup);
  const mayUpload = session.loggedIn && (session.isAdmin || group !== null);
  const [uploading, setUploading] = useState(false);
  const [images, setImages] = useState<UploadedImage[]>([]);
  const imageInput = useRef<HTMLInputElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);

  const refused = (file: File, rules: Parameters<typeof uploadProblem>[1]) => {
    const problem = uploadProblem(file, rules);
    if (problem) toast.warning(t(`setting.${problem}`));
    return problem !== null;
  };

  /** Runs one upload; a refusal has been shown by the request layer, so it only ends the wait. */
  const run = async (work: () => Promise<void>) => {
    setUploading(true);
    try {
      await work();
    } catch {
      // Shown once by the request layer (spec 1-core §8.1).
    } finally {
      setUploading(false);
    }
  };

  const uploadImage = (file: File) => {
    if (refused(file, { extensions: MD_IMAGE_EXTENSIONS, maxBytes: LIMITS.mdImageMaxBytes })) return;
    void run(async () => {
      const { link, fileId } = await mdFilesApi.uploadImage(file, group);
      setImages((list) => [...list, { fileId, name: file.name, link }]);
      insert(uploadMarkdown('image', file.name, link));
    });
  };

  const uploadFile = (file: File) => {
    if (refused(file, { maxBytes: LIMITS.mdFileMaxBytes })) return;
    void run(async () => {
      const { link } = await mdFilesApi.uploadFile(file, group);
      insert(uploadMarkdown('file', file.name, link));
    });
  };

  const deleteImage = async (image: UploadedImage) => {
    try {
      await mdFilesApi.deleteImage(image.fileId);
    } catch {
      return false;
    }
    setImages((list) => list.filter((entry) => entry.fileId !== image.fileId));
    toast.success(t('markdownEditor.imageDeleted'));
    return true;
  };

  return {
    mayUploadImages: mayUpload,
    mayUploadFiles: mayUpload,
    uploading,
    images,
    imageInput,
    fileInput,
    uploadImage,
    uploadFile,
    deleteImage,
    /** Pictures pasted or dropped into the text; other content is left to the browser. */
    takeImages(files: FileList | undefined): boolean {
      const pictures = [...(files ?? [])].filter((file) => file.type.startsWith('image/'));
      if (!mayUpload || pictures.length === 0) return false;
      pictures.forEach(uploadImage);
      return true;
    },
  };
}
export type MarkdownUploads = ReturnType<typeof useMarkdownUploads>;
