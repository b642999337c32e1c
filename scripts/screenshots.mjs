#!/usr/bin/env node
// `npm run screenshots [spec ...]`: the browser suite walking every round, both languages at 1440 and 375 px
// (E2E_ROUNDS=all), for a person to look at every page's PNG. `npm test` walks two of the four rounds
// (e2e/support/browser.ts, ROUNDS). Each spec names the folder its PNGs go to (/tmp/<spec>-shots).
import { spawnSync } from 'node:child_process';
import {
  ROOT,
  checkNode,
  debianPackagesFrom,
  ensureDebianPackages,
  ensureNpmDependencies,
  ensureWebBuilt,
  step,
} from './lib/prereqs.mjs';

checkNode();
ensureDebianPackages(
  debianPackagesFrom(
    'apps/judge/debian-packages.txt',
    'apps/server/debian-packages.txt',
    'e2e/debian-packages.txt',
  ),
  { required: true },
);
ensureNpmDependencies();
ensureWebBuilt({ force: true });
step('end-to-end in Chromium, every round');
const specs = process.argv.slice(2);
const result = spawnSync('npx', ['vitest', 'run', '--root', 'e2e', ...specs], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, E2E_ROUNDS: 'all' },
});
process.exit(result.status ?? 1);
