import { createContext } from 'react';

/**
 * The group whose pages an editor is on, when the caller administers it (set by the group's shell): its admins
 * may upload pictures and files there, sent with its gid (spec 1-core: the upload tools are for admins or group
 * admins). Null elsewhere.
 */
export const MarkdownUploadGroup = createContext<number | null>(null);
