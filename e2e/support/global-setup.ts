import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, WEB_DIST } from './paths';

function newestChange(directory: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(directory, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Builds the web app once for the whole run, as `npm start` does before it serves it; a build
 * newer than every web and contract source is reused.
 */
export default function buildWebOnce() {
  const index = path.join(WEB_DIST, 'index.html');
  const built = fs.existsSync(index) ? fs.statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newestChange(path.join(REPO_ROOT, 'apps/web')),
    newestChange(path.join(REPO_ROOT, 'packages/contract')),
  );
  if (built > sources) return;
  const outDir = ['--', '--outDir', WEB_DIST, '--emptyOutDir'];
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web', ...outDir], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    // Vitest sets NODE_ENV=test, which Vite would keep: React's development build, not the one that ships.
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) {
    throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
