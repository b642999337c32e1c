import path from 'node:path';

export const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/**
 * The built SPA the specs serve. `WEB_DIST` points a run at its own build (the server reads the same
 * variable), so two people building at once do not replace each other's chunks mid-run.
 */
export const WEB_DIST = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.join(REPO_ROOT, 'apps/web/dist');
export const SERVER_MAIN = path.join(REPO_ROOT, 'apps/server/src/main.ts');
