import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The reference client uploads files with Element UI's el-upload, a bare XMLHttpRequest that sends no
 * Authorization header (the reference knows the caller from its servlet session cookie). This cookie stands in
 * for that session: it carries the session token, is set at login and at each token refresh, and is read only
 * for the upload forms below (every other route still needs the header). SameSite=Strict keeps other sites'
 * pages from sending it, HttpOnly keeps page scripts from reading it, and its Path keeps it off every call
 * outside /api/file.
 */
export const UPLOAD_SESSION_COOKIE = 'uploadSession';
const COOKIE_PATH = '/api/file';

/** The upload forms of the reference's back office (Problem.vue, SystemConfig.vue, ImportAndExport.vue). */
const UPLOAD_FORM_ROUTES: ReadonlySet<string> = new Set([
  '/api/file/upload-testcase-zip',
  '/api/file/upload-carouse-img',
  '/api/file/import-problem',
  '/api/file/import-qdoj-problem',
  '/api/file/import-fps-problem',
  '/api/file/import-hydro-problem',
]);

/** The session token in the upload cookie, when this request is a POST to one of the upload forms. */
export function readUploadSessionToken(request: FastifyRequest): string | null {
  if (request.method !== 'POST' || !UPLOAD_FORM_ROUTES.has(request.routeOptions.url ?? '')) return null;
  for (const pair of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = pair.trim().split('=');
    if (name === UPLOAD_SESSION_COOKIE) return decodeURIComponent(value.join('=')).trim() || null;
  }
  return null;
}

const attributes = (request: FastifyRequest) =>
  [
    `Path=${COOKIE_PATH}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(request.protocol === 'https' ? ['Secure'] : []),
  ].join('; ');

/** Sets the upload cookie to this session's token (a browser session cookie: the token's own expiry rules). */
export function setUploadSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.header('Set-Cookie', `${UPLOAD_SESSION_COOKIE}=${encodeURIComponent(token)}; ${attributes(request)}`);
}

/** Removes the upload cookie (at logout). */
export function clearUploadSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header(
    'Set-Cookie',
    `${UPLOAD_SESSION_COOKIE}=; ${attributes(request)}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
  );
}
