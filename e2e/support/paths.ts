import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
export const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
