import { spawnSync } from 'node:child_process';
import { REPO_ROOT } from './paths';

/** Builds the web app once for the whole run, as `npm start` does before it serves it. */
export default function buildWebOnce() {
  const result = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: REPO_ROOT, encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`The web build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
